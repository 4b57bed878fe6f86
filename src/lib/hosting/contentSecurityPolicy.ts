/**
 * The site's Content-Security-Policy. Scripts run only from the site's own
 * origin and, inline, only those the build wrote, allowed by their SHA-256
 * hashes: Gatsby's per-page `window.pagePath`, its chunk map and compilation
 * hash, and the colour-mode script that runs before first paint. No
 * `'unsafe-inline'` for scripts; styles keep it for the `style` attributes
 * Shiki and KaTeX write.
 *
 * Gatsby's `pagePath` script differs on every page, so the policy differs
 * too: it travels in each page's own `<meta http-equiv>`, which every host
 * serves as it is (GitHub Pages sets no headers at all). What a `<meta>`
 * policy cannot say (`frame-ancestors`) is a header (see `headers.ts`).
 * https://www.w3.org/TR/CSP3/#meta-element
 */

/** Script `type`s a browser runs; any other (`application/json`, `application/ld+json`) is a data block, which CSP does not govern. */
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * The text of every inline script the page runs, exactly as the browser
 * hashes it: what lies between `<script …>` and `</script>`.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !EXECUTABLE_TYPE.test((type[1] ?? type[2] ?? type[3]).trim())) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

export interface PolicyInput {
  /** `sha256-<base64>` of each inline script. */
  scriptHashes: string[];
  /** Origins the page fetches from besides its own (the search service's hosts). */
  connectSources: string[];
  /** Origins whose pages content embeds in an `<iframe>` (the config's `frameOrigins`); none by default. */
  frameSources?: readonly string[];
}

/** The policy of one page, its directives in a fixed order. */
export function contentSecurityPolicy({ scriptHashes, connectSources, frameSources = [] }: PolicyInput): string {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'${h}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Content may show images from elsewhere; an image cannot run script.
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...new Set(connectSources)]],
    // Without it, frames fall back to default-src: the site's own pages only.
    ...(frameSources.length > 0 ? [['frame-src', ["'self'", ...new Set(frameSources)]] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

/**
 * The page with its policy as the first element of `<head>` after the
 * charset, before any script. A policy the page already carries (from an
 * earlier build of a page Gatsby did not render again) is replaced.
 * @throws when the page has no `<head>`
 */
export function withPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const page = html.replace(POLICY_META, '');
  const anchor = /<meta charset="utf-8"\/?>/i.exec(page) ?? /<head>/i.exec(page);
  if (!anchor) throw new Error('the page has no <head> to put its Content-Security-Policy in');
  const at = anchor.index + anchor[0].length;
  return `${page.slice(0, at)}${meta}${page.slice(at)}`;
}

/**
 * The origins the search client may call: the override's (tests against a
 * loopback server), or Algolia's read hosts for the application id, as the
 * v5 client orders them (`<appId>-dsn.algolia.net`, then
 * `<appId>-1…3.algolianet.com`). None for the embedded index.
 */
export function searchOrigins(appId: string, hostsOverride: { url: string; port?: number; protocol: string }[] | null): string[] {
  if (hostsOverride) return hostsOverride.map((h) => `${h.protocol}://${h.url}${h.port ? `:${h.port}` : ''}`);
  if (!appId) return [];
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}
