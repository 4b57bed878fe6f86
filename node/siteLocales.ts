/** The site's locales (src/lib/locales.ts), resolved once per process from the config. */
import { siteConfig } from '../src/config/site';
import { resolveLocales, type SiteLocale } from '../src/lib/locales';

let known: SiteLocale[] | null = null;

/** The site's locales, the default first. */
export const siteLocales = (): SiteLocale[] => (known ??= resolveLocales(siteConfig.i18n));

/**
 * Where a locale's translations are under the content folder, as Docusaurus lays them out
 * (https://docusaurus.io/docs/i18n/tutorial#translate-your-site): `i18n/<locale>/`.
 */
export const I18N_FOLDER = 'i18n';
