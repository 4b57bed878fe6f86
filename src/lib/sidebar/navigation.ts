/**
 * What a page asks of a built sidebar: its links in reading order, the previous and next ones, the
 * categories leading to it, and a category by key. The browser's docs sidebar imports this module
 * (categoryContains, findCategory), which imports only types: it brings none of the other steps.
 */
import type { Breadcrumb, SidebarCategory, SidebarDoc, SidebarItem } from './types';

/** Every link of a sidebar in reading order: a category's own doc comes before its items. */
export function flattenSidebar(items: readonly SidebarItem[]): SidebarDoc[] {
  const out: SidebarDoc[] = [];
  const walk = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'doc') out.push(item);
      else if (item.type === 'category') {
        if (item.href) out.push({ type: 'doc', id: item.key, label: item.label, href: item.href });
        walk(item.items ?? []);
      }
    }
  };
  walk(items);
  return out;
}

/** The first page a sidebar links to, for a navbar item pointing at the sidebar; null when it has none. */
export function firstSidebarLink(items: readonly SidebarItem[]): string | null {
  return flattenSidebar(items)[0]?.href ?? null;
}

/**
 * Each category's links, its own and all below it, kept by category: a page asks of every category on
 * its sidebar, and a site of 10,000 docs would otherwise walk the whole sidebar for each of its pages
 * (docs/performance.md#figures-behind-the-code). Sidebars are not changed once built; a pruned one is a copy.
 */
const linksUnder = new WeakMap<SidebarCategory, ReadonlySet<string>>();

function categoryLinks(category: SidebarCategory): ReadonlySet<string> {
  let links = linksUnder.get(category);
  if (!links) {
    const own = new Set<string>();
    if (category.href) own.add(category.href);
    for (const item of category.items ?? []) {
      if (item.type === 'doc') own.add(item.href);
      else if (item.type === 'category') for (const link of categoryLinks(item)) own.add(link);
    }
    linksUnder.set(category, own);
    links = own;
  }
  return links;
}

/** True when the category is, or contains, the page at `path`. */
export function categoryContains(category: SidebarCategory, path: string): boolean {
  return categoryLinks(category).has(path);
}

/** A sidebar's links in reading order, with each link's first place in it, kept by sidebar as {@link linksUnder} is. */
const readingOrder = new WeakMap<readonly SidebarItem[], { links: SidebarDoc[]; placeOf: ReadonlyMap<string, number> }>();

/** Previous and next links in sidebar order. */
export function adjacentLinks(items: readonly SidebarItem[], path: string): { previous: SidebarDoc | null; next: SidebarDoc | null } {
  let order = readingOrder.get(items);
  if (!order) {
    const links = flattenSidebar(items);
    const placeOf = new Map<string, number>();
    links.forEach((link, i) => {
      if (!placeOf.has(link.href)) placeOf.set(link.href, i);
    });
    order = { links, placeOf };
    readingOrder.set(items, order);
  }
  const index = order.placeOf.get(path);
  if (index === undefined) return { previous: null, next: null };
  return { previous: order.links[index - 1] ?? null, next: order.links[index + 1] ?? null };
}

/** The categories leading to the page at `path`, outermost first. */
export function sidebarBreadcrumbs(items: readonly SidebarItem[], path: string): Breadcrumb[] {
  for (const item of items) {
    if (item.type !== 'category' || !categoryContains(item, path)) continue;
    if (item.href === path) return [];
    return [{ label: item.label, href: item.href }, ...sidebarBreadcrumbs(item.items ?? [], path)];
  }
  return [];
}

/** Finds a category by key anywhere in the sidebar. */
export function findCategory(items: readonly SidebarItem[], key: string): SidebarCategory | null {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.key === key) return item;
    const found = findCategory(item.items ?? [], key);
    if (found) return found;
  }
  return null;
}
