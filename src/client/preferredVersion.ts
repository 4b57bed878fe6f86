/** The docs version the reader chose in the version dropdown, kept in the browser's storage. */
import { docsVersions, lastDocsVersion } from '../config/docsVersions';
import { versionOfRoute } from '../lib/versions';
import { siteLocales } from '../config/locales';
import { defaultLocaleRoute, localeOfRoute } from '../lib/locales';
import { createStorageSlot } from './storage';

/** Where the choice is kept: Docusaurus's key for the default docs plugin. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export const preferredVersionSlot = () => createStorageSlot(PREFERRED_VERSION_KEY);

/**
 * The docs version a reader on `pathname` reads, as Docusaurus's version candidates give it
 * (`useDocsVersionCandidates`): the page's own, else the one the reader chose (`preferred`, read from
 * storage when not given), else the last. A site of one version reads no storage for it.
 */
export function readerVersionName(pathname: string, preferred?: string | null): string {
  if (process.env.GATSBY_DOCS_SEVERAL_VERSIONS !== 'true') return lastDocsVersion.name;
  const chosen = preferred === undefined ? preferredVersionSlot().get() : preferred;
  // A page of another locale is in the version its route below the locale is in.
  const route = process.env.GATSBY_SEVERAL_LOCALES === 'true' ? defaultLocaleRoute(localeOfRoute(siteLocales, pathname), pathname) : pathname;
  return versionOfRoute(docsVersions, route)?.name ?? docsVersions.find((v) => v.name === chosen)?.name ?? lastDocsVersion.name;
}
