/**
 * The docs PDF's one HTML document, which Chromium prints (src/node/docsPdf.ts): a cover, a list of
 * contents that links into the PDF, then each category's heading and each doc under its title, in
 * the order of `pdfContents` (./contents.ts). Also where the file is served and what Chromium is asked
 * for: the page size, the page numbers in the footer, the outline and the tagged structure.
 */
import { escapeHtml } from '../html';
import { withoutTrailingSlash } from '../routes';
import type { DocMeta } from '../sidebar';
import type { PdfContents } from './contents';

/** The file's name in a docs version's folder. */
export const PDF_FILE_NAME = 'docs.pdf';

/**
 * Where a docs version's PDF is served: `/docs/docs.pdf`, `/docs/next/docs.pdf`, `/fr/docs/docs.pdf`; a category's,
 * when the version has a PDF per top-level category (`pdfParts`), with its slug: `/docs/docs-opencv.pdf`.
 */
export const pdfRoute = (versionPath: string, slug = '') =>
  `${withoutTrailingSlash(versionPath) === '/' ? '' : withoutTrailingSlash(versionPath)}/${slug ? `docs-${slug}.pdf` : PDF_FILE_NAME}`;

/** The name a browser saves it under (the link's `download`): the site's title, the version's label, and the category's when it is one. */
export const pdfDownloadName = (siteTitle: string, versionLabel: string, partLabel: string | null = null) =>
  `${`${siteTitle} ${versionLabel}${partLabel ? ` ${partLabel}` : ''}`
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}.pdf`;

export interface Cover {
  siteTitle: string;
  tagline: string;
  /** The docs version's label (`Next`, `2.0`). */
  versionLabel: string;
  /** The part's label (`Part 2 of 3`), when the version has several PDFs (`pdfParts`). */
  partLabel?: string | null;
  /** What the PDF is, in the locale's words: `Docs`. */
  kind?: string;
  /** The date the docs are of, as the cover writes it. */
  date: string;
  /** The site's address, printed under the title. */
  siteUrl: string;
}

/** The cover page: the site's title, what the PDF is, the version, the date. */
export function coverHtml(cover: Cover): string {
  return [
    '<section class="pdf-cover">',
    `<p class="pdf-cover-title">${escapeHtml(cover.siteTitle)}</p>`,
    `<p class="pdf-cover-tagline">${escapeHtml(cover.tagline)}</p>`,
    `<p class="pdf-cover-version">${escapeHtml(cover.kind ?? 'Docs')} · ${escapeHtml(cover.versionLabel)}${cover.partLabel ? ` · ${escapeHtml(cover.partLabel)}` : ''}</p>`,
    `<p class="pdf-cover-date">${escapeHtml(cover.date)}</p>`,
    `<p class="pdf-cover-url">${escapeHtml(cover.siteUrl)}</p>`,
    '</section>',
  ].join('');
}

/** The newest of the docs' last updates (ISO dates), which dates the PDF; null when none has one. */
export function newestDate(dates: readonly (string | null | undefined)[]): string | null {
  let newest: string | null = null;
  for (const date of dates) if (date && /^\d{4}-\d{2}-\d{2}/.test(date) && (!newest || date > newest)) newest = date.slice(0, 10);
  return newest;
}

/** The list of contents: every category and doc, each a link to its heading in the PDF. */
export function contentsHtml<D extends DocMeta>(contents: PdfContents<D>, titleOf: (doc: D) => string, heading = 'Contents'): string {
  const items = contents.entries.map((entry) => {
    const label = entry.kind === 'doc' ? escapeHtml(titleOf(entry.doc)) : escapeHtml(entry.label);
    return `<li class="pdf-toc-${entry.kind} pdf-toc-level-${entry.level}"><a href="#${entry.anchor}">${label}</a></li>`;
  });
  // Not a heading: the outline begins with the docs.
  return `<nav class="pdf-toc"><p class="pdf-toc-title">${escapeHtml(heading)}</p><ul>${items.join('')}</ul></nav>`;
}

export interface PdfDocumentParts<D extends DocMeta> {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** Stylesheets' text, in order: the site's, the pages' own, then the PDF's. */
  styles: readonly string[];
  /** Stylesheets by URL (KaTeX's), linked. */
  stylesheetUrls: readonly string[];
  cover: Cover;
  contents: PdfContents<D>;
  /** The list of contents' heading, in the locale's words. */
  contentsHeading?: string;
  titleOf: (doc: D) => string;
  /** A doc's HTML made ready for the PDF (`pdfDocHtml`). */
  bodyOf: (doc: D, entry: { anchor: string; level: number }) => string;
}

/** The whole document. */
export function pdfDocument<D extends DocMeta>(parts: PdfDocumentParts<D>): string {
  const body = parts.contents.entries.map((entry) => {
    if (entry.kind === 'category')
      return `<h${entry.level} id="${entry.anchor}" class="pdf-category pdf-category-${entry.level}">${escapeHtml(entry.label)}</h${entry.level}>`;
    const title = `<h${entry.level} id="${entry.anchor}" class="pdf-doc-title">${escapeHtml(parts.titleOf(entry.doc))}</h${entry.level}>`;
    return `<article class="pdf-doc markdown">${title}${parts.bodyOf(entry.doc, entry)}</article>`;
  });
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}" data-theme="light">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(parts.title)}</title>`,
    ...parts.stylesheetUrls.map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}">`),
    ...parts.styles.map((css) => `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`),
    '</head><body>',
    coverHtml(parts.cover),
    contentsHtml(parts.contents, parts.titleOf, parts.contentsHeading),
    `<main>${body.join('\n')}</main>`,
    '</body></html>',
  ].join('\n');
}

/** Chromium's header and footer are drawn apart from the page and take no stylesheet: each says its own style. */
const FOOTER_STYLE = 'font-size:8px;width:100%;text-align:center;color:#525860;font-family:system-ui,sans-serif';

/** What Chromium is asked for (Playwright's `page.pdf`), apart from the document. */
export const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  // Bookmarks from the headings, and the structure a screen reader reads (design notes: Playwright 1.65).
  outline: true,
  tagged: true,
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  footerTemplate: `<div style="${FOOTER_STYLE}"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
  margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
} as const;

/** The PDF's own stylesheet, after the site's: what a page shows but a printed document does not, and where pages break. */
export const PDF_STYLES = `
html, body { background: #fff; }
body { margin: 0; font-size: 11pt; }
main { max-width: none; }
.pdf-cover { break-after: page; display: flex; flex-direction: column; justify-content: center; min-height: 240mm; text-align: center; }
.pdf-cover p { margin: 0.4em 0; }
.pdf-cover-title { font-size: 30pt; font-weight: 700; color: var(--c-primary); }
.pdf-cover-tagline { font-size: 13pt; color: var(--c-text-soft); }
.pdf-cover-version { font-size: 16pt; margin-top: 2em !important; }
.pdf-cover-date, .pdf-cover-url { color: var(--c-text-soft); }
.pdf-toc { break-after: page; }
.pdf-toc-title { font-size: 20pt; font-weight: 700; }
.pdf-toc ul { list-style: none; padding: 0; }
.pdf-toc li { margin: 0.15em 0; }
.pdf-toc-category { font-weight: 700; margin-top: 0.6em !important; }
${[2, 3, 4, 5, 6].map((n) => `.pdf-toc-level-${n} { padding-left: ${(n - 1) * 1.2}em; }`).join('\n')}
.pdf-category { break-before: page; font-size: 22pt; color: var(--c-primary); }
.pdf-category + .pdf-category, .pdf-category + .pdf-doc { break-before: avoid; }
.pdf-doc { break-before: page; }
.pdf-category + .pdf-doc { break-before: avoid; }
.pdf-doc-title { font-size: 18pt; margin-top: 0.4em; }
.pdf-doc h1, .pdf-doc h2, .pdf-doc h3, .pdf-doc h4, .pdf-doc h5, .pdf-doc h6, .pdf-deep-heading { break-after: avoid; }
.pdf-doc :is(h3, h4, h5, h6):not(.pdf-doc-title) { font-size: 13pt; }
.pdf-deep-heading { font-weight: 700; }
.markdown pre { white-space: pre-wrap; overflow-wrap: anywhere; overflow: visible; }
.markdown pre > code { white-space: inherit; }
.code-block, .mermaid-diagram, figure, img, table { break-inside: avoid; }
.mermaid-diagram svg { max-width: 100% !important; }
.copy-button, .hash-link, .tabs-container > [role='tablist'] { display: none !important; }
.tab-panel[hidden] { display: block !important; }
.pdf-tab-label { font-weight: 700; margin: 0.8em 0 0.3em; }
`;
