// The docs versions and locales the pages' code reads (src/config/docsVersions.ts, src/config/locales.ts), as node/gatsbyConfig.ts
// sets them for a build of the site's own content: the docs folder alone, in the config's locales.
import { siteConfig } from '../../src/config/site';
import { publicLocale, resolveLocales } from '../../src/lib/locales';
import { publicDocsVersion, resolveDocsVersions } from '../../src/lib/versions';

process.env.GATSBY_DOCS_VERSIONS = JSON.stringify(resolveDocsVersions(siteConfig.docs, []).map(publicDocsVersion));
process.env.GATSBY_LOCALES = JSON.stringify(resolveLocales(siteConfig.i18n).map(publicLocale));
process.env.GATSBY_LOCALE_LABEL = resolveLocales(siteConfig.i18n)[0].label;
