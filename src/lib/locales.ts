/**
 * The site's locales, as Docusaurus configures them (`i18n.defaultLocale`, `i18n.locales`,
 * `i18n.localeConfigs`: https://docusaurus.io/docs/api/docusaurus-config#i18n), with Docusaurus's
 * defaults: a locale's label is its own name for itself, its direction is its script's, its
 * `htmlLang` is its code. The default locale lives at the site's root, another under `/<code>/`,
 * each page at the same path below it, which is what lets the locale dropdown and `hreflang`
 * find a page's other languages from its route alone.
 */
import { siteConfigFile } from './config/configFile';
import type { I18nConfig } from './config/types';

export interface SiteLocale {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  /** `<html lang>` and `hreflang`: a BCP 47 tag. */
  htmlLang: string;
  isDefault: boolean;
  /** Where its pages start: `''` for the default locale, `/fr` for another. */
  base: string;
}

/** An `i18n` configuration that names locales that cannot be. */
export class LocalesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalesError';
  }
}

const WHERE = `${siteConfigFile}: i18n`;

/** A locale code Docusaurus would take: a BCP 47 tag that is also one URL segment (`en`, `zh-Hans`, `pt-BR`). */
function checkCode(code: unknown, field: string): asserts code is string {
  let valid = typeof code === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code);
  if (valid) {
    try {
      new Intl.Locale(code as string);
    } catch {
      valid = false;
    }
  }
  if (!valid) throw new LocalesError(`${WHERE}.${field}: ${JSON.stringify(code)} is not a locale code; write a BCP 47 tag such as "en", "fr" or "zh-Hans".`);
}

/** Docusaurus's default label: the language's name in itself, capitalized (`Français`, `العربية`). */
function ownName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** The direction of the locale's script: `rtl` for Arabic, Hebrew, Persian, Urdu… */
function scriptDirection(code: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(code) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The site's locales, the default first, each with its options filled in; a bad configuration throws, naming the field. */
export function resolveLocales(i18n: I18nConfig): SiteLocale[] {
  const { defaultLocale, locales } = i18n;
  checkCode(defaultLocale, 'defaultLocale');
  if (!Array.isArray(locales) || locales.length === 0)
    throw new LocalesError(`${WHERE}.locales: must list the site's locale codes, the default one among them; got ${JSON.stringify(locales)}.`);
  locales.forEach((code, i) => checkCode(code, `locales[${i}]`));
  if (new Set(locales).size !== locales.length) throw new LocalesError(`${WHERE}.locales: lists a locale twice: ${JSON.stringify(locales)}.`);
  if (!locales.includes(defaultLocale))
    throw new LocalesError(`${WHERE}.defaultLocale: "${defaultLocale}" is not one of i18n.locales (${locales.join(', ')}).`);
  const options = i18n.localeConfigs ?? {};
  for (const [code, own] of Object.entries(options)) {
    if (!locales.includes(code)) throw new LocalesError(`${WHERE}.localeConfigs: names "${code}", which is not one of i18n.locales (${locales.join(', ')}).`);
    if (own.direction !== undefined && own.direction !== 'ltr' && own.direction !== 'rtl')
      throw new LocalesError(`${WHERE}.localeConfigs.${code}.direction: must be "ltr" or "rtl"; got ${JSON.stringify(own.direction)}.`);
    if (own.label !== undefined && (typeof own.label !== 'string' || own.label.trim() === ''))
      throw new LocalesError(`${WHERE}.localeConfigs.${code}.label: must be a non-empty string; got ${JSON.stringify(own.label)}.`);
    if (own.htmlLang !== undefined) checkCode(own.htmlLang, `localeConfigs.${code}.htmlLang`);
  }
  const ordered = [defaultLocale, ...locales.filter((code) => code !== defaultLocale)];
  return ordered.map((code) => {
    const own = options[code] ?? {};
    const isDefault = code === defaultLocale;
    return {
      code,
      label: own.label ?? ownName(code),
      direction: own.direction ?? scriptDirection(code),
      htmlLang: own.htmlLang ?? code,
      isDefault,
      base: isDefault ? '' : `/${code}`,
    };
  });
}

/** The locale a route belongs to: the one whose base starts it, else the default. */
export function localeOfRoute<L extends Pick<SiteLocale, 'base' | 'isDefault'>>(locales: readonly L[], route: string): L {
  return locales.find((l) => !l.isDefault && (route === l.base || route.startsWith(`${l.base}/`))) ?? locales.find((l) => l.isDefault)!;
}

/** A route of the default locale, in `locale`: `/docs/intro` is `/fr/docs/intro`, the home page `/fr/`. */
export const localizedRoute = (locale: Pick<SiteLocale, 'base'>, route: string): string => (locale.base === '' ? route : `${locale.base}${route}`);

/** The route in the default locale of a route of `locale`. */
export function defaultLocaleRoute(locale: Pick<SiteLocale, 'base'>, route: string): string {
  if (locale.base === '' || !(route === locale.base || route.startsWith(`${locale.base}/`))) return route;
  return route.slice(locale.base.length) || '/';
}

/** The same page in another locale (every page exists in every locale). */
export const routeInLocale = <L extends Pick<SiteLocale, 'base' | 'isDefault'>>(
  locales: readonly L[],
  route: string,
  target: Pick<SiteLocale, 'base'>,
): string => localizedRoute(target, defaultLocaleRoute(localeOfRoute(locales, route), route));

/** A link's path as a page route, or null for another site's URL, a file (`/img/a.png`, `/docs/intro.md`) or a fragment. */
function pageRouteOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.replace(/[?#].*$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last) ? null : path;
}

/**
 * A link of the default locale's pages as a link of `locale`'s: a page route gets the locale's
 * base (as Docusaurus's `<Link>` adds a locale's base URL); a route already in one of `locales`
 * other than the default, a file or another site's URL stays.
 */
export function localizedHref<L extends Pick<SiteLocale, 'base' | 'isDefault'>>(href: string, locale: Pick<SiteLocale, 'base'>, locales: readonly L[]): string {
  const route = pageRouteOf(href);
  if (locale.base === '' || route === null || !localeOfRoute(locales, route).isDefault) return href;
  return localizedRoute(locale, href);
}

/** What the pages' code needs of a locale (src/config/locales.ts): its language and direction are the HTML's (gatsby-ssr.tsx). */
export type PublicLocale = Pick<SiteLocale, 'code' | 'label' | 'base' | 'isDefault'>;

export const publicLocale = ({ code, label, base, isDefault }: SiteLocale): PublicLocale => ({ code, label, base, isDefault });

/**
 * The page at `route` in every locale, as `hreflang` alternates name them (each locale's `htmlLang`),
 * then `x-default`: the default locale's page (https://developers.google.com/search/docs/specialty/international/localized-versions).
 */
export function hreflangAlternates(locales: readonly SiteLocale[], route: string): { hreflang: string; route: string }[] {
  const alternates = locales.map((l) => ({ hreflang: l.htmlLang, route: routeInLocale(locales, route, l) }));
  const fallback = locales.find((l) => l.isDefault)!;
  return [...alternates, { hreflang: 'x-default', route: routeInLocale(locales, route, fallback) }];
}
