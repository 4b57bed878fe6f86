import { siteConfig } from '../../config/site';
import type { NavbarItem } from '../../lib/config/types';

export interface NavLinkModel {
  label: string;
  /** Internal route, or an external URL when `external`. */
  href: string;
  external: boolean;
  active: boolean;
}

export type NavItemModel =
  | ({ kind: 'link' } & NavLinkModel)
  | { kind: 'dropdown'; label: string; items: NavLinkModel[]; containsActive: boolean }
  | { kind: 'search' };

const docsBase = siteConfig.docs.routeBasePath;
const isUnder = (pathname: string, route: string) => {
  const base = route.replace(/\/$/, '');
  return pathname === route || pathname === base || pathname.startsWith(`${base}/`);
};

/**
 * What a configured navbar item shows on the page at `pathname`, or null when
 * it shows nothing there (the version dropdown outside the docs).
 */
export function navItemModel(item: NavbarItem, pathname: string, sidebarLinks: Record<string, string>): NavItemModel | null {
  switch (item.type) {
    case 'docSidebar': {
      const href = sidebarLinks[item.sidebarId];
      if (!href) throw new Error(`No link for sidebar "${item.sidebarId}"`);
      return { kind: 'link', label: item.label, href, external: false, active: isUnder(pathname, docsBase) };
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
      if (!isUnder(pathname, docsBase)) return null;
      const versions = siteConfig.docs.versions.filter((v) => !item.versions || item.versions.includes(v.name));
      const items = versions.map((v) => ({ label: v.label, href: v.path, external: false, active: isUnder(pathname, v.path) }));
      const active = versions.find((v) => isUnder(pathname, v.path)) ?? versions[0];
      return { kind: 'dropdown', label: active.label, items, containsActive: items.some((i) => i.active) };
    }
    case 'search':
      return { kind: 'search' };
    default:
      throw new Error(`No NavbarItem component found for type "${(item as { type: string }).type}".`);
  }
}
