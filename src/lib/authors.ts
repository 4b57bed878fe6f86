/**
 * Blog authors as Docusaurus has them: keys of `blog/authors.yml`, inline
 * objects, or the older `author`, `author_title`, `author_url` and
 * `author_image_url` front matter.
 * See https://docusaurus.io/docs/blog#blog-post-authors
 */
import { unsafeUrl } from './htmlSafety';
import { basePrefix } from './routes';

export interface Author {
  /** The key in authors.yml, or null for an inline author. */
  key: string | null;
  name: string;
  title: string | null;
  url: string | null;
  imageUrl: string | null;
  /** Links to the author elsewhere, from `socials` (handles made URLs). */
  socials: Social[];
  /** The author's page on the blog (`page: true` or `page: { permalink }` in authors.yml), or null. */
  page: string | null;
}

export interface Social {
  platform: string;
  label: string;
  url: string;
}

/**
 * Docusaurus's social platforms: a handle becomes the profile's URL; a full
 * http(s) URL is kept as written, for these and any other platform
 * (https://docusaurus.io/docs/blog#authors-socials).
 */
const PLATFORMS: Record<string, { label: string; url: (handle: string) => string }> = {
  x: { label: 'X', url: (h) => `https://x.com/${h}` },
  twitter: { label: 'Twitter', url: (h) => `https://twitter.com/${h}` },
  github: { label: 'GitHub', url: (h) => `https://github.com/${h}` },
  linkedin: { label: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  stackoverflow: { label: 'Stack Overflow', url: (id) => `https://stackoverflow.com/users/${id}` },
  bluesky: { label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}` },
  instagram: { label: 'Instagram', url: (h) => `https://www.instagram.com/${h}` },
  threads: { label: 'Threads', url: (h) => `https://www.threads.net/@${h}` },
  mastodon: { label: 'Mastodon', url: (h) => `https://mastodon.social/@${h}` },
  twitch: { label: 'Twitch', url: (h) => `https://twitch.tv/${h}` },
  youtube: { label: 'YouTube', url: (h) => `https://youtube.com/@${h}` },
  email: { label: 'Email', url: (e) => `mailto:${e}` },
};

function socials(raw: unknown, file: string, where: string): Social[] {
  if (raw === undefined || raw === null) return [];
  if (!isObject(raw)) throw new AuthorsError(file, `${where}: "socials" must map platforms to handles or URLs, e.g. { github: slorber, x: sebastienlorber }`);
  return Object.entries(raw).map(([platform, value]) => {
    // YAML reads a Stack Overflow user id (82609) as a number.
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new AuthorsError(file, `${where}: socials.${platform} must be a handle or a URL, got ${JSON.stringify(value)}`);
    const handle = String(value).trim();
    const known = PLATFORMS[platform.toLowerCase()];
    const label = known?.label ?? platform;
    if (/^https?:\/\//.test(handle)) return { platform, label, url: handle };
    if (handle.includes('/') || !known) {
      throw new AuthorsError(
        file,
        `${where}: socials.${platform} is "${handle}"; give a full http(s) URL, or a handle for one of ${Object.keys(PLATFORMS).join(', ')}`,
      );
    }
    return { platform, label, url: known.url(handle) };
  });
}

/** The author's page route from `page`, under the blog's authors pages. */
function authorPage(raw: unknown, key: string | null, file: string, where: string, basePath: string): string | null {
  if (raw === undefined || raw === null || raw === false) return null;
  if (key === null) throw new AuthorsError(file, `${where}: only authors of blog/authors.yml can have a page`);
  if (raw === true) return `${basePrefix(basePath)}/authors/${key}`;
  if (isObject(raw) && typeof raw.permalink === 'string' && raw.permalink.trim())
    return `${basePrefix(basePath)}/authors/${raw.permalink.trim().replace(/^\/+|\/+$/g, '')}`;
  throw new AuthorsError(file, `${where}: "page" must be true, false, or { permalink: some-path }`);
}

export class AuthorsError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'AuthorsError';
  }
}

const AUTHOR_KEYS = ['name', 'title', 'url', 'image_url', 'imageURL', 'email', 'socials', 'page', 'description'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function author(raw: Record<string, unknown>, key: string | null, file: string, where: string, basePath = '/blog'): Author {
  for (const k of Object.keys(raw))
    if (!AUTHOR_KEYS.includes(k)) throw new AuthorsError(file, `${where}: "${k}" is not a known author key. Allowed: ${AUTHOR_KEYS.join(', ')}`);
  const text = (k: string) => {
    const v = raw[k];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string') throw new AuthorsError(file, `${where}: "${k}" must be a string, got ${JSON.stringify(v)}`);
    return v;
  };
  const name = text('name');
  if (!name) throw new AuthorsError(file, `${where}: an author needs a "name"`);
  // Shown as a link and an image on every post of the author's.
  const link = (k: string, image: boolean) => {
    const v = text(k);
    const why = v === null ? null : unsafeUrl(v, { image });
    if (why) throw new AuthorsError(file, `${where}: "${k}" is ${why}, which could run script on the page; give an http(s) URL or a path of the site`);
    return v;
  };
  return {
    key,
    name,
    title: text('title'),
    url: link('url', false),
    imageUrl: link('image_url', true) ?? link('imageURL', true),
    socials: socials(raw.socials, file, where),
    page: authorPage(raw.page, key, file, where, basePath),
  };
}

/** Reads `blog/authors.yml` (already parsed) into authors by key; author pages live under `basePath`. */
export function parseAuthorsFile(raw: unknown, file: string, basePath = '/blog'): Map<string, Author> {
  if (raw === null || raw === undefined) return new Map();
  if (!isObject(raw)) throw new AuthorsError(file, 'must map author keys to authors');
  return new Map(
    Object.entries(raw).map(([key, value]) => {
      if (!isObject(value)) throw new AuthorsError(file, `"${key}" must be a mapping with name, title, url, image_url`);
      return [key, author(value, key, file, `author "${key}"`, basePath)];
    }),
  );
}

/** A post's authors from its front matter (`authors`, or the older `author*` keys). */
export function resolveAuthors(frontmatter: Record<string, unknown>, known: ReadonlyMap<string, Author>, file: string): Author[] {
  const list = frontmatter.authors;
  if (list !== undefined && list !== null) {
    return (Array.isArray(list) ? list : [list]).map((entry, i) => {
      if (typeof entry === 'string') {
        const found = known.get(entry);
        if (!found)
          throw new AuthorsError(
            file,
            `front matter field "authors" names "${entry}", which is not in blog/authors.yml${known.size ? `. Known authors: ${[...known.keys()].join(', ')}` : ' (there is no such file)'}`,
          );
        return found;
      }
      if (isObject(entry)) return author(entry, null, file, `front matter field "authors" entry ${i + 1}`);
      throw new AuthorsError(file, `front matter field "authors" must list keys of blog/authors.yml or { name, title, url, image_url } entries`);
    });
  }
  if (typeof frontmatter.author === 'string') {
    return [
      author(
        { name: frontmatter.author, title: frontmatter.author_title, url: frontmatter.author_url, image_url: frontmatter.author_image_url },
        null,
        file,
        'front matter field "author"',
      ),
    ];
  }
  return [];
}
