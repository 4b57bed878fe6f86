/**
 * The stylesheets pages' HTML inlines (src/lib/stylesheets.ts), handed to the
 * HTML renderer inside its bundle rather than read from `public/` as pages
 * render. Gatsby renders again only the pages whose data changed, unless the
 * renderer reads a file itself: then every later build renders every page
 * (its "Unsafe builtin usage" warning; `calcDirtyHtmlFiles` in
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/commands/build-utils.ts).
 * A stylesheet's URL names its content, so a page's HTML still follows from its data and the bundle.
 */

/** The name gatsby-ssr.tsx reads the stylesheets under, by URL. */
export const INLINED_STYLESHEETS = '__SITE_INLINED_STYLESHEETS__';

let inlined: Record<string, string> = {};

/** Keeps what createPages wrote (node/assets.ts) for the HTML renderer's bundle, built after it. */
export function keepInlinedStylesheets(stylesheets: Record<string, string>): void {
  inlined = stylesheets;
}

/**
 * The definition of {@link INLINED_STYLESHEETS} for webpack's DefinePlugin: an object literal, its
 * stylesheets in the order of their URLs, so that the same stylesheets make the same renderer.
 */
export function inlinedStylesheetsDefinition(): Record<string, string> {
  const byUrl = Object.keys(inlined)
    .sort()
    .map((url) => [url, inlined[url]]);
  return { [INLINED_STYLESHEETS]: JSON.stringify(Object.fromEntries(byUrl)) };
}
