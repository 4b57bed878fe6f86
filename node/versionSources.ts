/** Each docs version as the site model takes it: its sidebars and `_category_` files, and in another locale its translations. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { localizedRoute, type SiteLocale } from '../src/lib/locales';
import type { VersionSource } from '../src/lib/model';
import type { CategoryMeta, SidebarsConfig } from '../src/lib/sidebar';
import { parseTranslationFile } from '../src/lib/sidebar/translations';
import { DOCS_PLUGIN_FOLDER } from '../src/lib/translations';
import { CURRENT_VERSION } from '../src/lib/versions';
import { readDataFile, type DataFileNode } from './dataFiles';
import { loadSidebarsFile, siteSidebars } from './sidebarsFile';
import { I18N_FOLDER } from './siteLocales';
import { siteDocsVersions } from './versionsFile';

/**
 * Each docs version's sidebars: the current docs' from the config or its sidebars file (found in `siteRoot`),
 * a release's from its versioned sidebars file (in `contentRoot`).
 */
export async function versionSources(
  categories: Record<string, Record<string, CategoryMeta>>,
  siteRoot: string,
  contentRoot: string,
): Promise<VersionSource[]> {
  return Promise.all(
    siteDocsVersions().map(async (version) => {
      const file = version.sidebarsPath ? path.join(contentRoot, version.sidebarsPath) : null;
      // A release without a sidebars file has none, as in Docusaurus.
      const sidebars = file ? (existsSync(file) ? await loadSidebarsFile(file) : {}) : await siteSidebars(siteRoot, siteConfig.docs);
      return {
        version,
        sidebars: sidebars as SidebarsConfig,
        sidebarsSource: file ? path.relative(siteRoot, file) : (siteConfig.docs.sidebarPath ?? undefined),
        categories: categories[version.name],
      };
    }),
  );
}

/**
 * The docs versions as a locale has them: at their routes in the locale, with the label and the sidebar
 * labels its `i18n/<locale>/docusaurus-plugin-content-docs/<current|version-name>.json` translates
 * (`version.label`: the banner and the badge; the version dropdown reads it from the page's messages,
 * node/themeMessages.ts).
 */
export async function localizedSources(sources: readonly VersionSource[], locale: SiteLocale, dataNodes: readonly DataFileNode[]): Promise<VersionSource[]> {
  return Promise.all(
    sources.map(async (source) => {
      const { name } = source.version;
      const relativePath = `${locale.code}/${DOCS_PLUGIN_FOLDER}/${name === CURRENT_VERSION ? CURRENT_VERSION : `version-${name}`}.json`;
      const file = dataNodes.find((f) => f.sourceInstanceName === I18N_FOLDER && f.relativePath.split(path.sep).join('/') === relativePath);
      const messages = file ? await readDataFile(file).then(({ raw, label }) => parseTranslationFile(raw, label)) : {};
      const version = { ...source.version, label: messages['version.label'] ?? source.version.label, path: localizedRoute(locale, source.version.path) };
      return { ...source, version, sidebarTranslations: messages };
    }),
  );
}
