/**
 * The docs as one PDF per docs version and locale (docs/features.md#the-docs-as-one-pdf): one HTML
 * document made from the site model's rendered pages (src/lib/docsPdf/), printed by the build's
 * Chromium (the one that draws the diagrams, src/node/mdx/mermaid.ts), with its images and
 * stylesheets read from `public/`. A PDF is named by the hash of its document and kept in
 * `.cache/docs-pdf/`, as the social cards are: a build whose docs did not change prints nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { siteConfig } from '../config/site';
import { formatDate } from '../lib/blog';
import { pdfContents, pdfParts, type PdfPart } from '../lib/docsPdf/contents';
import { pdfDocHtml } from '../lib/docsPdf/docHtml';
import { newestDate, PDF_OPTIONS, PDF_STYLES, pdfDocument, pdfDownloadName, pdfRoute } from '../lib/docsPdf/document';
import type { ContentDoc, DocsVersionModel } from '../lib/model';
import { docsPdfOn } from '../lib/config/defaults';
import { buildChromium, CHROMIUM_ARGS, findChromium } from './mdx/mermaid';
import { printedImages } from './docsPdfImages';
import { writeKatexAssets } from './vendorAssets';
import { removeUnwritten, writeWhole } from './writeChangedFiles';
import { translator } from './themeMessages';
import type { LocaleSite, Site } from './site';

/** Bumped when what is printed changes other than through the document (Chromium's options are hashed too). */
const PDF_FORMAT = 3;

/** The made-up origin the document is printed from: its requests are answered from `public/`, all others refused. */
const ORIGIN = 'http://docs-pdf.invalid';
const DOCUMENT_PATH = '/__docs-pdf__.html';
/** The routes of the PDFs the last build published, in the cache's folder. */
const PUBLISHED = 'published.json';
/** The folder of the images as printed (src/node/docsPdfImages.ts), in the cache's folder. */
const IMAGES = 'images';

/** Whether this build writes the docs PDFs: the config's switch, and a Chromium to print with. */
export function docsPdfWanted(env: NodeJS.ProcessEnv = process.env): { on: boolean; why: string | null } {
  if (!docsPdfOn(siteConfig)) return { on: false, why: null };
  if (!findChromium(env))
    return {
      on: false,
      why: 'no docs PDF: it is printed in Chromium, and none was found (install it, apt-get install -y chromium, or set CHROMIUM_PATH; or set docs.pdf to false in src/config/site.ts)',
    };
  return { on: true, why: null };
}

const partsOf = new WeakMap<DocsVersionModel, PdfPart<ContentDoc>[]>();

/** A version's PDFs (one, or one per top-level category past `ONE_PDF_MAX_DOCS`), worked out once per model. */
function versionParts(version: DocsVersionModel): PdfPart<ContentDoc>[] {
  let parts = partsOf.get(version);
  if (!parts) partsOf.set(version, (parts = pdfParts(pdfContents(version))));
  return parts;
}

/**
 * The PDF a doc's page links (its page context, src/node/pages/docs.ts): its version's, or its category's
 * when the version has one per category; null for a version without listed docs, and, in a version of
 * several PDFs, for a doc none holds (an unlisted one).
 */
export function pdfLinkOf(version: DocsVersionModel): (docPath: string) => { href: string; name: string } | null {
  const parts = versionParts(version);
  const link = (part: PdfPart<ContentDoc>) => ({
    href: pdfRoute(version.version.path, part.slug),
    name: pdfDownloadName(siteConfig.title, version.version.label, part.label),
  });
  if (parts.length === 1) {
    const one = parts[0].contents.entries.length > 0 ? link(parts[0]) : null;
    return () => one;
  }
  const byDoc = new Map(parts.flatMap((part) => part.contents.entries.flatMap((e) => (e.kind === 'doc' ? [[e.doc.path, link(part)] as const] : []))));
  return (docPath) => byDoc.get(docPath) ?? null;
}

/** One docs version's PDF in one locale, ready to print. */
export interface PdfJob {
  /** Its route (`/docs/docs.pdf`). */
  route: string;
  html: string;
  /** The hash of what it is made from: its file's name in the cache. */
  key: string;
  docs: number;
}

/** The site's stylesheet, as the pages load it: its colours, code and content styles. */
const siteStyles = (siteDir: string) => fs.readFileSync(path.join(siteDir, 'src/styles/global.css'), 'utf8');

/** The jobs of every docs version of every locale with at least one listed doc. */
export async function pdfJobs(site: Site, siteDir: string, today = new Date().toISOString().slice(0, 10)): Promise<PdfJob[]> {
  const styles = siteStyles(siteDir);
  const katex = await writeKatexAssets(siteDir, path.join(siteDir, 'public'));
  const jobs: PdfJob[] = [];
  for (const locale of site.locales)
    for (const version of locale.model.versions) {
      const parts = versionParts(version);
      // A link into another part leads to that file, at the same anchor.
      const elsewhere = new Map(
        parts.flatMap((part) =>
          [...part.contents.anchorOf].map(([route, anchor]) => [route, { file: pdfRoute(version.version.path, part.slug), anchor }] as const),
        ),
      );
      for (const part of parts) {
        const job = pdfJob(locale, version, part, elsewhere, { styles, katex, today });
        if (job) jobs.push(job);
      }
    }
  return jobs;
}

function pdfJob(
  locale: LocaleSite,
  version: DocsVersionModel,
  { contents, slug, label }: PdfPart<ContentDoc>,
  elsewhere: ReadonlyMap<string, { file: string; anchor: string }>,
  shared: { styles: string; katex: string; today: string },
): PdfJob | null {
  const docs = contents.entries.flatMap((e) => (e.kind === 'doc' ? [e.doc] : []));
  if (docs.length === 0) return null;
  const rendered = docs.map((doc) => locale.rendered.get(doc.nodeId));
  const translate = translator(locale.themeMessages);
  const titleOf = (doc: ContentDoc) => locale.rendered.get(doc.nodeId)?.contentTitle ?? doc.title;
  const ownStyles = [...new Set(rendered.flatMap((r) => (r?.css ? [r.css] : [])))];
  // Dated by its docs' newest change, so that a build of the same docs prints the same cover; without dates, the day it is made.
  const date = newestDate(docs.map((doc) => doc.page.lastUpdate?.date)) ?? shared.today;
  const html = pdfDocument({
    lang: locale.locale.htmlLang,
    dir: locale.locale.direction,
    title: `${siteConfig.title} · ${version.version.label}${label ? ` · ${label}` : ''}`,
    styles: [shared.styles, ...ownStyles, PDF_STYLES],
    stylesheetUrls: rendered.some((r) => r?.hasMath) ? [shared.katex] : [],
    cover: {
      siteTitle: siteConfig.title,
      tagline: siteConfig.tagline,
      versionLabel: version.version.label,
      partLabel: label,
      kind: translate({ id: 'theme.docsPdf.cover.docs', message: 'Docs', description: 'What the docs PDF is, on its cover before the version' }),
      date: formatDate(date, locale.locale.htmlLang),
      siteUrl: siteConfig.url,
    },
    contents,
    contentsHeading: translate({ id: 'theme.docsPdf.contents', message: 'Contents', description: "The heading of the docs PDF's list of contents" }),
    titleOf,
    bodyOf: (doc, { anchor, level }) =>
      pdfDocHtml(locale.rendered.get(doc.nodeId)?.html ?? '', {
        anchor,
        level,
        path: doc.path,
        anchorOf: contents.anchorOf,
        elsewhere,
        siteUrl: siteConfig.url,
      }),
  });
  const key = createHash('sha256')
    .update(`${PDF_FORMAT}\0${JSON.stringify(PDF_OPTIONS)}\0${html}`)
    .digest('hex')
    .slice(0, 20);
  return { route: pdfRoute(version.version.path, slug), html, key, docs: docs.length };
}

export interface PdfReport {
  /** Each PDF's route, its size in bytes and its pages. */
  files: { route: string; bytes: number; docs: number; printed: boolean }[];
  printed: number;
  fromCache: number;
  seconds: number;
}

/**
 * Writes each PDF into `public/`, from `cacheDir` or printed and kept there; the cache keeps the PDFs
 * of this build alone.
 */
export async function writeDocsPdfs(jobs: readonly PdfJob[], publicDir: string, cacheDir: string): Promise<PdfReport> {
  const started = Date.now();
  fs.mkdirSync(cacheDir, { recursive: true });
  const wanted = new Set(jobs.map((job) => `${job.key}.pdf`));
  for (const name of fs.readdirSync(cacheDir)) if (name.endsWith('.pdf') && !wanted.has(name)) fs.rmSync(path.join(cacheDir, name));
  // Gatsby leaves `public/` from build to build: a PDF the build before published and this one does not (its
  // version gone, the docs split in parts, the PDF switched off) is removed, and only such a file.
  removeUnwritten(
    publicDir,
    path.join(cacheDir, PUBLISHED),
    jobs.map((job) => job.route),
  );
  const files: PdfReport['files'] = [];
  const toPrint = jobs.filter((job) => !fs.existsSync(path.join(cacheDir, `${job.key}.pdf`)));
  if (toPrint.length > 0) await print(toPrint, publicDir, cacheDir);
  for (const job of jobs) {
    const cached = path.join(cacheDir, `${job.key}.pdf`);
    const published = path.join(publicDir, job.route);
    const size = fs.statSync(cached).size;
    // The published file is this PDF unless it is missing or another (an edit since), or a build stopped while copying it.
    if (fs.statSync(published, { throwIfNoEntry: false })?.size !== size || !sameFile(cached, published)) {
      fs.mkdirSync(path.dirname(published), { recursive: true });
      fs.copyFileSync(cached, published);
    }
    files.push({ route: job.route, bytes: size, docs: job.docs, printed: toPrint.includes(job) });
  }
  return { files, printed: toPrint.length, fromCache: jobs.length - toPrint.length, seconds: (Date.now() - started) / 1000 };
}

const sameFile = (a: string, b: string) => fs.readFileSync(a).equals(fs.readFileSync(b));

/**
 * The PDF with its objects in compressed object streams. Chromium writes each object on its own, uncompressed:
 * the tagged structure, which the outline needs, is one object for every element, 48,514 of them and 3.8 MB of
 * this site's 14.9 MB PDF, and its cross-reference table 20 bytes an object. Written again by pdf-lib, the same
 * objects (outline, links, structure) took 9.6 MB, in 1.9 s (docs/performance.md#figures-behind-the-code).
 * Should it not be smaller, Chromium's is kept.
 */
async function compacted(pdf: Buffer): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const written = await document.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false });
  return written.length < pdf.length ? Buffer.from(written) : pdf;
}

/** Prints the jobs one after another in one page of the build's Chromium, into the cache. */
async function print(jobs: readonly PdfJob[], publicDir: string, cacheDir: string): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('The docs PDF is printed in Chromium, and none was found: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  const images = printedImages(path.join(cacheDir, IMAGES));
  const launcher = await buildChromium();
  const browser = await launcher.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      let html = '';
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        // Nothing leaves the machine: the document and the build's own files only.
        if (url.origin !== ORIGIN) return route.abort();
        if (url.pathname === DOCUMENT_PATH) return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
        const file = path.join(publicDir, decodeURIComponent(url.pathname));
        if (!file.startsWith(publicDir + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return route.fulfill({ status: 404 });
        return /\.(png|webp)$/.test(file) ? route.fulfill(await images.get(file)) : route.fulfill({ path: file });
      });
      for (const job of jobs) {
        html = job.html;
        // A 1,000-doc PDF takes minutes to lay out on two cores: no time limit but the build's.
        await page.goto(`${ORIGIN}${DOCUMENT_PATH}`, { waitUntil: 'load', timeout: 0 });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const pdf = await compacted(await page.pdf(PDF_OPTIONS));
        writeWhole(path.join(cacheDir, `${job.key}.pdf`), pdf);
      }
      images.prune();
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
