/**
 * The built site's link check: every internal link of every generated page
 * must reach a page or a file of the build; anchors are checked against the
 * target page's ids.
 */
import { decodeEntities } from './html';
import { withoutTrailingSlash } from './routes';

export interface BuiltPage {
  /** Route of the page, e.g. `/docs/opencv/basics`. */
  path: string;
  /** `href` values of the page's anchors, as written. */
  links: string[];
  /** Every `id` attribute on the page. */
  ids: string[];
}

export interface LinkProblem {
  source: string;
  target: string;
}

export interface LinkReport {
  /** Links to a page or file that does not exist: these fail the build. */
  broken: LinkProblem[];
  /** Links to an existing page but an anchor it does not have: warnings. */
  missingAnchors: LinkProblem[];
}

const A_TAG = /<a\b[^>]*>/gi;
const HREF = /\shref=(?:"([^"]*)"|'([^']*)')/i;
const ID_ATTR = /\sid=(?:"([^"]*)"|'([^']*)')/gi;

/** Reads the links and ids out of a page's HTML. */
export function extractLinksAndIds(html: string): { links: string[]; ids: string[] } {
  const links: string[] = [];
  for (const tag of html.match(A_TAG) ?? []) {
    const m = HREF.exec(tag);
    if (m) links.push(detached(decodeEntities(m[1] ?? m[2])));
  }
  const ids: string[] = [];
  for (const m of html.matchAll(ID_ATTR)) ids.push(detached(decodeEntities(m[1] ?? m[2])));
  return { links, ids };
}

/**
 * A copy of `part` that does not keep the page it was cut from in memory. V8
 * makes a substring of 13 characters or more a view of its parent string
 * (https://bugs.chromium.org/p/v8/issues/detail?id=2869), so the ids and links
 * kept for the link check held every built page's HTML (docs/performance.md#figures-behind-the-code). Slicing a concatenation copies.
 */
const detached = (part: string): string => ` ${part}`.slice(1);

/**
 * Resolves an href found on page `source` to a site path and an anchor;
 * null for external links (other schemes, other hosts).
 */
export function resolveInternalLink(href: string, source: string): { path: string; hash: string } | null {
  if (href === '' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const url = new URL(href, `http://site.invalid${source}`);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  let hash: string;
  try {
    hash = decodeURIComponent(url.hash.slice(1));
  } catch {
    hash = url.hash.slice(1);
  }
  return { path, hash };
}

/**
 * Checks every internal link of `pages` against the pages themselves and the
 * other files of the build (`files`: paths such as `/rss.xml`).
 */
export function checkLinks(pages: readonly BuiltPage[], files: ReadonlySet<string>): LinkReport {
  const byPath = new Map<string, BuiltPage>();
  for (const page of pages) byPath.set(withoutTrailingSlash(page.path), page);
  const idSets = new Map<BuiltPage, Set<string>>();
  const idsOf = (page: BuiltPage) => {
    let set = idSets.get(page);
    if (!set) idSets.set(page, (set = new Set(page.ids)));
    return set;
  };

  // A path from the site's root resolves the same on every page: the sidebar's links, on every page of a
  // 10,000-doc site, were resolved once a page (1.7 s of a rebuild's 36 s of checks).
  const fromRoot = new Map<string, ReturnType<typeof resolveInternalLink>>();
  const resolve = (href: string, source: string) => {
    if (!href.startsWith('/') || href.startsWith('//')) return resolveInternalLink(href, source);
    let target = fromRoot.get(href);
    if (target === undefined) fromRoot.set(href, (target = resolveInternalLink(href, source)));
    return target;
  };

  const broken: LinkProblem[] = [];
  const missingAnchors: LinkProblem[] = [];
  for (const page of pages) {
    const seen = new Set<string>();
    for (const href of page.links) {
      if (seen.has(href)) continue;
      seen.add(href);
      const target = resolve(href, page.path);
      if (!target) continue;
      // A link to a Markdown file that does not exist: warned about with its file and line when the page rendered (spec section 5).
      if (/\.mdx?$/i.test(target.path)) continue;
      const targetPage = byPath.get(withoutTrailingSlash(target.path));
      if (!targetPage) {
        if (!files.has(target.path)) broken.push({ source: page.path, target: href });
        continue;
      }
      if (target.hash && !idsOf(targetPage).has(target.hash)) missingAnchors.push({ source: page.path, target: href });
    }
  }
  return { broken, missingAnchors };
}

/** Formats a list of link problems one per line, grouped by source page. */
export function formatLinkProblems(problems: readonly LinkProblem[]): string {
  const bySource = new Map<string, string[]>();
  for (const p of problems) bySource.set(p.source, [...(bySource.get(p.source) ?? []), p.target]);
  return [...bySource.entries()].map(([source, targets]) => `- on ${source}:\n${targets.map((t) => `    -> ${t}`).join('\n')}`).join('\n');
}

/** Routes created more than once, with every source that claims each. */
export function findDuplicateRoutes(routes: readonly { path: string; source: string }[]): { path: string; sources: string[] }[] {
  const byPath = new Map<string, string[]>();
  for (const r of routes) {
    const key = withoutTrailingSlash(r.path);
    byPath.set(key, [...(byPath.get(key) ?? []), r.source]);
  }
  return [...byPath.entries()].filter(([, s]) => s.length > 1).map(([path, sources]) => ({ path, sources }));
}
