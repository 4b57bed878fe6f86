import { readFileSync } from 'node:fs';

/**
 * A file's text, or null when there is none to read. Synchronous: a build reads thousands of small files in turn
 * faster than through the thread pool (node/writeChangedFiles.ts has the figures).
 */
export function readIfThere(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
