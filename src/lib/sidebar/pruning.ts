/**
 * A page's docs sidebar as the page ships it (in its context, node/pages/docs.ts).
 * Apart from navigation.ts, which the browser's sidebar imports: webpack
 * counts a module's whole source when it decides whether modules shared by
 * two chunks get a chunk of their own (Gatsby's `shared` group, at 20,000
 * bytes), and the docs sidebar's modules are near that size.
 */
import { categoryContains } from './navigation';
import type { SidebarItem } from './types';

/**
 * The sidebar as a page shows it first: categories on the active page's path
 * keep their items, every other category is collapsed and its items left out
 * (`items: null`). A page's weight then follows the depth of the sidebar, not
 * the number of docs in it.
 *
 * Pages under the same open categories get the same object, not equal copies:
 * Gatsby keeps every page's context in its state and writes the state with one
 * `v8.serialize` per chunk of pages, which writes a shared object once
 * (gatsby/dist/redux/persist.js). On the 10,000-doc bench a pruned sidebar was
 * 16 kB of a page's 25 kB context (docs/performance.md#figures-behind-the-code).
 */
export function pruneSidebar(items: readonly SidebarItem[], activePath: string): SidebarItem[] {
  let byOpened = prunedSidebars.get(items);
  if (!byOpened) prunedSidebars.set(items, (byOpened = new Map<string, SidebarItem[]>()));
  const opened = openedFor(items, activePath).join(' ');
  let pruned = byOpened.get(opened);
  if (!pruned) byOpened.set(opened, (pruned = pruneTo(items, activePath)));
  return pruned;
}

const prunedSidebars = new WeakMap<readonly SidebarItem[], Map<string, SidebarItem[]>>();

/** Where the categories a page opens are (those holding it, under open ones): what its pruned sidebar depends on. */
function openedFor(items: readonly SidebarItem[], activePath: string, at = '', into: string[] = []): string[] {
  items.forEach((item, i) => {
    if (item.type !== 'category') return;
    const holds = categoryContains(item, activePath);
    if (holds) into.push(`${at}${i}`);
    if (holds || item.alwaysOpen) openedFor(item.items ?? [], activePath, `${at}${i}.`, into);
  });
  return into;
}

function pruneTo(items: readonly SidebarItem[], activePath: string): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    if (!item.alwaysOpen && !categoryContains(item, activePath)) return { ...item, items: null };
    return { ...item, items: pruneTo(item.items ?? [], activePath) };
  });
}
