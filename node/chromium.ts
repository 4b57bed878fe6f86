/**
 * The system Chromium the build draws diagrams (node/mdx/mermaid.ts) and prints the docs PDF
 * (node/docsPdfPrint.ts) in: where it is found, and the flags it is launched with.
 */
import fs from 'node:fs';
import chromiumFlags from './chromiumFlags.json';

/** Where Chromium is looked for when `CHROMIUM_PATH` is not set. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The browser to draw and print with, or null when this machine has none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, exists: (file: string) => boolean = fs.existsSync): string | null {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((file) => exists(file)) ?? null;
}

// The flags Chromium needs on a locked-down machine (see design notes); Playwright adds a fresh profile.
// One list for the build, the tests and the benchmarks (scripts/lib/chromium.mjs reads it too).
export const CHROMIUM_ARGS: string[] = chromiumFlags;
