/**
 * Docs versions as Docusaurus lays them out: the docs being written (`current`,
 * in the docs folder) and the released snapshots that `versions.json` names,
 * newest first (https://docusaurus.io/docs/versioning). The defaults are
 * Docusaurus's own (plugin-content-docs, `versions/version.ts`).
 */
import { siteConfigFile } from './config/configFile';
import type { DocsConfig, VersionBanner } from './config/types';
import { basePrefix, withoutTrailingSlash } from './routes';
import { CURRENT_VERSION, validateVersionNames } from './versionName';

export { CURRENT_VERSION };

export interface DocsVersion {
  name: string;
  label: string;
  /** The route its docs start at: `/docs` for the last version, `/docs/next`, `/docs/1.0`. */
  path: string;
  /** What the pages of the version say above their content. */
  banner: VersionBanner;
  /** The version served at the docs' own route (Docusaurus's `lastVersion`). */
  isLast: boolean;
  /** The id of its main doc when the config names one; otherwise the model picks it as Docusaurus does. */
  mainDocId: string | null;
  /** Where its docs are, under the content folder: `docs`, or `versioned_docs/version-1.0`. */
  contentPath: string;
  /** Its sidebars file under the content folder (`versioned_sidebars/version-1.0-sidebars.json`); null for the current docs. */
  sidebarsPath: string | null;
}

/** What the pages' code needs of a version (src/config/docsVersions.ts): none of its files. */
export type PublicDocsVersion = Pick<DocsVersion, 'name' | 'label' | 'path' | 'banner' | 'isLast'>;

/** A version's public facts. */
export const publicDocsVersion = ({ name, label, path, banner, isLast }: DocsVersion): PublicDocsVersion => ({ name, label, path, banner, isLast });

/** A docs configuration or `versions.json` that names versions that cannot be. */
export class VersionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VersionsError';
  }
}

/**
 * The site's docs versions, in the version dropdown's order: the current docs, then the released
 * ones newest first. `released` is `versions.json`'s list. Options by name (`docs.versions`) set a
 * version's label, path, banner and main doc; `docs.lastVersion` names the one at the docs' route.
 */
export function resolveDocsVersions(docs: Pick<DocsConfig, 'routeBasePath' | 'lastVersion' | 'versions'>, released: readonly string[]): DocsVersion[] {
  const names = [CURRENT_VERSION, ...released];
  if (new Set(names).size !== names.length)
    throw new VersionsError(`versions.json: each version is listed once, and "${CURRENT_VERSION}" is the docs folder's own; got ${JSON.stringify(released)}.`);
  const lastVersion = docs.lastVersion ?? released[0] ?? CURRENT_VERSION;
  if (!names.includes(lastVersion))
    throw new VersionsError(`${siteConfigFile}: docs.lastVersion names the unknown version "${lastVersion}". Available versions: ${names.join(', ')}`);
  const options = docs.versions ?? {};
  for (const name of Object.keys(options)) {
    if (!names.includes(name))
      throw new VersionsError(`${siteConfigFile}: docs.versions names the unknown version "${name}". Available versions: ${names.join(', ')}`);
  }
  const lastIndex = names.indexOf(lastVersion);
  const versions = names.map((name, index): DocsVersion => {
    const own = options[name] ?? {};
    const isLast = name === lastVersion;
    const pathPart = own.path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name);
    const path = withoutTrailingSlash(`${basePrefix(docs.routeBasePath)}/${pathPart.replace(/^\/+|\/+$/g, '')}`) || '/';
    // Newer than the last version is unreleased; older is no longer maintained.
    const banner = own.banner ?? (isLast ? 'none' : index < lastIndex ? 'unreleased' : 'unmaintained');
    return {
      name,
      label: own.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      path,
      banner,
      isLast,
      mainDocId: own.mainDocId ?? null,
      contentPath: name === CURRENT_VERSION ? 'docs' : `versioned_docs/version-${name}`,
      sidebarsPath: name === CURRENT_VERSION ? null : `versioned_sidebars/version-${name}-sidebars.json`,
    };
  });
  const paths = new Map<string, string>();
  for (const v of versions) {
    const other = paths.get(v.path);
    if (other)
      throw new VersionsError(`${siteConfigFile}: the docs versions "${other}" and "${v.name}" have the same path ${v.path}; give one a path of its own.`);
    paths.set(v.path, v.name);
  }
  return versions;
}

/** The version a route belongs to: the one whose path is the longest start of it, or null outside the docs. */
export function versionOfRoute<V extends Pick<DocsVersion, 'path'>>(versions: readonly V[], route: string): V | null {
  let best: V | null = null;
  for (const v of versions) {
    const base = withoutTrailingSlash(v.path);
    const inside = base === '/' || route === base || route.startsWith(`${base}/`);
    if (inside && (!best || base.length > withoutTrailingSlash(best.path).length)) best = v;
  }
  return best;
}

/** The version whose docs the site shows at the docs' own route. */
export const lastVersionOf = <V extends Pick<DocsVersion, 'isLast'>>(versions: readonly V[]): V => versions.find((v) => v.isLast)!;

/**
 * Reads a content file's place among the versions: a file of the docs folder is the current
 * version's; one under `versioned_docs/version-<name>/` is that version's, with its path below it.
 * Null for a folder of a version `versions.json` does not list (Docusaurus reads only those).
 */
export function versionOfContentFile(
  versions: readonly DocsVersion[],
  source: 'docs' | 'versioned_docs',
  relativePath: string,
): { version: DocsVersion; relativePath: string } | null {
  if (source === 'docs') return { version: versions.find((v) => v.name === CURRENT_VERSION)!, relativePath };
  const match = /^version-([^/]+)\/(.+)$/.exec(relativePath.replace(/\\/g, '/'));
  const version = match ? versions.find((v) => v.name === match[1] && v.name !== CURRENT_VERSION) : undefined;
  return version ? { version, relativePath: match![2] } : null;
}

/** `versions.json`'s text as a list of names, each checked as Docusaurus checks them; an error names the file. */
export function parseVersionsFile(text: string, label = 'versions.json'): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new VersionsError(`${label}: is not JSON: ${(error as Error).message}`);
  }
  try {
    validateVersionNames(value);
  } catch (error) {
    throw new VersionsError(`${label}: ${(error as Error).message}`);
  }
  return value;
}
