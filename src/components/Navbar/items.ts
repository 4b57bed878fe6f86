import { siteConfig } from '../../config/site';
import type { NavbarItem } from '../../lib/config/types';

export interface NavLinkModel {
  label: string;
  /** Internal route, or an external URL when `external`. */
  href: string;
  external: boolean;
  active: boolean;
  /** A docs version's entry: choosing it makes that version the reader's preferred one. */
  versionName?: string;
}

/** Where the reader's chosen docs version is kept, under Docusaurus's key for the default docs plugin. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** What the version dropdown needs besides the page: each version's main doc, and the version the reader chose. */
export interface VersionContext {
  mainDocs: Record<string, string>;
  preferred: string | null;
}

export type NavItemModel =
  ({ kind: 'link' } & NavLinkModel) | { kind: 'dropdown'; label: string; items: NavLinkModel[]; containsActive: boolean } | { kind: 'search' };

const docsBase = siteConfig.docs.routeBasePath;
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
): NavItemModel | null {
  switch (item.type) {
    case 'docSidebar': {
      const href = sidebarLinks[item.sidebarId];
      if (!href) throw new Error(`No link for sidebar "${item.sidebarId}"`);
      return { kind: 'link', label: item.label, href, external: false, active: inDocs(pathname) };
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
      const current = siteConfig.i18n.locales.find((l) => l.code === siteConfig.i18n.defaultLocale)!;
      const items = siteConfig.i18n.locales.map((l) => ({ label: l.label, href: pathname, external: false, active: l.code === current.code }));
      return { kind: 'dropdown', label: current.label, items, containsActive: false };
    }
    case 'docsVersionDropdown': {
      // On every page, as Docusaurus shows it: a doc's own version, elsewhere the reader's chosen one, else the first.
      const shown = siteConfig.docs.versions.filter((v) => !item.versions || item.versions.includes(v.name));
      const active = shown.find((v) => isUnder(pathname, v.path)) ?? shown.find((v) => v.name === versions.preferred) ?? shown[0];
      const items = shown.map((v) => ({
        label: v.label,
        href: versions.mainDocs[v.name] ?? v.path,
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
