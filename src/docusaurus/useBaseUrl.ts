/**
 * `useBaseUrl(url)` of @docusaurus/useBaseUrl: a site path under the site's base URL; a full URL,
 * a `//host` URL or a `#hash` as it is; `{ absolute: true }` adds the site's origin
 * (https://docusaurus.io/docs/docusaurus-core#useBaseUrl).
 */
import { siteConfig } from '../config/site';

export function withBaseUrl(url: string, { absolute = false }: { absolute?: boolean } = {}): string {
  if (!url || /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  const base = siteConfig.baseUrl;
  const path = url.startsWith(base) ? url : `${base}${url.replace(/^\//, '')}`;
  return absolute ? `${siteConfig.url}${path}` : path;
}

export default function useBaseUrl(url: string, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }): string {
  return withBaseUrl(url, options);
}

/** `useBaseUrlUtils()`: the same, as a function of any URL. */
export function useBaseUrlUtils() {
  return { withBaseUrl };
}
