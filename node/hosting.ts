import { createHash } from 'node:crypto';
import { copyFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { frameOriginsOf } from '../src/lib/config/defaults';
import { contentSecurityPolicy, inlineScripts, searchOrigins, withPolicy } from '../src/lib/hosting/contentSecurityPolicy';
import { headersFile, HEADERS_FILE_RULE_LIMIT } from '../src/lib/hosting/headers';
import { pageFile, type PageCopy } from '../src/lib/hosting/pageFiles';
import { parseHostsOverride } from '../src/lib/search/requestSettings';

/**
 * What the build writes so that `public/` works as it is on every common
 * static host (docs/deploying.md): each page's script policy, the copies of
 * pages that hosts answer a route without a trailing slash from, `_headers`
 * and `.nojekyll`.
 */

/** The search hosts a page may call, read once: they are the build's settings. */
const CONNECT_SOURCES = searchOrigins(siteConfig.search.appId, parseHostsOverride(process.env.GATSBY_ALGOLIA_HOSTS));

/** The files of Gatsby's pages, relative to `public/`, with `/` separators. */
export function pageFilesOf(routes: Iterable<string>): Set<string> {
  return new Set([...routes].filter((r) => !r.includes('*') && !r.includes(':') && !r.startsWith('/dev-404-page')).map(pageFile));
}

/** The page with the policy that allows exactly its own inline scripts (src/lib/hosting/contentSecurityPolicy.ts). */
export function withPagePolicy(html: string): string {
  const scriptHashes = inlineScripts(html).map((script) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`);
  return withPolicy(html, contentSecurityPolicy({ scriptHashes, connectSources: CONNECT_SOURCES, frameSources: frameOriginsOf(siteConfig) }));
}

/**
 * Copies each page without a trailing slash to `<route>.html` (see
 * src/lib/hosting/pageFiles.ts), once its HTML is final. Returns the copies it wrote.
 */
export function writePageCopies(publicDir: string, copies: PageCopy[]): string[] {
  const written: string[] = [];
  // Synchronous, as the scan's stats are (node/builtFiles.ts): most copies are kept, and a stat is microseconds.
  for (const c of copies) {
    const from = path.join(publicDir, c.from);
    const to = path.join(publicDir, c.to);
    // A copy written after its page was last written is the page's copy: left as it is, it keeps the
    // scan's findings of the build before.
    const page = statSync(from);
    const copy = statSync(to, { throwIfNoEntry: false });
    if (copy && copy.size === page.size && copy.mtimeMs >= page.mtimeMs) continue;
    copyFileSync(from, to);
    written.push(c.to);
  }
  return written;
}

/**
 * `_headers` for Cloudflare Pages and Netlify, from the build's files, and
 * `.nojekyll`, without which GitHub Pages leaves out every path that begins
 * with `_` (Gatsby's `_gatsby/`). Returns a warning when Cloudflare would
 * read only part of `_headers`.
 * @param files - every file of the build, as paths from the site's root
 */
export async function writeHostFiles(publicDir: string, files: string[]): Promise<string | null> {
  const { text, rules } = headersFile(files);
  await fs.writeFile(path.join(publicDir, '_headers'), text);
  await fs.writeFile(path.join(publicDir, '.nojekyll'), '');
  return rules > HEADERS_FILE_RULE_LIMIT
    ? `public/_headers has ${rules} rules and Cloudflare Pages reads the first ${HEADERS_FILE_RULE_LIMIT}: the content-hashed files past them are revalidated on every visit instead of cached for a year.`
    : null;
}
