/**
 * Route rules: how content files map to URLs. Index pages end with a slash,
 * every other page does not (the site runs with Gatsby's `trailingSlash: 'ignore'`
 * so both forms resolve, but links and records use exactly these forms).
 */

const MDX_EXT = /\.mdx?$/;

/** Splits a path relative to `content/docs` into its doc id, e.g. `opencv/basics.mdx` → `opencv/basics`. */
export function docIdFromRelativePath(relativePath: string): string {
  return toPosix(relativePath).replace(MDX_EXT, '');
}

/**
 * The route of a doc.
 * @example docRouteFromId('opencv/index') === '/docs/opencv/'
 * @example docRouteFromId('opencv/basics') === '/docs/opencv/basics'
 */
export function docRouteFromId(id: string, basePath = '/docs'): string {
  const parts = id.split('/');
  if (parts[parts.length - 1] === 'index') {
    parts.pop();
    return parts.length === 0 ? `${basePath}/` : `${basePath}/${parts.join('/')}/`;
  }
  return `${basePath}/${parts.join('/')}`;
}

/**
 * A doc's id with front matter's `id` in place of its file name, as Docusaurus does:
 * `opencv/basics` with `id: intro` is `opencv/intro`.
 */
export function docIdWithOverride(fileId: string, id: string | null): string {
  if (!id) return fileId;
  const dir = fileId.includes('/') ? fileId.slice(0, fileId.lastIndexOf('/')) : '';
  return dir ? `${dir}/${id}` : id;
}

/**
 * A route from front matter's `slug`: absolute (`/start`) from the section's
 * base path, relative (`start`) from the file's folder; `/` is the base itself.
 * @example routeFromSlug('/start', 'opencv/basics', '/docs') === '/docs/start'
 * @example routeFromSlug('start', 'opencv/basics', '/docs') === '/docs/opencv/start'
 */
export function routeFromSlug(slug: string, fileId: string, basePath: string): string {
  const dir = fileId.includes('/') ? fileId.slice(0, fileId.lastIndexOf('/')) : '';
  const joined = slug.startsWith('/') ? slug : `/${dir ? `${dir}/` : ''}${slug}`;
  const clean = joined.replace(/\/+/g, '/');
  return clean === '/' ? `${basePath}/` : `${basePath}${clean}`;
}

/** The opening `# Heading` of a Markdown body (after blank lines, imports and exports), or null. */
export function openingHeading(body: string): string | null {
  for (const line of body.split('\n')) {
    if (line.trim() === '' || /^(import|export)\s/.test(line)) continue;
    const match = /^#\s+(.+?)\s*#*\s*$/.exec(line);
    return match ? match[1].replace(/\s*\{#[\w-]+\}$/, '').replace(/[*_`]/g, '') : null;
  }
  return null;
}

export interface BlogFileName {
  /** The slug part of the file name, after the date. */
  slug: string;
  /** The date part of the file name, `YYYY-MM-DD`, when present. */
  date: string | null;
}

/**
 * A file name as URL words: lower case, every run of anything but letters and
 * digits (of any script) made one `-`, none at either end. `My first post!`
 * is `my-first-post`; `机器学习 笔记` is `机器学习-笔记`.
 */
export const urlWords = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

const BLOG_FILE = /^(?:(\d{4}-\d{2}-\d{2})-)?(.+?)(?:\/index)?\.mdx?$/;

/** Reads `2025-03-14-first-marathon.mdx` (or `…/index.mdx`) into its date and slug. */
export function parseBlogFileName(relativePath: string): BlogFileName {
  const match = BLOG_FILE.exec(toPosix(relativePath));
  if (!match) throw new Error(`Not a blog post file name: ${relativePath}`);
  const slug = urlWords(match[2]);
  if (!slug) throw new Error(`${relativePath}: a post's file name gives its URL, and this one has no letter or digit; name it YYYY-MM-DD-some-words.mdx`);
  return { date: match[1] ?? null, slug };
}

/**
 * The route of a blog post: `/blog/YYYY/MM/DD/slug`, dated by its front matter.
 * @param isoDate - the post's date, `YYYY-MM-DD`
 */
export function blogPostRoute(isoDate: string, slug: string, basePath = '/blog'): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${basePath}/${y}/${m}/${d}/${slug}`;
}

/** `/blog`, `/blog/page/2`, … */
export function blogListRoute(page: number, basePath = '/blog'): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}

export function blogYearRoute(year: number | string, basePath = '/blog'): string {
  return `${basePath}/${year}`;
}

export function blogTagRoute(tag: string, basePath = '/blog'): string {
  return `${basePath}/tags/${tag}`;
}

/**
 * The page a `.html` URL stands for: `/a/index.html` → `/a/`, `/a/b.html` → `/a/b`.
 * Returns null when the path has no such suffix.
 */
export function stripHtmlSuffix(pathname: string): string | null {
  if (/\/index\.html$/.test(pathname)) return pathname.replace(/index\.html$/, '');
  if (/\.html$/.test(pathname)) return pathname.replace(/\.html$/, '');
  return null;
}

/** Removes one trailing slash (but keeps `/`), to compare two routes. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function toPosix(p: string): string {
  return p.replace(/\\/g, '/');
}
