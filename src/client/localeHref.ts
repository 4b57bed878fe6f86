/**
 * Links to the site's pages from the page's own locale: on a site of several locales, a route of the
 * configuration (`/blog`, a navbar item's `to`) leads to the same page in the locale being read
 * (`/fr/blog`), as Docusaurus's `<Link>` adds the locale's base URL. A site of one locale bundles
 * none of it (src/config/locales.ts).
 */
import { useLocation } from '@gatsbyjs/reach-router';
import { siteLocales } from '../config/locales';
import { localeOfRoute } from '../lib/locales';
import { localizedHref } from '../lib/translations';

const same = (href: string) => href;

/** One function per locale, so that what depends on it (a memoised component) keeps its identity. */
const byLocale = new Map<string, (href: string) => string>();
const inAnotherLocale = (route: string) => !localeOfRoute(siteLocales, route).isDefault;

function useHrefInPageLocale(): (href: string) => string {
  const { pathname } = useLocation();
  const locale = localeOfRoute(siteLocales, pathname);
  let localize = byLocale.get(locale.code);
  if (!localize) byLocale.set(locale.code, (localize = (href: string) => localizedHref(href, locale, inAnotherLocale)));
  return localize;
}

/** A function that gives a route of the default locale in the page's locale. */
export const useLocaleHref: () => (href: string) => string = process.env.GATSBY_SEVERAL_LOCALES === 'true' ? useHrefInPageLocale : () => same;
