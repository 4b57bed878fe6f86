import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeDocsPdfs, type PdfJob } from './docsPdf';

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
    const report = await writeDocsPdfs([job('/docs/docs.pdf', 'aaa')], publicDir, cacheDir);
    expect(report).toMatchObject({ printed: 0, fromCache: 1, unitsPrinted: 0, files: [{ route: '/docs/docs.pdf', bytes: 9, docs: 3, printed: false }] });
    expect(fs.readFileSync(path.join(publicDir, 'docs/docs.pdf'), 'utf8')).toBe('%PDF-kept');
    // A published file of the same size but other bytes (a copy cut short, another PDF) is written again.
    fs.writeFileSync(path.join(publicDir, 'docs/docs.pdf'), '%PDF-old!');
    await writeDocsPdfs([job('/docs/docs.pdf', 'aaa')], publicDir, cacheDir);
    expect(fs.readFileSync(path.join(publicDir, 'docs/docs.pdf'), 'utf8')).toBe('%PDF-kept');
  });

  it('removes the kept PDFs of other documents, and the published ones this build no longer has, and no other file', async () => {
    fs.writeFileSync(path.join(cacheDir, 'aaa.pdf'), '%PDF-a');
    fs.writeFileSync(path.join(cacheDir, 'bbb.pdf'), '%PDF-b');
    await writeDocsPdfs([job('/docs/docs-1.pdf', 'aaa'), job('/docs/docs-2.pdf', 'bbb')], publicDir, cacheDir);
    fs.writeFileSync(path.join(publicDir, 'docs/manual.pdf'), 'an author’s own file');
    fs.writeFileSync(path.join(cacheDir, 'ccc.pdf'), '%PDF-c');
    await writeDocsPdfs([job('/docs/docs.pdf', 'ccc')], publicDir, cacheDir);
    expect(fs.readdirSync(path.join(publicDir, 'docs')).sort()).toEqual(['docs.pdf', 'manual.pdf']);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(['ccc.pdf', 'published.json']);
    // Switched off: no job, and nothing of its own left.
    await writeDocsPdfs([], publicDir, cacheDir);
    expect(fs.readdirSync(path.join(publicDir, 'docs'))).toEqual(['manual.pdf']);
  });
});
