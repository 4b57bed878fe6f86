/**
 * A doc's rendered HTML made a part of the docs PDF's one document: its ids made unique in it, its
 * links to docs the PDF holds made links inside the PDF, its other site links absolute, its headings
 * moved under its title, and what a page hides until a click (tabs not chosen, closed `<details>`)
 * shown, as print shows them. The HTML is the site's own renderer's (React's, with Mermaid's SVG put in
 * by node/mdx/mermaid.ts): attributes in double quotes, `<` and `>` escaped in text and attributes,
 * so a tag's attributes are read with regular expressions rather than a parser, which costs a
 * 1,000-doc PDF no time worth measuring.
 */
import { decodeEntities, escapeHtml } from '../html';
import { withoutTrailingSlash } from '../routes';
import { bodyHeadingLevel } from './contents';

export interface DocHtmlContext {
  /** The doc's anchor in the combined document: its ids are prefixed with it. */
  anchor: string;
  /** The doc's route, which its relative links are relative to. */
  path: string;
  /** Its title's heading level; its body's headings go below. */
  level: number;
  /** The anchor of each route the PDF holds, without a trailing slash (`PdfContents.anchorOf`). */
  anchorOf: ReadonlyMap<string, string>;
  /** Where each route another PDF of the version holds is (`pdfParts`): that file's route and the route's anchor in it. */
  elsewhere?: ReadonlyMap<string, { file: string; anchor: string }>;
  /** The site's origin (`https://example.org`): links to pages the PDF does not hold lead there. */
  siteUrl: string;
}

/** An id of the doc, in the combined document. */
export const prefixedId = (anchor: string, id: string) => `${anchor}--${id}`;

/** Where a link of the doc leads in the PDF: inside it (`#anchor`), to the site (absolute), or as written. */
export function pdfHref(href: string, context: Pick<DocHtmlContext, 'anchor' | 'path' | 'anchorOf' | 'elsewhere' | 'siteUrl'>): string {
  if (href.startsWith('#')) return href.length > 1 ? `#${prefixedId(context.anchor, href.slice(1))}` : `#${context.anchor}`;
  const site = new URL(context.siteUrl);
  let url: URL;
  try {
    url = new URL(href, `${site.origin}${context.path}`);
  } catch {
    return href;
  }
  // Another site, or another scheme (mailto:), is kept as it is.
  if (url.origin !== site.origin) return href;
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // kept as written
  }
  const route = withoutTrailingSlash(pathname);
  const fragment = (anchor: string) => (url.hash.length > 1 ? prefixedId(anchor, url.hash.slice(1)) : anchor);
  if (url.search) return url.href;
  const anchor = context.anchorOf.get(route);
  if (anchor) return `#${fragment(anchor)}`;
  // In another PDF of the version: a viewer opens that file at the named destination.
  const other = context.elsewhere?.get(route);
  if (other) return `${site.origin}${other.file}#${fragment(other.anchor)}`;
  return url.href;
}

/** The start of an element with attributes that name ids of the doc. */
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s[^>]*)?)>/g;
/** Attributes whose value is one id, or several separated by spaces. */
const ID_REFERENCE = /\s(id|for|aria-controls|aria-labelledby|aria-describedby|aria-owns|headers)="([^"]*)"/g;

/** The doc's attributes that name its ids, with its anchor before each id; `href` of its `<a>` made what {@link pdfHref} says. */
function rewriteTag(name: string, attributes: string, context: DocHtmlContext): string {
  let out = attributes.replace(ID_REFERENCE, (_, attribute: string, value: string) => {
    const ids = value.split(/\s+/).filter(Boolean);
    return ` ${attribute}="${ids.map((id) => prefixedId(context.anchor, id)).join(' ')}"`;
  });
  if (name === 'a') out = out.replace(/\shref="([^"]*)"/, (_, href: string) => ` href="${escapeHtml(pdfHref(decodeEntities(href), context))}"`);
  // Printed, a lazy image below the fold would never be fetched.
  if (name === 'img') out = out.replace(/\sloading="lazy"/, '');
  if (name === 'details' && !/\sopen(=|\s|$)/.test(out)) out = ` open=""${out}`;
  return `<${name}${out}>`;
}

/**
 * An SVG's ids prefixed, with every reference to them inside it (`url(#id)`, `href="#id"`, and its own
 * stylesheet's `#id` selectors: Mermaid scopes its CSS to its diagram's id). Two docs' diagrams
 * have the same ids, which count from each page's first diagram.
 */
export function prefixSvgIds(svg: string, anchor: string): string {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  if (ids.size === 0) return svg;
  return svg
    .replace(/(\sid=")([^"]+)"/g, (_, start: string, id: string) => `${start}${prefixedId(anchor, id)}"`)
    .replace(/#([\w-]+)/g, (whole, id: string) => (ids.has(id) ? `#${prefixedId(anchor, id)}` : whole));
}

/** Splits out each outermost `<svg>…</svg>`, nested ones inside it. */
function splitSvgs(html: string): { text: string; svg: boolean }[] {
  const parts: { text: string; svg: boolean }[] = [];
  let at = 0;
  for (;;) {
    const start = html.indexOf('<svg', at);
    if (start < 0) break;
    let depth = 0;
    let end = start;
    const tags = /<svg\b|<\/svg>/g;
    tags.lastIndex = start;
    for (let m = tags.exec(html); m; m = tags.exec(html)) {
      depth += m[0] === '</svg>' ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    if (end === start) break;
    parts.push({ text: html.slice(at, start), svg: false }, { text: html.slice(start, end), svg: true });
    at = end;
  }
  parts.push({ text: html.slice(at), svg: false });
  return parts;
}

/** Each tab's label, by the id of the panel it shows (`aria-controls`), as the page's tab list has it. */
function tabLabels(html: string): Map<string, string> {
  const labels = new Map<string, string>();
  for (const m of html.matchAll(/<button\b([^>]*\srole="tab"[^>]*)>([\s\S]*?)<\/button>/g)) {
    const panel = /\saria-controls="([^"]*)"/.exec(m[1])?.[1];
    if (panel) labels.set(panel, m[2]);
  }
  return labels;
}

/** Every tab's panel shown, after its label, as a heading-like line (not an outline entry). */
function showTabPanels(html: string): string {
  if (!html.includes('role="tabpanel"')) return html;
  const labels = tabLabels(html);
  return html.replace(/<div\b([^>]*\srole="tabpanel"[^>]*)>/g, (_, attributes: string) => {
    const id = /\sid="([^"]*)"/.exec(attributes)?.[1];
    const label = id ? labels.get(id) : undefined;
    const shown = attributes.replace(/\shidden(="[^"]*")?/, '');
    return `<div${shown}>${label ? `<p class="pdf-tab-label">${label}</p>` : ''}`;
  });
}

/** The doc's headings moved under its title: `<h2>` to `level + 1`, and so on; past h6, a paragraph styled as a heading. */
function shiftHeadings(html: string, level: number): string {
  return html.replace(/<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1>/g, (_, rank: string, attributes: string, inner: string) => {
    const to = bodyHeadingLevel(Number(rank), level);
    return to ? `<h${to}${attributes}>${inner}</h${to}>` : `<p class="pdf-deep-heading"${attributes}>${inner}</p>`;
  });
}

/** An opening tag of an element shown in dark mode only. */
const DARK_ONLY = /\sclass="(?:[^"]*\s)?gh-dark-mode-only[\s"]/;

/** The doc's HTML as a part of the PDF's document (see the module's comment). */
export function pdfDocHtml(html: string, context: DocHtmlContext): string {
  const rewritten = splitSvgs(showTabPanels(html))
    .map((part) =>
      part.svg
        ? // The dark-mode drawing of each diagram is never printed: the PDF is the light theme.
          DARK_ONLY.test(part.text.slice(0, part.text.indexOf('>')))
          ? ''
          : prefixSvgIds(part.text, context.anchor)
        : part.text
            // The heading's "#" link leads to itself, and would print in its outline entry.
            .replace(/<a\b[^>]*\sclass="hash-link"[^>]*>[\s\S]*?<\/a>/g, '')
            .replace(START_TAG, (whole, name: string, attributes: string) =>
              attributes || name === 'details' ? rewriteTag(name.toLowerCase(), attributes, context) : whole,
            ),
    )
    .join('');
  return shiftHeadings(rewritten, context.level);
}
