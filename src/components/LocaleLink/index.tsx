/**
 * A link to a page of the site from the page's own locale: on a site of several locales, a route of the
 * configuration (`/blog`, a footer item's `to`) leads to the same page in the locale being read
 * (`/fr/blog`), as Docusaurus's `<Link>` adds the locale's base URL. On a site of one locale it is
 * Gatsby's `Link` itself, so such a site's pages carry nothing for it (src/config/locales.ts).
 */
import { Link, type GatsbyLinkProps } from 'gatsby';
import { useLocation } from '@gatsbyjs/reach-router';
import { siteLocales } from '../../config/locales';
import { localeOfRoute, localizedHref } from '../../lib/locales';

function LinkInPageLocale<State>({ to, ref: _ref, ...props }: GatsbyLinkProps<State>) {
  const locale = localeOfRoute(siteLocales, useLocation().pathname);
  return <Link {...props} to={localizedHref(to, locale, siteLocales)} />;
}

export const LocaleLink = (process.env.GATSBY_SEVERAL_LOCALES === 'true' ? LinkInPageLocale : Link) as typeof Link;
