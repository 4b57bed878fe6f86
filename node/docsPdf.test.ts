import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { unprintedUnits, writeDocsPdfs, type PdfJob } from './docsPdf';
import { builtFile } from './docsPdfPrint';
import { joinUnits } from './docsPdfJoin';

const job = (route: string, key: string): PdfJob => ({ route, key, units: [{ key: `${key}-unit`, anchor: 'd1', html: '<!doctype html>' }], docs: 3 });

describe('writing the docs PDFs', () => {
  let dir: string;
  let publicDir: string;
  let cacheDir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pdf-'));
    publicDir = path.join(dir, 'public');
    cacheDir = path.join(dir, 'cache');
    fs.mkdirSync(cacheDir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('prints nothing for a PDF the cache keeps by its hash, and copies it into public/', async () => {
    fs.writeFileSync(path.join(cacheDir, 'aaa.pdf'), '%PDF-kept');
    const report = await writeDocsPdfs([job('/docs/docs.pdf', 'aaa')], publicDir, cacheDir, dir);
    expect(report).toMatchObject({ printed: 0, fromCache: 1, unitsPrinted: 0, files: [{ route: '/docs/docs.pdf', bytes: 9, docs: 3, printed: false }] });
    expect(fs.readFileSync(path.join(publicDir, 'docs/docs.pdf'), 'utf8')).toBe('%PDF-kept');
    // A published file of the same size but other bytes (a copy cut short, another PDF) is written again.
    fs.writeFileSync(path.join(publicDir, 'docs/docs.pdf'), '%PDF-old!');
    await writeDocsPdfs([job('/docs/docs.pdf', 'aaa')], publicDir, cacheDir, dir);
    expect(fs.readFileSync(path.join(publicDir, 'docs/docs.pdf'), 'utf8')).toBe('%PDF-kept');
  });

  it('removes the kept PDFs of other documents, and the published ones this build no longer has, and no other file', async () => {
    fs.writeFileSync(path.join(cacheDir, 'aaa.pdf'), '%PDF-a');
    fs.writeFileSync(path.join(cacheDir, 'bbb.pdf'), '%PDF-b');
    await writeDocsPdfs([job('/docs/docs-1.pdf', 'aaa'), job('/docs/docs-2.pdf', 'bbb')], publicDir, cacheDir, dir);
    fs.writeFileSync(path.join(publicDir, 'docs/manual.pdf'), 'an author’s own file');
    fs.writeFileSync(path.join(cacheDir, 'ccc.pdf'), '%PDF-c');
    await writeDocsPdfs([job('/docs/docs.pdf', 'ccc')], publicDir, cacheDir, dir);
    expect(fs.readdirSync(path.join(publicDir, 'docs')).sort()).toEqual(['docs.pdf', 'manual.pdf']);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(['ccc.pdf', 'published.json']);
    // Switched off: no job, and nothing of its own left.
    await writeDocsPdfs([], publicDir, cacheDir, dir);
    expect(fs.readdirSync(path.join(publicDir, 'docs'))).toEqual(['manual.pdf']);
  });

  /** A printed unit in the cache's units folder, as Chromium would leave it: its PDF, then its headings. */
  async function unitInCache(key: string, pages: number): Promise<void> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`${key} ${i + 1}`);
    fs.mkdirSync(path.join(cacheDir, 'units'), { recursive: true });
    fs.writeFileSync(path.join(cacheDir, 'units', `${key}.pdf`), await doc.save());
    fs.writeFileSync(path.join(cacheDir, 'units', `${key}.json`), '[]');
  }
  const jobOf = (route: string, key: string, units: string[]): PdfJob => ({
    route,
    key,
    units: units.map((unit) => ({ key: unit, anchor: unit, html: '' })),
    docs: units.length,
  });

  it('joins the printed units on a thread, into the PDF the build’s own thread would join', async () => {
    await unitInCache('u1', 2);
    await unitInCache('u2', 3);
    const report = await writeDocsPdfs([jobOf('/docs/docs.pdf', 'joined', ['u1', 'u2'])], publicDir, cacheDir, process.cwd());
    expect(report).toMatchObject({ printed: 1, fromCache: 0, unitsPrinted: 0 });
    const here = await joinUnits(['u1', 'u2'].map((unit) => ({ pdf: fs.readFileSync(path.join(cacheDir, 'units', `${unit}.pdf`)), headings: [] })));
    const published = fs.readFileSync(path.join(publicDir, 'docs/docs.pdf'));
    expect(published.equals(Buffer.from(here))).toBe(true);
    expect((await PDFDocument.load(published)).getPageCount()).toBe(5);
  });

  it('prints a unit the cache has not got in Chromium, on its thread, keeps it with its headings, and joins it', async () => {
    const html =
      '<!doctype html><html><body><h1 id="intro">Intro to printing</h1><p>The first page.</p><h2>Without an id</h2><a href="#elsewhere">on</a></body></html>';
    const report = await writeDocsPdfs(
      [{ route: '/docs/docs.pdf', key: 'printed', units: [{ key: 'abc123', anchor: 'd1', html }], docs: 1 }],
      publicDir,
      cacheDir,
      process.cwd(),
    );
    expect(report).toMatchObject({ printed: 1, unitsPrinted: 1, units: 1 });
    expect(JSON.parse(fs.readFileSync(path.join(cacheDir, 'units', 'abc123.json'), 'utf8'))).toEqual([
      { level: 1, title: 'Intro to printing', id: 'intro' },
      { level: 2, title: 'Without an id', id: 'd1--pdf-heading-1' },
    ]);
    const published = await PDFDocument.load(fs.readFileSync(path.join(publicDir, 'docs/docs.pdf')));
    expect(published.getPageCount()).toBe(1);
    expect(
      fs
        .readFileSync(path.join(cacheDir, 'units', 'abc123.pdf'))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  /** `writeDocsPdfs` of one unit to print, with `CHROMIUM_PATH` set to `chromium`. */
  async function printedWith(chromium: string): Promise<unknown> {
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = chromium;
    try {
      return await writeDocsPdfs(
        [{ route: '/docs/docs.pdf', key: 'unprinted', units: [{ key: 'def456', anchor: 'd1', html: '<p>x</p>' }], docs: 1 }],
        publicDir,
        cacheDir,
        process.cwd(),
      );
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
  }

  it('fails, printing nothing, without a Chromium to print in', async () => {
    await expect(printedWith(path.join(dir, 'no-chromium'))).rejects.toThrow(/^The docs PDF is printed in Chromium, and none was found: install it/);
    expect(fs.readdirSync(path.join(cacheDir, 'units'))).toEqual([]);
  });

  it('fails with the reason when the print fails on its thread, and keeps no unit', async () => {
    // A program that exits at once, where Chromium should be.
    await expect(printedWith('/bin/false')).rejects.toThrow(/^Printing the docs PDF failed: .*launch/);
    expect(fs.readdirSync(path.join(cacheDir, 'units'))).toEqual([]);
    expect(fs.existsSync(path.join(publicDir, 'docs/docs.pdf'))).toBe(false);
  });

  it('fails with the PDF’s route and the reason when its units cannot be joined', async () => {
    await unitInCache('u1', 1);
    fs.writeFileSync(path.join(cacheDir, 'units', 'u1.pdf'), 'not a PDF');
    await expect(writeDocsPdfs([jobOf('/docs/docs.pdf', 'joined', ['u1'])], publicDir, cacheDir, process.cwd())).rejects.toThrow(
      /^Joining the docs PDF \/docs\/docs\.pdf failed: .+/,
    );
    expect(fs.existsSync(path.join(cacheDir, 'joined.pdf'))).toBe(false);
  });
});

describe('what a build has left to print', () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pdf-units-'));
    fs.mkdirSync(path.join(cacheDir, 'units'));
  });
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));
  const unitJob = (key: string, units: string[]): PdfJob => ({
    route: `/${key}.pdf`,
    key,
    units: units.map((u) => ({ key: u, anchor: u, html: '' })),
    docs: units.length,
  });
  const printed = (unit: string) => fs.writeFileSync(path.join(cacheDir, 'units', `${unit}.json`), '[]');

  it('counts the units the cache has not got, a unit two PDFs share once, and none of a PDF already joined', () => {
    const jobs = [unitJob('a', ['u1', 'u2', 'u3']), unitJob('b', ['u3', 'u4'])];
    expect(unprintedUnits(jobs, cacheDir)).toBe(4);
    printed('u1');
    printed('u3');
    expect(unprintedUnits(jobs, cacheDir)).toBe(2);
    // A joined PDF is copied from the cache whatever its units: nothing of it is printed.
    fs.writeFileSync(path.join(cacheDir, 'b.pdf'), '%PDF');
    expect(unprintedUnits(jobs, cacheDir)).toBe(1);
    expect(unprintedUnits([], cacheDir)).toBe(0);
  });
});

describe('the files a printed unit shows', () => {
  let dir: string;
  let dirs: string[];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pdf-files-'));
    dirs = [path.join(dir, 'static'), path.join(dir, 'public')];
    for (const d of dirs) fs.mkdirSync(path.join(d, 'img'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are read from static/ first, as Gatsby copies it over public/, then from public/', () => {
    fs.writeFileSync(path.join(dir, 'static/img/logo.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, 'public/img/logo.svg'), '<svg>old</svg>');
    fs.writeFileSync(path.join(dir, 'public/img/photo-800.webp'), 'webp');
    expect(builtFile(dirs, '/img/logo.svg')).toBe(path.join(dir, 'static/img/logo.svg'));
    expect(builtFile(dirs, '/img/photo-800.webp')).toBe(path.join(dir, 'public/img/photo-800.webp'));
  });

  it('are none for a folder, a missing file or a path out of both folders', () => {
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'not served');
    expect(builtFile(dirs, '/img')).toBeNull();
    expect(builtFile(dirs, '/img/missing.png')).toBeNull();
    expect(builtFile(dirs, '/../secret.txt')).toBeNull();
    expect(builtFile(dirs, '/img/../../secret.txt')).toBeNull();
  });
});
