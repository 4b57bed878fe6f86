/**
 * What the service worker saves in the background for a reader of one docs version in one locale:
 * each doc's page and page data, the version's full sidebars and the search index, within the
 * config's budget (docs/features.md#read-offline). Plain data in and out: the build measures the
 * files, the worker picks a list by the reader's address.
 */

/** Where Gatsby's loader asks for a page's data: `/docs/x/` and `/docs/x` both at `/page-data/docs/x/page-data.json`. */
export function pageDataUrl(route: string): string {
  const trimmed = route === '/' ? '' : route.replace(/\/+$/, '');
  return `/page-data${trimmed === '' ? '/index' : trimmed}/page-data.json`;
}

/** One docs version in one locale, as the build knows it. */
export interface SaveScope {
  /** The routes its pages start with: `/docs`, `/docs/next`, `/fr/docs/1.0`. */
  prefix: string;
  /** Its docs' routes. */
  routes: readonly string[];
  /** Files every page of it reads when asked: the full sidebars, the search index's entry and files. */
  shared: readonly string[];
}

/** A list the worker saves: its URLs, and the bytes they weigh. */
export interface SaveList {
  prefix: string;
  urls: string[];
  bytes: number;
}

/**
 * Each scope's list, with what its files weigh (`sizeOf`: null for a file the build did not write,
 * which is left out). A list over `budget` is left out whole: its readers keep what they open.
 */
export function saveLists(scopes: readonly SaveScope[], sizeOf: (url: string) => number | null, budget: number): { lists: SaveList[]; overBudget: SaveList[] } {
  const lists: SaveList[] = [];
  const overBudget: SaveList[] = [];
  for (const scope of scopes) {
    const urls: string[] = [];
    let bytes = 0;
    for (const url of new Set([...scope.routes.flatMap((route) => [route, pageDataUrl(route)]), ...scope.shared])) {
      const size = sizeOf(url);
      if (size === null) continue;
      urls.push(url);
      bytes += size;
    }
    (bytes <= budget ? lists : overBudget).push({ prefix: scope.prefix, urls, bytes });
  }
  return { lists, overBudget };
}

/**
 * The list for a reader at `pathname`: the scope whose prefix starts it, the longest first (`/docs/next`
 * before `/docs`); off the docs, the one of the locale's last version, whose prefix is listed as
 * `fallback` for each locale base (`''`, `/fr`).
 */
export function listForPath<L extends { prefix: string }>(pathname: string, lists: readonly L[], fallbacks: Readonly<Record<string, string>>): L | null {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const byLength = [...lists].sort((a, b) => b.prefix.length - a.prefix.length);
  const direct = byLength.find((list) => under(list.prefix));
  if (direct) return direct;
  const base = Object.keys(fallbacks)
    .filter((b) => b !== '' && under(b))
    .sort((a, b) => b.length - a.length)[0];
  const prefix = fallbacks[base ?? ''];
  return lists.find((list) => list.prefix === prefix) ?? null;
}
