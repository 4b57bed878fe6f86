/**
 * Prints the docs PDF's units (node/docsPdf.ts) in Chromium, each into `<key>.pdf` with its headings in
 * `<key>.json`. It runs on a thread of its own (node/docsPdfWorker.ts): Playwright's protocol and the
 * printed PDFs' bytes are handled where Gatsby's steps do not hold them up, and a rebuild that prints as its
 * pages are written loads no Playwright on the main thread (docs/performance.md#the-docs-pdf-on-a-thread).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDF_OPTIONS } from '../src/lib/docsPdf/document';
import { CHROMIUM_ARGS } from './chromium';
import { printedImages } from './docsPdfImages';
import { UNIT_LINK, unitFile, type UnitHeading } from './docsPdfUnits';
import { writeWhole } from './writeChangedFiles';

/** A unit of a PDF, ready to print: its document, and the hash of what it is printed from, its name in the cache. */
export interface PdfUnitJob {
  key: string;
  /** The anchor its own made-up ids begin with. */
  anchor: string;
  html: string;
}

/** What a print is asked to do: the units, where their files are read from, and where the print's files go. */
export interface PrintOrder {
  units: PdfUnitJob[];
  /** The folders a unit's files are read from, the first that has one: `static/`, then `public/`. */
  fileDirs: string[];
  /** The folder of the images as printed (node/docsPdfImages.ts). */
  imagesDir: string;
  /** The folder each unit's PDF and headings are written to. */
  unitsDir: string;
  /** The Chromium to print in (`findChromium` in node/chromium.ts). */
  executablePath: string;
}

/** The made-up origin the document is printed from: its requests are answered from `fileDirs`, all others refused. */
const ORIGIN = 'http://docs-pdf.invalid';
/** Where a unit's document is served, by its key. */
const UNIT_PATH = /^\/__docs-pdf__\/([0-9a-f]+)\.html$/;

/**
 * Readies a unit's document in its page, before it is printed, and returns its headings for the outline. A link
 * to an anchor of another unit would print as nothing: it becomes a link to {@link UNIT_LINK}, which the join
 * leads to the anchor. Chromium names a destination only where a link of the document leads: a hidden link to
 * each of the unit's ids makes every one a destination another unit, or the outline, may lead to. A heading
 * without an id gets one, made of the unit's anchor. Run in the page, so no named function inside (the thread's
 * bundle would name it with a helper the page does not have).
 */
function readyUnit({ mark, anchor }: { mark: string; anchor: string }): UnitHeading[] {
  const ids = new Set<string>();
  for (const element of document.querySelectorAll('[id]')) if (!element.closest('svg')) ids.add(element.id);
  for (const link of document.querySelectorAll('a[href^="#"]')) {
    let id = link.getAttribute('href')!.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A `%` that starts no escape: the id as written.
    }
    if (id && !ids.has(id)) link.setAttribute('href', mark + encodeURIComponent(id));
  }
  const headings: UnitHeading[] = [];
  let made = 0;
  for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    // One the page does not lay out (in a closed part) is not printed, and has no place in the outline.
    if (heading.getClientRects().length === 0) continue;
    if (!heading.id) {
      made += 1;
      heading.id = `${anchor}--pdf-heading-${made}`;
      ids.add(heading.id);
    }
    headings.push({ level: Number(heading.tagName[1]), title: (heading.textContent ?? '').replace(/\s+/g, ' ').trim(), id: heading.id });
  }
  const destinations = document.createElement('div');
  destinations.hidden = true;
  for (const id of ids) {
    const link = document.createElement('a');
    link.href = `#${encodeURIComponent(id)}`;
    destinations.append(link);
  }
  document.body.append(destinations);
  return headings;
}

/** The file at `urlPath` in the first of `dirs` that has one, none outside them. */
export function builtFile(dirs: readonly string[], urlPath: string): string | null {
  for (const dir of dirs) {
    const file = path.join(dir, urlPath);
    if (file.startsWith(dir + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

/**
 * Prints the units into `unitsDir`, in as many pages of one Chromium as the machine has cores (up
 * to four): a unit lays out and prints on one core (docs/performance.md#the-docs-pdf-in-units). A file the
 * document asks for is read from the first of `fileDirs` that has it: `static/`, then `public/`, since a rebuild
 * prints before Gatsby copies `static/` into `public/` (node/sitePdfs.ts).
 */
export async function printUnits({ units, fileDirs, imagesDir, unitsDir, executablePath }: PrintOrder): Promise<void> {
  const images = printedImages(imagesDir);
  const byKey = new Map(units.map((unit) => [unit.key, unit]));
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      // Nothing leaves the machine: the units' documents and the build's own files only.
      if (url.origin !== ORIGIN) return route.abort();
      const unit = UNIT_PATH.exec(url.pathname);
      if (unit) {
        const html = byKey.get(unit[1])?.html;
        return html === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
      }
      const file = builtFile(fileDirs, decodeURIComponent(url.pathname));
      if (!file) return route.fulfill({ status: 404 });
      return /\.(png|webp)$/.test(file) ? route.fulfill(await images.get(file)) : route.fulfill({ path: file });
    });
    const queue = [...units];
    const pages = Math.max(1, Math.min(4, os.availableParallelism(), queue.length));
    await Promise.all(
      Array.from({ length: pages }, async () => {
        const page = await context.newPage();
        for (let unit = queue.shift(); unit; unit = queue.shift()) {
          // A unit of many docs (a large site's) takes long to lay out: no time limit but the build's.
          await page.goto(`${ORIGIN}/__docs-pdf__/${unit.key}.html`, { waitUntil: 'load', timeout: 0 });
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const headings = await page.evaluate(readyUnit, { mark: UNIT_LINK, anchor: unit.anchor });
          const pdf = await page.pdf(PDF_OPTIONS);
          writeWhole(unitFile(unitsDir, unit.key, 'pdf'), pdf);
          // Written last: a unit is in the cache once its headings are.
          writeWhole(unitFile(unitsDir, unit.key, 'json'), JSON.stringify(headings));
        }
      }),
    );
    images.prune();
  } finally {
    await browser.close();
  }
}
