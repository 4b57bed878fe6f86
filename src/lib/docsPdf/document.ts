/**
 * The docs PDF's HTML, which Chromium prints (node/docsPdf.ts): a cover, a list of
 * contents that links into the PDF, then each category's heading and each doc under its title, in
 * the order of `pdfContents` (./contents.ts), cut into units printed one by one (`pdfUnits`). Also where the
 * file is served and what Chromium is asked for: the page size, the outline and the tagged structure.
 */
import { escapeHtml } from '../html';
import { withoutTrailingSlash } from '../routes';
import type { DocMeta } from '../sidebar';
import type { PdfContents, PdfEntry } from './contents';

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

/**
 * How many docs a unit holds: at least 4, and more in a PDF of more than 64 docs, so that it has at most about 16
 * units. Each unit's fonts are its own, about 70 kB a unit (docs/performance.md#the-docs-pdf-in-units).
 */
export const unitSize = (docs: number) => Math.max(4, Math.ceil(docs / 16));

/**
 * The entries cut into units, each printed on its own (node/docsPdf.ts): runs of docs with the category
 * headings before them. A run ends when it holds `size` docs, or at a top-level entry once it holds half as
 * many: an edit adding or removing a doc moves the units of its top-level category alone.
 */
export function unitRuns<E extends { kind: 'category' | 'doc'; level: number }>(entries: readonly E[], size: number): E[][] {
  const runs: E[][] = [];
  let run: E[] = [];
  let docs = 0;
  for (const entry of entries) {
    const full = docs >= size || (entry.level === 1 && docs >= Math.ceil(size / 2));
    if (full && run.length > 0) {
      runs.push(run);
      run = [];
      docs = 0;
    }
    run.push(entry);
    if (entry.kind === 'doc') docs += 1;
  }
  // Category headings with no doc after them end the last run.
  if (run.length > 0) {
    if (docs === 0 && runs.length > 0) runs[runs.length - 1].push(...run);
    else runs.push(run);
  }
  return runs;
}

/** One printed unit of the PDF: its HTML document, and the anchor its own made-up ids begin with. */
export interface PdfUnit {
  anchor: string;
  html: string;
}

/**
 * The PDF's units, every one a whole HTML document with the same head: the cover and the list of contents,
 * then each run of {@link unitRuns}, in reading order. Each begins on a page of its own, as the categories and
 * docs of one document did.
 */
export function pdfUnits<D extends DocMeta>(parts: PdfDocumentParts<D>): PdfUnit[] {
  const size = unitSize(parts.contents.entries.filter((entry) => entry.kind === 'doc').length);
  const head = [
    '<!doctype html>',
    `<html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}" data-theme="light">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(parts.title)}</title>`,
    ...parts.stylesheetUrls.map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}">`),
    ...parts.styles.map((css) => `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`),
    '</head><body>',
  ].join('\n');
  const document = (body: string) => `${head}\n${body}\n</body></html>`;
  const entryHtml = (entry: PdfEntry<D>) => {
    if (entry.kind === 'category')
      return `<h${entry.level} id="${entry.anchor}" class="pdf-category pdf-category-${entry.level}">${escapeHtml(entry.label)}</h${entry.level}>`;
    const title = `<h${entry.level} id="${entry.anchor}" class="pdf-doc-title">${escapeHtml(parts.titleOf(entry.doc))}</h${entry.level}>`;
    return `<article class="pdf-doc markdown">${title}${parts.bodyOf(entry.doc, entry)}</article>`;
  };
  return [
    { anchor: 'front', html: document(`${coverHtml(parts.cover)}\n${contentsHtml(parts.contents, parts.titleOf, parts.contentsHeading)}`) },
    ...unitRuns(parts.contents.entries, size).map((run) => ({
      anchor: run.find((entry) => entry.kind === 'doc')?.anchor ?? run[0].anchor,
      html: document(`<main>${run.map(entryHtml).join('\n')}</main>`),
    })),
  ];
}

/**
 * What Chromium is asked for (Playwright's `page.pdf`), apart from the document. The page numbers are drawn
 * when the units are joined (node/docsPdfJoin.ts): each unit is printed alone, and Chromium's footer
 * would count its own pages, not the whole's.
 */
export const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  // Bookmarks from the headings, and the structure a screen reader reads (design notes: Playwright 1.65).
  outline: true,
  tagged: true,
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
/* Code wraps at the page's edge, as src/styles/print.css has it: a line wider than the page would make Chromium
   shrink the whole unit to fit it, and units would print at different sizes. */
.markdown pre { white-space: pre-wrap; overflow-wrap: anywhere; overflow: visible; }
.markdown pre > code { white-space: inherit; min-width: 0; }
.markdown pre .line { width: 100%; min-width: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.markdown :not(pre) > code { overflow-wrap: anywhere; }
.code-block, .mermaid-diagram, figure, img, table { break-inside: avoid; }
.mermaid-diagram svg { max-width: 100% !important; }
.copy-button, .hash-link, .tabs-container > [role='tablist'] { display: none !important; }
.tab-panel[hidden] { display: block !important; }
.pdf-tab-label { font-weight: 700; margin: 0.8em 0 0.3em; }
`;
