/**
 * The files a build's service worker stores when it installs (docs/features.md#read-offline): every
 * script and stylesheet the pages load (content-hashed, so their URL is their revision), and the few
 * files under a stable name that a page needs offline, each with its content's hash as revision.
 */

export interface PrecacheEntry {
  url: string;
  /** Null when the URL itself changes with the content. */
  revision: string | null;
}

/** Gatsby's content-hashed bundles at the site's root: `app-<20 hex>.js`, `styles.<20 hex>.css`, as `IMMUTABLE_PATH` in src/lib/hosting/headers.ts has them. */
const HASHED_BUNDLE = /^\/[^/]+[.-][0-9a-f]{20}\.(?:js|css)$/;

/** The entries for a build's files (`/path` from the site's root) and the stable ones with their hashes. */
export function precacheEntries(files: readonly string[], stable: Readonly<Record<string, string>>): PrecacheEntry[] {
  const bundles = files.filter((file) => HASHED_BUNDLE.test(file) && !file.endsWith('.map')).sort();
  return [...bundles.map((url) => ({ url, revision: null })), ...Object.entries(stable).map(([url, revision]) => ({ url, revision }))];
}
