// What a page's place in a large sidebar costs: every page of a sidebar of 10,000 docs (100 sections of
// 10 topics of 10 pages, as the large corpus has them) asks for its pruned sidebar, its previous and next
// links and its breadcrumbs, as createPages does. Prints the milliseconds of each for all pages.
//   npx tsx scripts/bench/sidebar.mts
import { adjacentLinks, sidebarBreadcrumbs } from '../../src/lib/sidebar/navigation';
import { pruneSidebar } from '../../src/lib/sidebar/pruning';
import type { SidebarItem } from '../../src/lib/sidebar/types';

const sections: SidebarItem[] = [];
const paths: string[] = [];
for (let s = 0; s < 100; s++) {
  const topics: SidebarItem[] = [];
  for (let t = 0; t < 10; t++) {
    const pages: SidebarItem[] = [];
    for (let p = 0; p < 10; p++) {
      const href = `/docs/generated/section-${s}/topic-${t}/page-${p}`;
      paths.push(href);
      pages.push({ type: 'doc', id: href, label: `Page ${p}`, href });
    }
    topics.push({ type: 'category', key: `${s}/${t}`, label: `Topic ${t}`, href: `/docs/generated/section-${s}/topic-${t}/`, items: pages, collapsed: true });
  }
  sections.push({ type: 'category', key: `${s}`, label: `Section ${s}`, href: null, items: topics, collapsed: true });
}

for (const [name, ask] of [
  ['pruned sidebar', (path: string) => pruneSidebar(sections, path)],
  ['previous and next', (path: string) => adjacentLinks(sections, path)],
  ['breadcrumbs', (path: string) => sidebarBreadcrumbs(sections, path)],
] as const) {
  const started = performance.now();
  for (const path of paths) ask(path);
  console.log(`${name}: ${(performance.now() - started).toFixed(0)} ms for ${paths.length} pages`);
}
