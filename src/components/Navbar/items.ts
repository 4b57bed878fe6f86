import { siteConfig } from '../../config/site';
import { docsVersions } from '../../config/docsVersions';
import { siteLocales } from '../../config/locales';
import { defaultLocaleRoute, localeOfRoute, localizedHref, routeInLocale, type PublicLocale } from '../../lib/locales';
import { translateLabel } from '../../i18n/translate';
import type { NavbarItem } from '../../lib/config/types';
import { docLinkKey } from '../../lib/config/navbarLinks';
import { versionOfRoute, type PublicDocsVersion } from '../../lib/versions';

export interface NavLinkModel {
  label: string;
  /** Internal route, or an external URL when `external`. */
  href: string;
  external: boolean;
  active: boolean;
  /** A docs version's entry: choosing it makes that version the reader's preferred one. */
  versionName?: string;
  /** A locale's entry: the page in that locale (its code), loaded whole, as its `<html lang dir>` differ. */
  locale?: string;
}

/** What the version dropdown needs besides the page: each version's main doc, the version the reader chose, and the page in each version. */
export interface VersionContext {
  mainDocs: Record<string, string>;
  preferred: string | null;
  /** On a docs page of a site with several versions: the same page in each, by version name (src/lib/versionLinks.ts). */
  alternates?: Record<string, string> | null;
}

export type NavItemModel =
  ({ kind: 'link' } & NavLinkModel) | { kind: 'dropdown'; label: string; items: NavLinkModel[]; containsActive: boolean } | { kind: 'search' };

const docsBase = siteConfig.docs.routeBasePath;
const NOT_FOUND = /^\/404(\.html|\/)?$/;
const isUnder = (pathname: string, route: string) => {
  const base = route.replace(/\/$/, '');
  return pathname === route || pathname === base || pathname.startsWith(`${base}/`);
};
/** A page of the docs; with the docs at the site's root, any page but the blog's and the search page. */
const inDocs = (pathname: string) =>
  docsBase === '/'
    ? !isUnder(pathname, siteConfig.blog.routeBasePath) && !isUnder(pathname, `/${siteConfig.search.searchPagePath}`)
    : isUnder(pathname, docsBase);

/**
 * What a configured navbar item shows on the page at `pathname`, or null when
 * it shows nothing there.
 */
export function navItemModel(
  item: NavbarItem,
  pathname: string,
  sidebarLinks: Record<string, string>,
  versions: VersionContext = { mainDocs: {}, preferred: null },
  allVersions: readonly PublicDocsVersion[] = docsVersions,
  locales?: readonly PublicLocale[],
): NavItemModel | null {
  switch (item.type) {
    case 'docSidebar': {
      const href = sidebarLinks[item.sidebarId];
      if (!href) throw new Error(`No link for sidebar "${item.sidebarId}"`);
      return { kind: 'link', label: item.label, href, external: false, active: inDocs(pathname) };
    }
    case 'doc': {
      const href = sidebarLinks[docLinkKey(item.docId)];
      if (!href) throw new Error(`No link for doc "${item.docId}"`);
      return { kind: 'link', label: item.label, href, external: false, active: pathname.replace(/\/$/, '') === href.replace(/\/$/, '') };
    }
    case 'link': {
      const external = !item.to;
      const href = item.to ?? item.href ?? '';
      return { kind: 'link', label: item.label, href, external, active: !external && isUnder(pathname, href) };
    }
    case 'dropdown': {
      const items = item.items.map((link) => navItemModel(link, pathname, sidebarLinks) as NavLinkModel);
      return { kind: 'dropdown', label: item.label, items, containsActive: items.some((i) => i.active) };
    }
    case 'localeDropdown': {
      if (process.env.GATSBY_SEVERAL_LOCALES !== 'true') {
        // A site of one locale: its label, leading to the page itself.
        const label = process.env.GATSBY_LOCALE_LABEL!;
        return { kind: 'dropdown', label, items: [{ label, href: pathname, external: false, active: true }], containsActive: false };
      }
      // The page's locale, and the same page in each (Docusaurus's LocaleDropdownNavbarItem).
      const all = locales ?? siteLocales;
      const current = localeOfRoute(all, pathname);
      // From a 404 page, each locale's home page.
      const page = NOT_FOUND.test(defaultLocaleRoute(current, pathname)) ? '/' : pathname;
      const items = all.map((l) => ({ label: l.label, href: routeInLocale(all, page, l), external: false, active: l === current, locale: l.code }));
      return { kind: 'dropdown', label: current.label, items, containsActive: false };
    }
    case 'docsVersionDropdown': {
      // On every page, as Docusaurus shows it: a doc's own version, elsewhere the reader's chosen one, else the last.
      const shown = allVersions.filter((v) => !item.versions || item.versions.includes(v.name));
      const own = process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true' && inDocs(pathname) ? versionOfRoute(shown, pathname) : null;
      const active = own ?? shown.find((v) => v.name === versions.preferred) ?? shown.find((v) => v.isLast) ?? shown[0];
      // The same page in the chosen version, else that version's main doc.
      const items = shown.map((v) => ({
        label: v.label,
        href: versions.alternates?.[v.name] ?? versions.mainDocs[v.name] ?? v.path,
        external: false,
        active: v === active,
        versionName: v.name,
      }));
      return { kind: 'dropdown', label: active.label, items, containsActive: inDocs(pathname) };
    }
    case 'search':
      return { kind: 'search' };
    default:
      throw new Error(`No NavbarItem component found for type "${(item as { type: string }).type}".`);
  }
}

/**
 * On a site of several locales, what a navbar item shows on the page at `pathname` in the page's
 * locale: the item of the same page in the default locale, its links leading to the page's locale.
 */
export const navItemModelInLocale: typeof navItemModel = (item, pathname, sidebarLinks, versions, allVersions, given) => {
  if (item.type === 'localeDropdown') return navItemModel(item, pathname, sidebarLinks, versions, allVersions, given);
  const locales = given ?? siteLocales;
  const locale = localeOfRoute(locales, pathname);
  const model = navItemModel(item, defaultLocaleRoute(locale, pathname), sidebarLinks, versions, allVersions, locales);
  // Its links lead into the locale, its configured labels in the locale's words (navbar.json's `item.label.<label>`);
  // the version dropdown's entries are versions' labels, in the words of the locale's current.json or version-<name>.json.
  const label = (link: Pick<NavLinkModel, 'label' | 'versionName'>) =>
    link.versionName ? translateLabel(`version.label.${link.versionName}`, link.label) : translateLabel(`navbar.item.label.${link.label}`, link.label);
  const localized = (link: NavLinkModel): NavLinkModel => ({
    ...link,
    label: label(link),
    ...(link.external ? {} : { href: localizedHref(link.href, locale, locales) }),
  });
  if (model?.kind === 'link') return { ...model, ...localized(model) };
  if (model?.kind === 'dropdown') {
    const items = model.items.map(localized);
    // The version dropdown is named after the version shown.
    const shown = item.type === 'docsVersionDropdown' ? items.find((link) => link.active) : undefined;
    return { ...model, label: shown ? shown.label : label({ label: model.label }), items };
  }
  return model;
};
