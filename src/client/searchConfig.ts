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
export const SEARCH_PARAMETERS = {
  ...(siteConfig.search.contextualSearch
    ? {
        facetFilters: contextualFacetFilters(
          siteConfig.i18n.defaultLocale,
          siteConfig.docs.versions.map((v) => docsVersionTag(v.name)),
        ),
      }
    : {}),
  ...siteConfig.search.searchParameters,
};

export function missingResultsUrl(query: string): string {
  return missingResultsTemplate.replace('{query}', encodeURIComponent(query));
}

export function searchPageUrl(query: string): string {
  return `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query)}`;
}
