/**
 * `useDocusaurusContext()` of @docusaurus/useDocusaurusContext: the site's config as a Docusaurus
 * page reads it (`siteConfig.title`, `tagline`, `url`, `baseUrl`, `favicon`, `customFields`…) and
 * its locales, the page's own as `currentLocale` (https://docusaurus.io/docs/docusaurus-core#useDocusaurusContext).
 * The values are the site config's (src/config/site.ts), which a Docusaurus site's own config file gives.
 */
import { useLocation } from '@gatsbyjs/reach-router';
import { siteConfig } from '../config/site';
import { siteLocales } from '../config/locales';
import { customFieldsOf } from '../lib/config/defaults';
import { localeOfRoute } from '../lib/locales';

const locales = siteLocales.map((l) => l.code);
const defaultLocale = siteConfig.i18n.defaultLocale;

const siteWide = {
  siteConfig: {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    url: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    favicon: siteConfig.favicon,
    customFields: customFieldsOf(siteConfig),
    i18n: { defaultLocale, locales },
  },
  siteMetadata: { docusaurusVersion: 'none: this site is built with Gatsby', pluginVersions: {} },
  globalData: {},
  codeTranslations: {},
};

export interface DocusaurusContext {
  siteConfig: typeof siteWide.siteConfig;
  siteMetadata: typeof siteWide.siteMetadata;
  globalData: Record<string, unknown>;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; localeConfigs: Record<string, { label: string }> };
  codeTranslations: Record<string, string>;
}

const localeConfigs = Object.fromEntries(siteLocales.map((l) => [l.code, { label: l.label }]));
const oneLocale: DocusaurusContext = { ...siteWide, i18n: { defaultLocale, locales, currentLocale: defaultLocale, localeConfigs } };

function useInPageLocale(): DocusaurusContext {
  const currentLocale = localeOfRoute(siteLocales, useLocation().pathname).code;
  return { ...oneLocale, i18n: { ...oneLocale.i18n, currentLocale } };
}

const useOneLocale = (): DocusaurusContext => oneLocale;

export default process.env.GATSBY_SEVERAL_LOCALES === 'true' ? useInPageLocale : useOneLocale;
