/**
 * Which files hold a page, so that every common static host answers each
 * route in its exact form with status 200 and no redirect.
 *
 * Gatsby writes every page to `<route>/index.html`. Hosts answer `/x` from
 * `x.html` when there is one (GitHub Pages, Cloudflare Pages, Netlify, nginx's
 * `try_files $uri $uri.html …`) and otherwise redirect `/x` to `/x/`, the
 * folder. So a route without a trailing slash is written twice: at
 * `<route>.html`, which answers `/x` and `/x.html`, and at Gatsby's
 * `<route>/index.html`, which answers `/x/` and `/x/index.html`. Both files
 * are the page itself, never a page that redirects: whichever a host serves
 * for `/x`, it cannot loop, and Gatsby's client puts the address back to the
 * page's own path (`window.pagePath`) in place, keeping the query and hash.
 * A route with a trailing slash (`/docs/opencv/`) is Gatsby's file alone.
 * The table of how hosts treat these forms:
 * https://github.com/slorber/trailing-slash-guide/blob/main/docs/Hosting-Providers.md
 */

/** The file Gatsby writes a page to, relative to `public/`: `/a/b` and `/a/b/` → `a/b/index.html`; `/404.html` is itself. */
export function pageFile(route: string): string {
  if (route.endsWith('.html')) return route.slice(1);
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/** A second file that holds the same page as Gatsby's own. */
export interface PageCopy {
  route: string;
  /** Gatsby's file for the route, relative to `public/`. */
  from: string;
  /** The copy, relative to `public/`. */
  to: string;
}

/** Routes that are not pages a reader asks for by their path: the home page, the not-found pages, client-only routes. */
function isCopiedRoute(route: string): boolean {
  if (route === '/' || route.endsWith('/')) return false;
  if (route.includes('*') || route.includes(':') || route.endsWith('.html')) return false;
  return !/^\/(404|dev-404-page)(\/|$)/.test(route);
}

/**
 * The copies a build writes beside Gatsby's files: `<route>.html` for every
 * route without a trailing slash (see the module's comment), sorted by path.
 */
export function pageCopies(routes: Iterable<string>): PageCopy[] {
  const copies = new Map<string, PageCopy>();
  for (const route of routes) {
    if (!isCopiedRoute(route)) continue;
    copies.set(route, { route, from: pageFile(route), to: `${route.slice(1)}.html` });
  }
  return [...copies.values()].sort((a, b) => a.to.localeCompare(b.to));
}

/**
 * Whether a `.html` file beside Gatsby's own is one the build wrote: a copy
 * of the page of the route it is named after (Gatsby's `window.pagePath`
 * says which page a file holds), or a redirect page of the kind earlier
 * builds wrote there. Such a file is the build's to replace or remove when
 * its page is gone; a file an author put in `static/` is neither.
 * @param file - relative to `public/`
 */
export function isBuildCopy(file: string, html: string): boolean {
  if (!file.endsWith('.html') || file === 'index.html' || file.endsWith('/index.html')) return false;
  const route = `/${file.slice(0, -'.html'.length)}`;
  return html.includes(`window.pagePath=${JSON.stringify(route)};`) || /<title>Redirecting…<\/title>.*<meta http-equiv="refresh"/.test(html);
}
