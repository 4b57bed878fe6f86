/**
 * Blog authors as Docusaurus has them: keys of `blog/authors.yml`, inline
 * objects, or the older `author`, `author_title`, `author_url` and
 * `author_image_url` front matter.
 * See https://docusaurus.io/docs/blog#blog-post-authors
 */

export interface Author {
  /** The key in authors.yml, or null for an inline author. */
  key: string | null;
  name: string;
  title: string | null;
  url: string | null;
  imageUrl: string | null;
}

export class AuthorsError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'AuthorsError';
  }
}

const AUTHOR_KEYS = ['name', 'title', 'url', 'image_url', 'imageURL', 'email', 'socials', 'page', 'description'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function author(raw: Record<string, unknown>, key: string | null, file: string, where: string): Author {
  for (const k of Object.keys(raw)) if (!AUTHOR_KEYS.includes(k)) throw new AuthorsError(file, `${where}: "${k}" is not a known author key. Allowed: ${AUTHOR_KEYS.join(', ')}`);
  const text = (k: string) => {
    const v = raw[k];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string') throw new AuthorsError(file, `${where}: "${k}" must be a string, got ${JSON.stringify(v)}`);
    return v;
  };
  const name = text('name');
  if (!name) throw new AuthorsError(file, `${where}: an author needs a "name"`);
  return { key, name, title: text('title'), url: text('url'), imageUrl: text('image_url') ?? text('imageURL') };
}

/** Reads `blog/authors.yml` (already parsed) into authors by key. */
export function parseAuthorsFile(raw: unknown, file: string): Map<string, Author> {
  if (raw === null || raw === undefined) return new Map();
  if (!isObject(raw)) throw new AuthorsError(file, 'must map author keys to authors');
  return new Map(Object.entries(raw).map(([key, value]) => {
    if (!isObject(value)) throw new AuthorsError(file, `"${key}" must be a mapping with name, title, url, image_url`);
    return [key, author(value, key, file, `author "${key}"`)];
  }));
}

/** A post's authors from its front matter (`authors`, or the older `author*` keys). */
export function resolveAuthors(frontmatter: Record<string, unknown>, known: ReadonlyMap<string, Author>, file: string): Author[] {
  const list = frontmatter.authors;
  if (list !== undefined && list !== null) {
    return (Array.isArray(list) ? list : [list]).map((entry, i) => {
      if (typeof entry === 'string') {
        const found = known.get(entry);
        if (!found) throw new AuthorsError(file, `front matter field "authors" names "${entry}", which is not in blog/authors.yml${known.size ? `. Known authors: ${[...known.keys()].join(', ')}` : ' (there is no such file)'}`);
        return found;
      }
      if (isObject(entry)) return author(entry, null, file, `front matter field "authors" entry ${i + 1}`);
      throw new AuthorsError(file, `front matter field "authors" must list keys of blog/authors.yml or { name, title, url, image_url } entries`);
    });
  }
  if (typeof frontmatter.author === 'string') {
    return [author({ name: frontmatter.author, title: frontmatter.author_title, url: frontmatter.author_url, image_url: frontmatter.author_image_url }, null, file, 'front matter field "author"')];
  }
  return [];
}
