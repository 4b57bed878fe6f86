/**
 * The docs as one PDF per docs version and locale (docs/features.md#the-docs-as-one-pdf): HTML made
 * from the site model's rendered pages (src/lib/docsPdf/), cut into units of a few docs, each printed by Chromium,
 * driven from a thread of its own (node/docsPdfPrint.ts, its images and stylesheets read from `static/` and `public/`),
 * and kept in `.cache/docs-pdf/units/` by the hash of its document, then joined (node/docsPdfJoin.ts). A one-doc
 * edit prints its unit again and joins the rest from the cache; a build whose docs did not change
 * prints nothing and joins nothing, the joined PDF being kept by the hash of its units.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { siteConfig } from '../src/config/site';
import { formatDate } from '../src/lib/blog';
import { pdfContents, pdfParts, type PdfPart } from '../src/lib/docsPdf/contents';
import { pdfDocHtml } from '../src/lib/docsPdf/docHtml';
import { newestDate, PDF_OPTIONS, PDF_STYLES, pdfDownloadName, pdfRoute, pdfUnits } from '../src/lib/docsPdf/document';
import type { ContentDoc, DocsVersionModel } from '../src/lib/model';
import { docsPdfOn } from '../src/lib/config/defaults';
import { findChromium } from './chromium';
import type { PdfUnitJob } from './docsPdfPrint';
import { unitFile } from './docsPdfUnits';
import type { PdfOrder, PdfReply } from './docsPdfWorker';
import { firstMessage, threadCode } from './threadCode';
import { writeKatexAssets } from './vendorAssets';
import { removeUnwritten } from './writeChangedFiles';
import { translator } from './themeMessages';
import type { LocaleSite, Site } from './site';

/** Bumped when what is printed changes other than through the document (Chromium's options are hashed too). */
const PDF_FORMAT = 4;

/** The routes of the PDFs the last build published, in the cache's folder. */
const PUBLISHED = 'published.json';
/** The folder of the images as printed (node/docsPdfImages.ts), in the cache's folder. */
const IMAGES = 'images';
/** The folder of the printed units, each `<key>.pdf` with its headings in `<key>.json`. */
const UNITS = 'units';

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
 * The PDF a doc's page links (its page context, node/pages/docs.ts): its version's, or its category's
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
  units: PdfUnitJob[];
  /** The hash of its units: the joined file's name in the cache. */
  key: string;
  docs: number;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

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
  const units = pdfUnits({
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
  const unitJobs = units.map(({ anchor, html }) => ({ anchor, html, key: hashOf(`${PDF_FORMAT}\0${JSON.stringify(PDF_OPTIONS)}\0${anchor}\0${html}`) }));
  return { route: pdfRoute(version.version.path, slug), units: unitJobs, key: hashOf(unitJobs.map((u) => u.key).join('\0')), docs: docs.length };
}

export interface PdfReport {
  /** Each PDF's route, its size in bytes and its pages. */
  files: { route: string; bytes: number; docs: number; printed: boolean }[];
  /** PDFs joined again, and PDFs kept whole. */
  printed: number;
  fromCache: number;
  /** Units printed, of all the PDFs' units. */
  unitsPrinted: number;
  units: number;
  seconds: number;
}

/**
 * Writes each PDF into `public/`, from `cacheDir` or joined and kept there, its units printed where the cache
 * has not got them; the cache keeps the PDFs and units of this build alone. `siteDir` holds the join thread's code
 * and `static/`, whose files the units show before Gatsby has copied them into `public/`.
 */
export async function writeDocsPdfs(jobs: readonly PdfJob[], publicDir: string, cacheDir: string, siteDir: string): Promise<PdfReport> {
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
  const toPrint = unjoined(jobs, cacheDir);
  const unitsDir = path.join(cacheDir, UNITS);
  let unitsPrinted = 0;
  if (toPrint.length > 0) {
    fs.mkdirSync(unitsDir, { recursive: true });
    const missing = unprinted(toPrint, cacheDir);
    unitsPrinted = missing.size;
    await pdfsOnThread(siteDir, {
      print:
        missing.size > 0
          ? {
              units: [...missing.values()],
              fileDirs: [path.join(siteDir, 'static'), publicDir],
              imagesDir: path.join(cacheDir, IMAGES),
              unitsDir,
              executablePath: chromiumToPrint(),
            }
          : null,
      joins: toPrint.map((job) => ({
        route: job.route,
        order: {
          units: job.units.map((u) => ({ pdf: unitFile(unitsDir, u.key, 'pdf'), headings: unitFile(unitsDir, u.key, 'json') })),
          out: path.join(cacheDir, `${job.key}.pdf`),
        },
      })),
      joinsAtOnce: Math.min(JOINS_AT_ONCE, os.availableParallelism()),
    });
  }
  // The units of this build's PDFs are kept, others removed; none when every PDF came whole from the cache.
  if (fs.existsSync(unitsDir)) {
    const kept = new Set(jobs.flatMap((job) => job.units.flatMap((u) => [`${u.key}.pdf`, `${u.key}.json`])));
    for (const name of fs.readdirSync(unitsDir)) if (!kept.has(name)) fs.rmSync(path.join(unitsDir, name));
  }
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
  return {
    files,
    printed: toPrint.length,
    fromCache: jobs.length - toPrint.length,
    unitsPrinted,
    units: jobs.reduce((n, job) => n + job.units.length, 0),
    seconds: (Date.now() - started) / 1000,
  };
}

/** The Chromium the units print in. */
function chromiumToPrint(): string {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('The docs PDF is printed in Chromium, and none was found: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  return executablePath;
}

/** The jobs whose joined PDF the cache has not got. */
const unjoined = (jobs: readonly PdfJob[], cacheDir: string) => jobs.filter((job) => !fs.existsSync(path.join(cacheDir, `${job.key}.pdf`)));

/** The units of `jobs` the cache has not got, by key (a unit two PDFs share, once). */
function unprinted(jobs: readonly PdfJob[], cacheDir: string): Map<string, PdfUnitJob> {
  const unitsDir = path.join(cacheDir, UNITS);
  return new Map(jobs.flatMap((job) => job.units.filter((u) => !fs.existsSync(unitFile(unitsDir, u.key, 'json'))).map((u) => [u.key, u] as const)));
}

/** How many units {@link writeDocsPdfs} would print for `jobs` with this cache. */
export const unprintedUnits = (jobs: readonly PdfJob[], cacheDir: string): number => unprinted(unjoined(jobs, cacheDir), cacheDir).size;

const sameFile = (a: string, b: string) => fs.readFileSync(a).equals(fs.readFileSync(b));

/** The join thread's entry (node/docsPdfJoinWorker.ts). */
const JOIN_WORKER = 'node/docsPdfJoinWorker.ts';
/** PDFs joined at a time, each on a thread of its own: a join keeps about one core busy. */
const JOINS_AT_ONCE = 2;
/** The PDF thread's entry (node/docsPdfWorker.ts), and what it leaves to `require`: native code, and the browser's driver. */
const PDF_WORKER = 'node/docsPdfWorker.ts';
const PDF_EXTERNAL = ['sharp', 'playwright', 'playwright-core'];

/** Prints and joins the PDFs on a thread of their own (node/docsPdfWorker.ts), the two threads' code bundled side by side. */
async function pdfsOnThread(siteDir: string, order: Omit<PdfOrder, 'joinCode'>): Promise<void> {
  const [code, joinCode] = await Promise.all([threadCode(siteDir, PDF_WORKER, PDF_EXTERNAL), threadCode(siteDir, JOIN_WORKER)]);
  const worker = new Worker(code, { eval: true, workerData: { ...order, joinCode } satisfies PdfOrder });
  const reply = await firstMessage<PdfReply>(
    worker,
    'The docs PDF failed',
    (exit) => `The docs PDF's thread stopped (exit code ${exit}) before it printed and joined the PDFs`,
  );
  if (reply.error) throw new Error(reply.error);
}
