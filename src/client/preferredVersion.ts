/** The docs version the reader chose in the version dropdown, kept in the browser's storage. */
import { docsVersions, lastDocsVersion } from '../config/docsVersions';
import { versionOfRoute } from '../lib/versions';
import { createStorageSlot } from './storage';

/** Where the choice is kept: Docusaurus's key for the default docs plugin. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export const preferredVersionSlot = () => createStorageSlot(PREFERRED_VERSION_KEY);

/**
 * The docs version a reader on `pathname` reads, as Docusaurus's version candidates give it
 * (`useDocsVersionCandidates`): the page's own, else the one the reader chose, else the last.
 */
export function readerVersionName(pathname: string, preferred: string | null = preferredVersionSlot().get()): string {
  return process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true'
    ? (versionOfRoute(docsVersions, pathname)?.name ?? docsVersions.find((v) => v.name === preferred)?.name ?? lastDocsVersion.name)
    : lastDocsVersion.name;
}
