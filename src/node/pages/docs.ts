/** The doc pages and the docs root of each version, from the site model. */

import { twinPath } from '../../lib/routes';
import type { Actions } from 'gatsby';
import { siteConfig } from '../../config/site';
import type { ContentDoc, SiteModel } from '../../lib/model';
import { adjacentLinks, flattenSidebar, pruneSidebar, sidebarBreadcrumbs, type Breadcrumb, type PageSidebar, type SidebarDoc, type SidebarItem } from '../../lib/sidebar';
import type { PageAssets } from '../assets';
import type { Site } from '../site';
import { CARD_SIZE, type SocialCard } from '../../lib/socialCard';

/** What a page's head needs of its social card. */
export const cardContext = (card: SocialCard | undefined) => (card ? { file: card.file, alt: card.alt, ...CARD_SIZE } : null);


export interface CreatedRoute {
  path: string;
  source: string;
}

/** The sidebar the page frame draws beside a page (src/wrapPageElement.tsx): pruned to the page's path, with the URL of the whole. */
function docSidebar(sidebar: SidebarItem[], url: string, activePath: string): PageSidebar {
  return { items: pruneSidebar(sidebar, activePath), url, activePath };
}

export function createDocPages(site: Site, assets: PageAssets, createPage: Actions['createPage'], templateOf: (name: string) => string, cards: ReadonlyMap<string, SocialCard> = new Map()): CreatedRoute[] {
  const { model } = site;
  const routes: CreatedRoute[] = [];
  const byId = new Map(model.docs.map((d) => [d.id, d]));
  for (const doc of model.docs) {
    const sidebarId = model.sidebarOf.get(doc.path) ?? null;
    const sidebar = sidebarId ? model.sidebars[sidebarId] : null;
    const { previous, next } = pagination(doc, sidebar ? adjacentLinks(sidebar, doc.path) : { previous: null, next: null }, byId);
    const math = site.rendered.get(doc.nodeId)?.hasMath ? assets.math : { stylesheets: [], fonts: [] };
    createPage({
      path: doc.path,
      component: templateOf('DocPage'),
      context: {
        id: doc.nodeId,
        ...math,
        // Front matter's, or the first paragraph's (src/node/site.ts).
        description: doc.description,
        docSidebar: sidebarId && sidebar ? docSidebar(sidebar, assets.sidebarUrls[sidebarId], doc.path) : null,
        breadcrumbs: sidebar ? sidebarBreadcrumbs(sidebar, doc.path) : folderBreadcrumbs(doc, byId),
        previous,
        next,
        unlisted: doc.unlisted,
        card: cardContext(cards.get(doc.path)),
        // Where the page menu finds the page's Markdown twin (src/lib/twins.ts).
        twin: twinPath(doc.path),
      },
    });
    routes.push({ path: doc.path, source: doc.sourcePath });
  }

  // Categories whose `_category_` file asks for a generated index page.
  for (const index of model.generatedIndexes) {
    const { sidebarId, path: indexPath, ...page } = index;
    createPage({
      path: indexPath,
      component: templateOf('CategoryIndex'),
      // `path` is Gatsby's own field of a page's context: the index's route goes as `indexPath`.
      // Breadcrumbs and previous/next as on a doc: the index sits in the sidebar's order like one.
      context: {
        ...page,
        indexPath,
        docSidebar: docSidebar(model.sidebars[sidebarId], assets.sidebarUrls[sidebarId], index.path),
        breadcrumbs: sidebarBreadcrumbs(model.sidebars[sidebarId], index.path),
        ...adjacentLinks(model.sidebars[sidebarId], index.path),
      },
    });
    routes.push({ path: index.path, source: `generated index of "${index.title}"` });
  }

  // The docs root: the version's landing page, with the main sidebar collapsed.
  const [mainSidebarId] = Object.keys(model.sidebars);
  for (const version of siteConfig.docs.versions) {
    createPage({
      path: version.path,
      component: templateOf('DocsRoot'),
      context: {
        docSidebar: docSidebar(model.sidebars[mainSidebarId], assets.sidebarUrls[mainSidebarId], version.path),
        sections: docsRootSections(model.sidebars[mainSidebarId], model),
        mainDoc: model.mainDocs[version.name].path,
      },
    });
    routes.push({ path: version.path, source: `docs version "${version.name}"` });
  }
  return routes;
}

/**
 * Previous and next links: the sidebar's order, unless front matter names the
 * docs (`pagination_prev`/`pagination_next`, null for none); each named by its
 * `pagination_label` when it has one.
 */
function pagination(doc: ContentDoc, fromSidebar: { previous: SidebarDoc | null; next: SidebarDoc | null }, byId: Map<string, ContentDoc>) {
  const link = (id: string | null | undefined, fallback: SidebarDoc | null, field: string): SidebarDoc | null => {
    if (id === null) return null;
    if (id === undefined) {
      const target = fallback && byId.get(fallback.id);
      return fallback && target?.page.paginationLabel ? { ...fallback, label: target.page.paginationLabel } : fallback;
    }
    const target = byId.get(id);
    if (!target) throw new Error(`${doc.sourcePath}: front matter field "${field}" names the unknown doc id "${id}". Available doc ids: ${[...byId.keys()].sort().join(', ')}`);
    return { type: 'doc', id: target.id, label: target.page.paginationLabel ?? target.sidebarLabel ?? target.title, href: target.path };
  };
  return { previous: link(doc.page.paginationPrev, fromSidebar.previous, 'pagination_prev'), next: link(doc.page.paginationNext, fromSidebar.next, 'pagination_next') };
}

/** Breadcrumbs for a doc outside every sidebar: the index docs of its parent folders. */
function folderBreadcrumbs(doc: ContentDoc, byId: Map<string, ContentDoc>): Breadcrumb[] {
  const parts = doc.id.split('/');
  const crumbs: Breadcrumb[] = [];
  const depth = parts[parts.length - 1] === 'index' ? parts.length - 2 : parts.length - 1;
  for (let i = 1; i <= depth; i++) {
    const dir = parts.slice(0, i).join('/');
    const parent = byId.get(`${dir}/index`) ?? byId.get(dir);
    if (parent && parent.id !== doc.id) crumbs.push({ label: parent.sidebarLabel ?? parent.title, href: parent.path });
  }
  return crumbs;
}

/** The cards of the docs root: each top-level category with its description and size. */
function docsRootSections(items: SidebarItem[], model: SiteModel) {
  const byId = new Map(model.docs.map((d) => [d.id, d]));
  const byPath = new Map(model.docs.map((d) => [d.path, d]));
  return items.map((item) => {
    const href = item.type === 'doc' ? item.href : (item.href ?? flattenSidebar(item.items ?? [])[0]?.href ?? null);
    const doc = item.type === 'doc' ? byId.get(item.id) : item.href ? byPath.get(item.href) : undefined;
    return {
      label: item.label,
      href,
      description: doc?.description ?? null,
      pages: item.type === 'doc' ? 1 : flattenSidebar(item.items ?? []).length + (item.href ? 1 : 0),
    };
  });
}
