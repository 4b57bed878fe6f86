/**
 * Writes files whose text changed, and leaves the others as they are. A
 * build writes every doc's Markdown twin and the search index again; most
 * are the same text as the build before, and a file left alone keeps its
 * time of writing, so the checks after the build do not read it again
 * (node/builtFiles.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readIfThere } from './readIfThere';

/**
 * Writes each of `files` (text by its path under `dir`) that is missing or holds other text; returns how many it wrote.
 * Synchronous: a 10,000-doc rebuild compares 11,049 files, and its twins' step took 3.7 s with the reads through the
 * thread pool, 2.3 s read in turn (11,000 files apart from a build: 1.5 s through the pool, 0.2 s in turn).
 */
export function writeChangedFiles(dir: string, files: Iterable<readonly [string, string]>): number {
  let written = 0;
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    if (readIfThere(file) === text) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    written += 1;
  }
  return written;
}

/** Writes `file` whole: beside it first, then renamed over it, so that a build stopped while writing leaves no half file. */
export function writeWhole(file: string, data: string | Buffer): void {
  fs.writeFileSync(`${file}.tmp`, data);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * Removes from `dir` the files the build before wrote there and this one does not (a deleted doc's twin): Gatsby
 * keeps `public/` from build to build, and removes only its own files of a page gone. `manifest` (a file of the
 * cache) lists the names written; only such files are removed, never one an author put there. Returns how many.
 */
export function removeUnwritten(dir: string, manifest: string, names: Iterable<string>): number {
  const now = new Set(names);
  let removed = 0;
  for (const name of JSON.parse(readIfThere(manifest) ?? '[]') as string[]) {
    if (now.has(name)) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    removed += 1;
  }
  fs.mkdirSync(path.dirname(manifest), { recursive: true });
  fs.writeFileSync(manifest, JSON.stringify([...now].sort()));
  return removed;
}
