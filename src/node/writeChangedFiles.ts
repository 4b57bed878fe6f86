/**
 * Writes files whose text changed, and leaves the others as they are. A
 * build writes every doc's Markdown twin and the search index again; most
 * are the same text as the build before, and a file left alone keeps its
 * time of writing, so the checks after the build do not read it again
 * (src/node/builtFiles.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes each of `files` (text by its path under `dir`) that is missing or holds other text; returns how many it wrote. */
export async function writeChangedFiles(dir: string, files: Iterable<readonly [string, string]>): Promise<number> {
  let written = 0;
  await Promise.all(
    [...files].map(async ([name, text]) => {
      const file = path.join(dir, name);
      const before = await fs.readFile(file, 'utf8').catch(() => null);
      if (before === text) return;
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, text);
      written += 1;
    }),
  );
  return written;
}
