import { readFileSync } from 'node:fs';

/** A file's text, or null when there is none to read. Synchronous: see where it is used for the figures. */
export function readIfThere(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
