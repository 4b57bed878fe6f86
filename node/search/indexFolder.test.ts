import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { writeIndexFolder } from './indexFolder';

let publicDir: string;
const index = (hash: string, files: Record<string, string>) => ({ url: `/search/${hash}/`, files: new Map(Object.entries(files)) });
const FIRST = '0123456789abcdef';
const SECOND = 'fedcba9876543210';
const listing = () =>
  fs
    .readdirSync(path.join(publicDir, 'search'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(publicDir, path.join(e.parentPath, e.name)))
    .sort();

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-folder-'));
  // The search page's own file, which is no index.
  fs.mkdirSync(path.join(publicDir, 'search'));
  fs.writeFileSync(path.join(publicDir, 'search/index.html'), '<!DOCTYPE html>');
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe('the index folder in the build', () => {
  it('writes every file of a first index', () => {
    expect(writeIndexFolder(publicDir, index(FIRST, { 'meta.json': '{}', 'p/0.json': '[1]' }))).toEqual({ written: 2, files: 2 });
    expect(listing()).toEqual([`search/${FIRST}/meta.json`, `search/${FIRST}/p/0.json`, 'search/index.html']);
  });

  it("moves the build before's index to the new name: writes the changed files, removes those gone, leaves no earlier index", () => {
    writeIndexFolder(publicDir, index(FIRST, { 'meta.json': '{"v":1}', 'p/0.json': '[1]', 'p/1.json': '[2]', 'r/0-0.json': '[]' }));
    const unchanged = path.join(publicDir, `search/${FIRST}/p/0.json`);
    const written = fs.statSync(unchanged).mtimeMs - 10_000;
    fs.utimesSync(unchanged, written / 1000, written / 1000);

    const next = index(SECOND, { 'meta.json': '{"v":2}', 'p/0.json': '[1]', 'p/1.json': '[3]' });
    expect(writeIndexFolder(publicDir, next)).toEqual({ written: 2, files: 3 });
    expect(listing()).toEqual([`search/${SECOND}/meta.json`, `search/${SECOND}/p/0.json`, `search/${SECOND}/p/1.json`, 'search/index.html']);
    for (const [name, text] of next.files) expect(fs.readFileSync(path.join(publicDir, 'search', SECOND, name), 'utf8')).toBe(text);
    // The unchanged file was moved, not written again: it keeps its time of writing (the scan after the build reads it by that).
    expect(Math.round(fs.statSync(path.join(publicDir, `search/${SECOND}/p/0.json`)).mtimeMs)).toBe(Math.round(written));
  });

  it('removes every earlier index, however many builds left one, and leaves folders that are not indexes', () => {
    for (const hash of [FIRST, SECOND]) {
      fs.mkdirSync(path.join(publicDir, 'search', hash));
      fs.writeFileSync(path.join(publicDir, 'search', hash, 'meta.json'), '{}');
    }
    fs.mkdirSync(path.join(publicDir, 'search/aaaaaaaaaaaaaaaa'));
    fs.writeFileSync(path.join(publicDir, 'search/aaaaaaaaaaaaaaaa/index.html'), 'a page');
    writeIndexFolder(publicDir, index('1111111111111111', { 'meta.json': '{}' }));
    expect(listing()).toEqual(['search/1111111111111111/meta.json', 'search/aaaaaaaaaaaaaaaa/index.html', 'search/index.html']);
  });
});
