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

export interface BlogFileName {
  /** The slug part of the file name, after the date. */
  slug: string;
  /** The date part of the file name, `YYYY-MM-DD`, when present. */
  date: string | null;
}

const BLOG_FILE = /^(?:(\d{4}-\d{2}-\d{2})-)?(.+?)(?:\/index)?\.mdx?$/;

/** Reads `2025-03-14-first-marathon.mdx` (or `…/index.mdx`) into its date and slug. */
export function parseBlogFileName(relativePath: string): BlogFileName {
  const match = BLOG_FILE.exec(toPosix(relativePath));
  if (!match) throw new Error(`Not a blog post file name: ${relativePath}`);
  return { date: match[1] ?? null, slug: match[2].toLowerCase() };
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
