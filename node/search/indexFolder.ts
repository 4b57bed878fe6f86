/**
 * The embedded index's folder in the build: `public/search/<hash>/`, named
 * by its files' hash (node/search/indexFiles.ts). A one-doc edit changes
 * a few of its files and so its name: the folder of the build before is
 * moved to the new name and only the files that changed are written, and no
 * earlier index stays in the build to be deployed with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { metaPath } from '../../src/lib/search/indexFormat';
import { filesUnder } from '../filesUnder';
import { writeChangedFiles } from '../writeChangedFiles';
import type { SearchIndexFiles } from './indexFiles';

/** An index's folder name: the first 16 hex digits of its hash. */
const INDEX_FOLDER = /^[0-9a-f]{16}$/;

/** The index folders under `searchDir` (those with the index's meta file), but `except`. */
export function indexFolders(searchDir: string, except?: string): string[] {
  const entries = fs.existsSync(searchDir) ? fs.readdirSync(searchDir, { withFileTypes: true }) : [];
  return entries
    .filter((e) => e.isDirectory() && INDEX_FOLDER.test(e.name) && e.name !== except && fs.existsSync(path.join(searchDir, e.name, metaPath)))
    .map((e) => path.join(searchDir, e.name));
}

/**
 * Writes `index` into its folder under `publicDir` and removes the earlier index folders; returns how many of
 * its files were written (the others were the build before's, the same text).
 */
export function writeIndexFolder(publicDir: string, index: SearchIndexFiles): { written: number; files: number } {
  const folder = path.join(publicDir, index.url);
  const searchDir = path.dirname(folder);
  const earlier = indexFolders(searchDir, path.basename(folder));
  if (!fs.existsSync(folder) && earlier.length > 0) fs.renameSync(earlier.shift()!, folder);
  for (const old of earlier) fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(folder))
    for (const file of filesUnder(folder)) if (!index.files.has(path.relative(folder, file).split(path.sep).join('/'))) fs.rmSync(file);
  return { written: writeChangedFiles(folder, index.files), files: index.files.size };
}
