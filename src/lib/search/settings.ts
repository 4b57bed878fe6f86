/** Which search backend a build uses, and how its requests are scoped. */

export interface AlgoliaHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

/**
 * Reads the host override (`GATSBY_ALGOLIA_HOSTS`, for tests against a local
 * Algolia-protocol server only): comma-separated origins, tried in order.
 */
export function parseHostsOverride(value: string | undefined): AlgoliaHost[] | null {
  if (!value || !value.trim()) return null;
  return value.split(',').map((entry) => {
    const url = new URL(entry.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`GATSBY_ALGOLIA_HOSTS: "${entry}" is not an http(s) origin`);
    return {
      url: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      accept: 'read',
    };
  });
}

/** The facet tag of pages that belong to no docs version (the blog, the home page), as Docusaurus names it. */
export const DEFAULT_TAG = 'default';

/**
 * The facet tag of a docs version's pages, as Docusaurus writes it in its
 * `docsearch:docusaurus_tag` meta: `docs-{pluginId}-{versionName}`.
 */
export function docsVersionTag(versionName: string, pluginId = 'default'): string {
  return `docs-${pluginId}-${versionName}`;
}

/**
 * Contextual search: the reader's language, and the docs version of the
 * page or the site's other pages.
 */
export function contextualFacetFilters(language: string, docsTags: string[]): (string | string[])[] {
  return [`language:${language}`, [`docusaurus_tag:${DEFAULT_TAG}`, ...docsTags.map((t) => `docusaurus_tag:${t}`)]];
}

/** `appId` and `apiKey` go together: both set is Algolia, neither is the embedded index. */
export function searchBackend(appId: string, apiKey: string): 'algolia' | 'local' {
  if (appId && !apiKey) throw new Error('`apiKey` is missing.');
  if (apiKey && !appId) throw new Error('`appId` is missing.');
  return appId ? 'algolia' : 'local';
}
