/**
 * Which search backend a build uses, and the facet tags of docs versions: what
 * the search button and every page's head need, so it is part of every page's
 * first load. How the modal's requests are scoped and sent is in
 * requestSettings.ts, which loads with the modal.
 */

/** The facet tag of pages that belong to no docs version (the blog, the home page), as Docusaurus names it. */
export const DEFAULT_TAG = 'default';

/**
 * The facet tag of a docs version's pages, as Docusaurus writes it in its
 * `docsearch:docusaurus_tag` meta: `docs-{pluginId}-{versionName}`.
 */
export function docsVersionTag(versionName: string, pluginId = 'default'): string {
  return `docs-${pluginId}-${versionName}`;
}

/** `appId` and `apiKey` go together: both set is Algolia, neither is the embedded index. */
export function searchBackend(appId: string, apiKey: string): 'algolia' | 'local' {
  if (appId && !apiKey) throw new Error('`apiKey` is missing.');
  if (apiKey && !appId) throw new Error('`appId` is missing.');
  return appId ? 'algolia' : 'local';
}
