/**
 * The response headers the site wants from any host: how long each kind of
 * file may be cached, and the security headers. `_headers` (Cloudflare Pages,
 * Netlify) is written from these by the build; `vercel.json` and `deploy/`
 * (nginx, Caddy, Apache) say the same, and the hosting tests check all of
 * them on real servers.
 */

/** Files whose name changes with their content: cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, `page-data/`, `app-data.json`, feeds, the docs PDFs at their stable names): revalidated on every visit. Cloudflare Pages, Netlify and Vercel send this by default. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Sent with every response. The script policy itself is in each page (`contentSecurityPolicy.ts`); a `<meta>` policy cannot forbid framing. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'self'",
};

/**
 * Paths (from the site's root, with a leading `/`) of content-hashed files:
 * Gatsby's chunks and stylesheets at the root (`app-<20 hex>.js`,
 * `styles.<20 hex>.css`), Gatsby's `static/`, the site's images (`assets/`)
 * and sidebars (`sidebars/`), whose names carry a hash, the social cards
 * (`img/cards/<16 hex>.png`), the search index's
 * folder named by its hash, and KaTeX's and DocSearch's files under their
 * version (node/vendorAssets.ts).
 */
export const IMMUTABLE_PATH =
  /^\/(?:[^/]+[.-][0-9a-f]{20}\.(?:js|css)|(?:static|assets|sidebars)\/.+|img\/cards\/[0-9a-f]{16}\.png|search\/[0-9a-f]{16}\/.+|(?:katex|docsearch)\/\d+\.\d+\.\d+[^/]*\/.+)$/;

/** The Cache-Control header of a path. */
export function cacheControl(pathname: string): string {
  return IMMUTABLE_PATH.test(pathname) ? IMMUTABLE : REVALIDATE;
}

/**
 * Text files whose type a host may not know, or send without its charset: the
 * Markdown twins and the llms files (src/lib/twins.ts), by `_headers` pattern.
 */
export const TEXT_TYPES: Readonly<Record<string, string>> = {
  '/*.md': 'text/markdown; charset=utf-8',
  '/llms.txt': 'text/plain; charset=utf-8',
  '/llms-full.txt': 'text/plain; charset=utf-8',
};

/** Cloudflare Pages reads at most this many rules of a `_headers` file. https://developers.cloudflare.com/pages/configuration/headers/ */
export const HEADERS_FILE_RULE_LIMIT = 100;

/**
 * The `_headers` file (Cloudflare Pages and Netlify share its format) for the
 * files of a build. Both hosts add up every rule that matches a path, joining
 * two values of one header with a comma, so no path may match two rules that
 * set Cache-Control: immutable files are named one by one at the root, and
 * by their folder below it; the rest keeps the hosts' default, `REVALIDATE`.
 * @param files - every file of the build, as paths from the site's root (`/app-….js`)
 */
export function headersFile(files: Iterable<string>): { text: string; rules: number } {
  const immutable = new Set<string>();
  for (const file of files) {
    if (!IMMUTABLE_PATH.test(file)) continue;
    const segments = file.split('/');
    // A root file by its name; a file below by its folder: `/search/<hash>/*`, `/katex/<version>/*`, `/img/cards/*`, `/assets/*`
    // (not `/img/*`, which holds the author's own images under their stable names).
    const depth = ['search', 'katex', 'docsearch', 'img'].includes(segments[1]) ? 3 : 2;
    immutable.add(segments.length <= 2 ? file : `${segments.slice(0, depth).join('/')}/*`);
  }
  const block = (pattern: string, headers: Record<string, string>) => [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const blocks = [
    block('/*', SECURITY_HEADERS),
    ...Object.entries(TEXT_TYPES).map(([pattern, type]) => block(pattern, { 'Content-Type': type })),
    ...[...immutable].sort().map((pattern) => block(pattern, { 'Cache-Control': IMMUTABLE })),
  ];
  return { text: `# Written by the build (src/lib/hosting/headers.ts).\n${blocks.join('\n')}\n`, rules: blocks.length };
}
