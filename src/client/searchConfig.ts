/** The search settings the browser code uses, derived once from the site configuration. */
import { siteConfig } from '../config/site';
import { contextualFacetFilters, parseHostsOverride } from '../lib/search/requestSettings';
import { docsVersionTag } from '../lib/search/settings';
import { SEARCH_BACKEND } from './searchBackend';

export { SEARCH_BACKEND };

const { appId, apiKey, indexName, searchPagePath, missingResultsUrl: missingResultsTemplate } = siteConfig.search;

export const ALGOLIA_HOSTS = parseHostsOverride(process.env.GATSBY_ALGOLIA_HOSTS);
export const SEARCH_PAGE_PATH = `/${searchPagePath}`;
export const INDEX_NAME = indexName;
/** DocSearch builds a client from these even when the embedded index answers; they never leave the page then. */
export const DOCSEARCH_APP_ID = SEARCH_BACKEND === 'algolia' ? appId : 'local';
export const DOCSEARCH_API_KEY = SEARCH_BACKEND === 'algolia' ? apiKey : 'local';

const parametersByVersion = new Map<string, Record<string, unknown>>();

/**
 * The search parameters of a reader of the docs version `versionName`: with contextual search, the
 * reader's language and the pages of that version or of no version (the blog). One object per
 * version: DocSearch rebuilds its client when they change identity.
 */
export function searchParameters(versionName: string): Record<string, unknown> {
  let parameters = parametersByVersion.get(versionName);
  if (!parameters) {
    parameters = {
      ...(siteConfig.search.contextualSearch ? { facetFilters: contextualFacetFilters(siteConfig.i18n.defaultLocale, [docsVersionTag(versionName)]) } : {}),
      ...siteConfig.search.searchParameters,
    };
    parametersByVersion.set(versionName, parameters);
  }
  return parameters;
}

export function missingResultsUrl(query: string): string {
  return missingResultsTemplate.replace('{query}', encodeURIComponent(query));
}

export function searchPageUrl(query: string): string {
  return `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query)}`;
}
