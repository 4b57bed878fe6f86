/** Where the search modal's Algolia requests go, and how they are scoped: loaded with the modal (src/client/searchConfig.ts). */
import { DEFAULT_TAG } from './settings';

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

/**
 * Contextual search: the reader's language, and the docs version of the
 * page or the site's other pages.
 */
export function contextualFacetFilters(language: string, docsTags: string[]): (string | string[])[] {
  return [`language:${language}`, [`docusaurus_tag:${DEFAULT_TAG}`, ...docsTags.map((t) => `docusaurus_tag:${t}`)]];
}
