import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { scanBuiltFiles } from './builtFiles';

let publicDir: string;
let store: Map<string, string>;
// As Gatsby's cache keeps a value: as JSON (its `json` encoding of LMDB).
const cache = {
  get: (key: string) => Promise.resolve(store.has(key) ? JSON.parse(store.get(key)!) : undefined),
  set: (key: string, value: unknown) => Promise.resolve(store.set(key, JSON.stringify(value))),
};
const PAGES = new Set(['docs/a/index.html']);
const page = (href: string) => `<!DOCTYPE html><html><head><title>A</title></head><body><a href="${href}">x</a><h2 id="top">Top</h2></body></html>`;
const SECRET = { name: 'DEPLOY_TOKEN', value: 'a-deploy-token-of-some-length' };

/** Writes `text` into `file` keeping its size and time of writing: what the scan keeps a file's findings by. */
function replaceKeepingStat(file: string, text: string) {
  const before = fs.statSync(file);
  expect(Buffer.byteLength(text)).toBe(before.size);
  fs.writeFileSync(file, text);
  fs.utimesSync(file, before.atime, before.mtime);
}

/** A build's scan, kept for the next build with the copies written after it. */
async function scanned(copies: ReadonlySet<string>, secrets: { name: string; value: string }[], copiesWritten: string[] = []) {
  const scan = await scanBuiltFiles(publicDir, PAGES, copies, cache, secrets);
  await scan.keep(copiesWritten);
  return scan.files;
}

const links = async (copies: ReadonlySet<string> = new Set(), secrets = [SECRET]) =>
  (await scanned(copies, secrets)).flatMap((s) => (s.page ? s.page.links : []));

afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-files-'));
  store = new Map();
  fs.mkdirSync(path.join(publicDir, 'docs/a'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'docs/a/index.html'), page('/docs/b'));
  fs.writeFileSync(path.join(publicDir, 'app.js'), 'console.log(1)');
});

describe('the scan of the built files', () => {
  it("reads each page once, gives it its script policy and finds its links; a later build's scan keeps what it found in an unchanged file", async () => {
    expect(await links()).toEqual(['/docs/b']);
    const file = path.join(publicDir, 'docs/a/index.html');
    expect(fs.readFileSync(file, 'utf8')).toContain('http-equiv="Content-Security-Policy"');
    // Same size and time of writing: the file is not read again, and its links are the ones found before.
    replaceKeepingStat(file, fs.readFileSync(file, 'utf8').replace('/docs/b', '/docs/c'));
    expect(await links()).toEqual(['/docs/b']);
    // Written again (as Gatsby does a page whose data changed): read again.
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await links()).toEqual(['/docs/c']);
  });

  it("keeps each page's own links and ids, those that pages share stored once", async () => {
    const pages = new Set([...PAGES, 'docs/b/index.html']);
    fs.mkdirSync(path.join(publicDir, 'docs/b'));
    fs.writeFileSync(path.join(publicDir, 'docs/b/index.html'), page('/docs/a').replace('<a ', '<a href="/docs/b#top">y</a><a '));
    const scan = async () => {
      const result = await scanBuiltFiles(publicDir, pages, new Set(), cache, []);
      await result.keep([]);
      return result.files.flatMap((s) => (s.page ? [s.page] : [])).sort((a, b) => a.path.localeCompare(b.path));
    };
    const first = await scan();
    expect(first).toEqual([
      { path: '/docs/a/', links: ['/docs/b'], ids: ['top'] },
      { path: '/docs/b/', links: ['/docs/b#top', '/docs/a'], ids: ['top'] },
    ]);
    // Each string once, whichever page was read first.
    expect((JSON.parse(store.get('built-files-scan-v2')!) as { strings: string[] }).strings.sort()).toEqual(['/docs/a', '/docs/b', '/docs/b#top', 'top']);
    // Nothing changed: every page's findings come from the store, and are the same.
    for (const file of ['docs/a/index.html', 'docs/b/index.html'])
      replaceKeepingStat(path.join(publicDir, file), fs.readFileSync(path.join(publicDir, file), 'utf8').replace(/\/docs\//g, '/DOCS/'));
    expect(await scan()).toEqual(first);
  });

  it('reads every file again when the secrets to look for are others', async () => {
    await links();
    const file = path.join(publicDir, 'app.js');
    replaceKeepingStat(file, SECRET.value.slice(0, 14));
    const other = { name: 'OTHER_TOKEN', value: SECRET.value.slice(0, 14) };
    const leaks = (await scanned(new Set(), [other])).flatMap((s) => s.leaks);
    expect(leaks).toEqual([{ name: 'OTHER_TOKEN', file: 'app.js' }]);
  });

  it('never keeps the scan of a file that holds a secret: the next build finds it again', async () => {
    fs.writeFileSync(path.join(publicDir, 'app.js'), `const token = "${SECRET.value}";`);
    for (let build = 0; build < 2; build++) {
      const leaks = (await scanned(new Set(), [SECRET])).flatMap((s) => s.leaks);
      expect(leaks).toEqual([{ name: 'DEPLOY_TOKEN', file: 'app.js' }]);
    }
  });

  it("removes an earlier build's copy of a page the build no longer copies, kept scan or not", async () => {
    const copy = path.join(publicDir, 'docs/a.html');
    fs.writeFileSync(copy, `<script>window.pagePath="/docs/a";</script>`);
    const first = await scanned(new Set(['docs/a.html']), []);
    expect(first.find((s) => s.rel === '/docs/a.html')).toEqual({ rel: '/docs/a.html', page: null, leaks: [] });
    await scanned(new Set(), []);
    expect(fs.existsSync(copy)).toBe(false);
  });

  it('keeps a copy of a page written after the scan: the next build does not read it again, until it changes', async () => {
    const copy = path.join(publicDir, 'docs/a.html');
    const copies = new Set(['docs/a.html']);
    // Gatsby's page names its route, which is how a later scan knows the copy for one.
    fs.writeFileSync(path.join(publicDir, 'docs/a/index.html'), page('/docs/b').replace('</body>', '<script>window.pagePath="/docs/a";</script></body>'));
    await scanned(copies, [SECRET]);
    // The copy is written after the scan, as the build writes it, and kept with it.
    const scan = await scanBuiltFiles(publicDir, PAGES, copies, cache, [SECRET]);
    fs.copyFileSync(path.join(publicDir, 'docs/a/index.html'), copy);
    await scan.keep(['docs/a.html']);
    // Changed with the same size and time of writing into a page of its own, it is still the copy: it was not read.
    replaceKeepingStat(copy, fs.readFileSync(copy, 'utf8').replace('pagePath="/docs/a"', 'pagePath="/docs/z"'));
    const copyAsScanned = async () => (await scanned(copies, [SECRET])).find((s) => s.rel === '/docs/a.html');
    expect(await copyAsScanned()).toEqual({ rel: '/docs/a.html', page: null, leaks: [] });
    // Written again: read, and found to be a page of its own, whose links are checked.
    fs.utimesSync(copy, new Date(), new Date(Date.now() + 5_000));
    expect((await copyAsScanned())?.page?.links).toEqual(['/docs/b']);
  });
});
