/** The search settings the browser code uses, derived once from the site configuration. */
import { siteConfig } from '../config/site';
import { contextualFacetFilters, parseHostsOverride } from '../lib/search/requestSettings';
import { docsVersionTag } from '../lib/search/settings';
import { SEARCH_BACKEND } from './searchBackend';
import { siteLocales } from '../config/locales';
import { localeOfRoute } from '../lib/locales';

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
 * The search parameters of a reader of the docs version `versionName` in the locale `locale`: with
 * contextual search, the reader's language and the pages of that version or of no version (the blog).
 * One object per version and locale: DocSearch rebuilds its client when they change identity.
 */
export function searchParameters(versionName: string, locale: string = siteConfig.i18n.defaultLocale): Record<string, unknown> {
  const key = `${locale}\0${versionName}`;
  let parameters = parametersByVersion.get(key);
  if (!parameters) {
    parameters = {
      // Both search UIs show the titles' highlights and the content's snippet: the content's whole text highlighted would go unread.
      attributesToHighlight: ['hierarchy'],
      ...(siteConfig.search.contextualSearch ? { facetFilters: contextualFacetFilters(locale, [docsVersionTag(versionName)]) } : {}),
      ...siteConfig.search.searchParameters,
    };
    parametersByVersion.set(key, parameters);
  }
  return parameters;
}

/** The locale of the page at `pathname`, whose pages search finds. */
export const readerLocale = (pathname: string): string =>
  process.env.GATSBY_SEVERAL_LOCALES === 'true' ? localeOfRoute(siteLocales, pathname).code : siteConfig.i18n.defaultLocale;

export function missingResultsUrl(query: string): string {
  return missingResultsTemplate.replace('{query}', encodeURIComponent(query));
}

export function searchPageUrl(query: string): string {
  return `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query)}`;
}
