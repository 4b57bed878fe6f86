/**
 * A page's own stylesheets (KaTeX's, on pages with math) are written into
 * the page's HTML instead of linked, so the first paint does not wait for
 * one more request (measured: docs/performance.md#figures-behind-the-code). The HTML
 * carries it once; a client-side navigation to a page with math links the file.
 */

/** Marks the `<style>` that holds a stylesheet, by the stylesheet's URL. */
export const INLINED_STYLESHEET_ATTRIBUTE = 'data-inlined-stylesheet';

/** `url(...)` references in CSS, quoted or not. */
const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/g;

/**
 * The stylesheet at `href` (a site path such as `/katex/0.16.47/katex.min.css`)
 * as the text of a `<style>` element: relative `url()`s resolved against
 * `href`, since in the page they would resolve against the page's own path,
 * and `</style` escaped so the text cannot close the element.
 */
export function inlineStylesheet(css: string, href: string): string {
  if (!href.startsWith('/')) throw new Error(`Stylesheet "${href}" is not a site path: only the site's own stylesheets are inlined`);
  const base = new URL(href, 'https://site.invalid');
  return css
    .replace(CSS_URL, (whole, quote: string, ref: string) => {
      if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
      const resolved = new URL(ref, base);
      return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
    })
    .replace(/<\/(style)/gi, '<\\/$1');
}

/** The element DocSearch's modal renders everything into. */
const DOCSEARCH_CONTAINER = '.DocSearch-Container';

/** The rules whose selector is only `:root` or `html[data-theme=dark]`, after a rule, a comment or nothing. */
const ROOT_RULE = /(^|[{}]|\*\/)(\s*)(:root|html\[data-theme=dark\])\s*\{/g;

/**
 * DocSearch's stylesheet with its custom properties set on the modal's
 * container instead of the page's root. The stylesheet loads when a reader
 * shows intent to search, into a page already laid out: rules on `:root`
 * change the root's style, and every element of the page then has its
 * inherited custom properties computed again: a long task on a slow phone,
 * about a sixth of it scoped (`npx tsx scripts/bench/style-recalc.mjs`;
 * docs/performance.md#figures-behind-the-code). `:where()` gives
 * the scoped rules no specificity, so the site's colours on
 * `.DocSearch-Container` (src/styles/global.css) win as they did on `body`.
 * Throws, naming `file`, when the stylesheet no longer has the rules this
 * expects or has other rules on the root.
 */
export function scopeDocSearchStyles(css: string, file: string): string {
  let scoped = 0;
  const out = css.replace(ROOT_RULE, (_, before: string, space: string, selector: string) => {
    scoped++;
    return `${before}${space}:where(${selector === ':root' ? '' : `${selector} `}${DOCSEARCH_CONTAINER}){`;
  });
  if (scoped === 0)
    throw new Error(
      `${file}: no rule on :root to scope to ${DOCSEARCH_CONTAINER}; DocSearch's stylesheet changed shape (see scopeDocSearchStyles in src/lib/stylesheets.ts)`,
    );
  // A rule on the root element alone: `:root` anywhere, or `html` with no descendant after it.
  const left = out.match(/[^{}]*:root[^{}]*\{|(?:^|[{}])\s*html[^{}\s]*\{/);
  if (left)
    throw new Error(
      `${file}: a rule on the page's root is left unscoped ("${left[0].replace(/^[{}]/, '').trim()}"); only ":root{" and "html[data-theme=dark]{" can be scoped to ${DOCSEARCH_CONTAINER}`,
    );
  return out;
}
