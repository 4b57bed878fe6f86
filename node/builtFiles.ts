/**
 * One read of the built site for the checks after a build: each page for its
 * links and ids (the link check), every text file for the build's secrets,
 * each page given its script policy on the way. A build after a one-doc edit
 * writes a handful of files again; what the scan found in the others is kept
 * from the build before, by each file's size and time of writing, so a
 * 10,000-page site is not read whole after every edit (docs/performance.md#figures-behind-the-code).
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { isBuildCopy } from '../src/lib/hosting/pageFiles';
import { extractLinksAndIds, type BuiltPage } from '../src/lib/links';
import { findPublishedSecrets } from '../src/lib/secrets';
import { filesUnder } from './filesUnder';
import { withPagePolicy } from './hosting';
import type { RenderStore } from './mdx/renderCache';

export interface ScannedFile {
  /** The file's path from the site's root; null for a removed copy. */
  rel: string | null;
  /** A page's links and ids, for the link check. */
  page: BuiltPage | null;
  leaks: ReturnType<typeof findPublishedSecrets>;
}

/** What the scan found in a file, kept with the size and time of writing it was found at. */
interface KeptScan<Page = BuiltPage> {
  size: number;
  /** Matched to within a millisecond: `utimes` and archives restore it to the millisecond. */
  mtimeMs: number;
  /** An earlier build's copy of a page (`<route>.html`). */
  copy: boolean;
  page: Page | null;
}

/** A page's links and ids as indexes into the kept scans' `strings`. */
interface StoredPage {
  path: string;
  links: number[];
  ids: number[];
}

/**
 * The scans as stored, each link and id once: the pages of a section share their sidebar's links, and the
 * 10,000-doc build's scans were 109 MB of JSON with each page's strings in it, 25.7 MB this way (docs/performance.md#figures-behind-the-code).
 */
interface KeptScans {
  /** The secrets the files were checked for (a hash of them): other secrets, and every file is read again. */
  secrets: string;
  strings: string[];
  files: Record<string, KeptScan<StoredPage>>;
}

/** The stored form's own key: a build of an earlier version of the site, whose form differs, reads its own. */
const KEPT_SCANS = 'built-files-scan-v2';

/**
 * Files read at a time by the checks. Read all at once, the text files of a
 * large build would all be in memory together.
 */
const READ_CONCURRENCY = 16;

/** Files a browser reads as text; images and fonts cannot hold an environment variable's value by accident. */
const TEXT_FILE = /\.(html|js|mjs|json|xml|txt|md|css|map|svg|webmanifest)$/;

/** The stored scans' files with each page's links and ids as strings again (one string for each repeated link). */
function restored(stored: KeptScans): Record<string, KeptScan> {
  const { strings } = stored;
  const files: Record<string, KeptScan> = {};
  for (const [rel, kept] of Object.entries(stored.files)) {
    const { page } = kept;
    files[rel] = { ...kept, page: page && { path: page.path, links: page.links.map((i) => strings[i]), ids: page.ids.map((i) => strings[i]) } };
  }
  return files;
}

/** The scans in their stored form. */
function stored(secrets: string, files: Record<string, KeptScan>): KeptScans {
  const indexes = new Map<string, number>();
  const strings: string[] = [];
  const indexOf = (text: string) => {
    let i = indexes.get(text);
    if (i === undefined) {
      i = strings.push(text) - 1;
      indexes.set(text, i);
    }
    return i;
  };
  const storedFiles: KeptScans['files'] = {};
  for (const [rel, kept] of Object.entries(files)) {
    const { page } = kept;
    storedFiles[rel] = { ...kept, page: page && { path: page.path, links: page.links.map(indexOf), ids: page.ids.map(indexOf) } };
  }
  return { secrets, strings, files: storedFiles };
}

const secretsKey = (secrets: readonly { name: string; value: string }[]) =>
  createHash('sha256')
    .update(JSON.stringify(secrets.map((s) => [s.name, s.value]).sort()))
    .digest('hex');

/** What the scan found, and how to keep it for the next build. */
export interface BuiltFilesScan {
  files: ScannedFile[];
  /**
   * Keeps what was found for the next build's scan, with the copies of pages written since (paths from the
   * site's root, without the leading `/`): a copy written after the scan is not read again by the next one.
   */
  keep(copiesWritten: readonly string[]): Promise<void>;
}

/**
 * Scans every file under `publicDir`: `pageFiles` are the pages (given their script policy), `copyFiles` the
 * copies of pages the build keeps (an earlier build's copy not among them is removed). `store` keeps what was
 * found between builds (Gatsby's plugin cache) once the build calls `keep`; a file whose scan found a secret is
 * never kept.
 */
export async function scanBuiltFiles(
  publicDir: string,
  pageFiles: ReadonlySet<string>,
  copyFiles: ReadonlySet<string>,
  store: RenderStore,
  secrets: readonly { name: string; value: string }[],
): Promise<BuiltFilesScan> {
  const key = secretsKey(secrets);
  const before = (await store.get(KEPT_SCANS)) as KeptScans | undefined;
  const kept = before?.secrets === key ? restored(before) : {};
  const now: Record<string, KeptScan> = {};
  const limit = pLimit(READ_CONCURRENCY);
  const scanned = await Promise.all(
    filesUnder(publicDir).map((file) =>
      limit(async (): Promise<ScannedFile> => {
        const rel = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
        // Synchronous: a stat is microseconds, and the 92,000 files of a 10,000-doc build took 3.8 s through the thread pool.
        const stat = statSync(file);
        const last = kept[rel];
        if (last && last.size === stat.size && Math.abs(last.mtimeMs - stat.mtimeMs) < 1) {
          if (last.copy && !copyFiles.has(rel.slice(1))) {
            await fs.rm(file);
            return { rel: null, page: null, leaks: [] };
          }
          now[rel] = last;
          return { rel, page: last.page, leaks: [] };
        }
        const result = await scanFile(file, rel, pageFiles, copyFiles, secrets);
        if (result.scanned.leaks.length === 0 && result.scanned.rel !== null) {
          const written = result.written ? await fs.stat(file) : stat;
          now[rel] = { size: written.size, mtimeMs: written.mtimeMs, copy: result.copy, page: result.scanned.page };
        }
        return result.scanned;
      }),
    ),
  );
  const keep = async (copiesWritten: readonly string[]) => {
    for (const rel of copiesWritten) {
      const written = statSync(path.join(publicDir, rel));
      now[`/${rel}`] = { size: written.size, mtimeMs: written.mtimeMs, copy: true, page: null };
    }
    await store.set(KEPT_SCANS, stored(key, now));
  };
  return { files: scanned, keep };
}

/** Reads one file: a page's links and ids (its script policy written first), a text file's secrets, an earlier build's copy kept or removed. */
async function scanFile(
  file: string,
  rel: string,
  pageFiles: ReadonlySet<string>,
  copyFiles: ReadonlySet<string>,
  secrets: readonly { name: string; value: string }[],
): Promise<{ scanned: ScannedFile; copy: boolean; written: boolean }> {
  const isPage = rel.endsWith('.html');
  let text = isPage || (secrets.length > 0 && TEXT_FILE.test(file)) ? await fs.readFile(file, 'utf8') : null;
  // A copy of a page (an earlier build's) is written again from the page below, or removed with its page:
  // Gatsby removes the files of pages that are gone, and does not know these.
  if (isPage && !pageFiles.has(rel.slice(1)) && isBuildCopy(rel.slice(1), text!)) {
    const keptCopy = copyFiles.has(rel.slice(1));
    if (!keptCopy) await fs.rm(file);
    return { scanned: { rel: keptCopy ? rel : null, page: null, leaks: [] }, copy: true, written: false };
  }
  let written = false;
  if (pageFiles.has(rel.slice(1))) {
    const withPolicy = withPagePolicy(text!);
    if (withPolicy !== text) {
      await fs.writeFile(file, withPolicy);
      written = true;
    }
    text = withPolicy;
  }
  const leaks = text === null ? [] : findPublishedSecrets([{ path: rel.slice(1), text }], [...secrets]);
  const page: BuiltPage | null = isPage ? { path: rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel, ...extractLinksAndIds(text!) } : null;
  return { scanned: { rel, page, leaks }, copy: false, written };
}
