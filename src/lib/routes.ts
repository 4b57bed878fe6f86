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
  /**
   * The post's path below the blog's route, as Docusaurus derives it from the
   * file's path: `YYYY/MM/DD/<text>` for a dated name, else the path itself.
   */
  slug: string;
  /** The date in the file's path, `YYYY-MM-DD`, when there is one. */
  date: string | null;
}

/**
 * Docusaurus's pattern (plugin-content-blog, `parseBlogFileName`): a date
 * anywhere in the path, `YYYY-MM-DD` or `YYYY/MM/DD`, then the text, kept as
 * written: `2023-04-02-2.4.1.md` is `2023/04/02/2.4.1`, `2024-12-03-My post.md`
 * is `2024/12/03/My post`; `welcome/index.md` is `welcome`.
 */
const BLOG_FILE = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;
/** What a path cannot hold as written: it would end the path (`?`, `#`) or read as an escape (`%`). */
const NOT_IN_A_PATH = /[?#%\\]/;

/** Reads a post's file path (relative to the blog's folder) into its route below the blog and its date, as Docusaurus does. */
export function parseBlogFileName(relativePath: string): BlogFileName {
  const posix = toPosix(relativePath);
  const match = BLOG_FILE.exec(posix);
  let slug: string;
  let date: string | null = null;
  if (match?.groups) {
    const { folder, date: written, text } = match.groups;
    const [y, m, d] = written.split(/[-/]/);
    date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    slug = `${written.replace(/-/g, '/')}/${folder}${text}`.replace(/\/$/, '');
  } else {
    slug = posix.replace(/(?:\/index)?\.mdx?$/, '');
  }
  const bad = NOT_IN_A_PATH.exec(slug);
  if (bad)
    throw new Error(
      `${relativePath}: a post's file name gives its URL, which cannot hold "${bad[0]}"; rename the file without ?, #, % or \\, or give the post a \`slug\` in its front matter`,
    );
  return { date, slug };
}

/** The route of a post from its file's path, as Docusaurus gives it (`parseBlogFileName`). */
export const blogFileRoute = (name: BlogFileName, basePath = '/blog') => `${basePath}/${name.slug}`;

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

/** The path of a page's Markdown twin (src/lib/twins.ts): `/docs/git` → `/docs/git.md`; an index route `/docs/opencv/` → `/docs/opencv/index.md`. */
export const twinPath = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);

/** Removes one trailing slash (but keeps `/`), to compare two routes. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function toPosix(p: string): string {
  return p.replace(/\\/g, '/');
}
