/**
 * Where a docs page sits among the others, from the site model: its
 * breadcrumbs, its previous and next links, and the sections the docs root
 * lists. A page in a sidebar follows the sidebar; a doc outside every
 * sidebar follows its folders.
 */
import type { ContentDoc, DocsPart, GeneratedIndexPage } from './model';
import { withoutTrailingSlash } from './routes';
import type { Breadcrumb, SidebarDoc, SidebarItem } from './sidebar';
import { adjacentLinks, flattenSidebar, sidebarBreadcrumbs } from './sidebar/navigation';

export interface PageNavigation {
  /** The categories leading to the page, outermost first (the docs home and the page itself are not among them). */
  breadcrumbs: Breadcrumb[];
  previous: SidebarDoc | null;
  next: SidebarDoc | null;
}

/** One card of the docs root: a top-level item of its sidebar. */
export interface DocsRootSection {
  label: string;
  /** The item's own page, else the first page in it; null when it has none. */
  href: string | null;
  description: string | null;
  /** How many pages the sidebar lists under it, its own included. */
  pages: number;
}

/** The breadcrumbs and sidebar-order neighbours of a page of the sidebar. */
function sidebarNavigation(sidebar: readonly SidebarItem[], path: string): PageNavigation {
  return { breadcrumbs: sidebarBreadcrumbs(sidebar, path), ...adjacentLinks(sidebar, path) };
}

/**
 * A doc's breadcrumbs and previous and next links: its sidebar's, with front
 * matter's `pagination_prev`/`pagination_next` taking over the links (null
 * for none), each named by its doc's `pagination_label` when it has one. A
 * doc outside every sidebar has its folders as breadcrumbs and only the links
 * its front matter names.
 */
export function docNavigation(model: DocsPart, doc: ContentDoc): PageNavigation {
  const sidebarId = model.sidebarOf.get(doc.path);
  const { breadcrumbs, previous, next } = sidebarId
    ? sidebarNavigation(model.sidebars[sidebarId], doc.path)
    : { breadcrumbs: folderBreadcrumbs(model, doc), previous: null, next: null };
  return {
    breadcrumbs,
    previous: paginationLink(model, doc, doc.page.paginationPrev, previous, 'pagination_prev'),
    next: paginationLink(model, doc, doc.page.paginationNext, next, 'pagination_next'),
  };
}

/** A generated index's breadcrumbs and previous and next links: it sits in its sidebar's order as a doc does. */
export function generatedIndexNavigation(model: DocsPart, index: GeneratedIndexPage): PageNavigation {
  return sidebarNavigation(model.sidebars[index.sidebarId], index.path);
}

/** A previous or next link: the sidebar's (`fallback`) unless front matter names a doc by `id`, or none with null. */
function paginationLink(model: DocsPart, doc: ContentDoc, id: string | null | undefined, fallback: SidebarDoc | null, field: string): SidebarDoc | null {
  if (id === null) return null;
  if (id === undefined) {
    const target = fallback && model.docById.get(fallback.id);
    return fallback && target?.page.paginationLabel ? { ...fallback, label: target.page.paginationLabel } : fallback;
  }
  const target = model.docById.get(id);
  if (!target)
    throw new Error(
      `${doc.sourcePath}: front matter field "${field}" names the unknown doc id "${id}". Available doc ids: ${[...model.docById.keys()].sort().join(', ')}`,
    );
  return { type: 'doc', id: target.id, label: target.page.paginationLabel ?? target.sidebarLabel ?? target.title, href: target.path };
}

/**
 * Breadcrumbs for a doc outside every sidebar: its folders, as a sidebar's
 * categories would show them; the trail ends above the folder the doc stands for.
 */
function folderBreadcrumbs(model: DocsPart, doc: ContentDoc): Breadcrumb[] {
  const parts = doc.id.split('/');
  const crumbs: Breadcrumb[] = [];
  for (let i = 1; i < parts.length; i++) {
    const folder = model.folders.get(parts.slice(0, i).join('/'))!;
    if (folder.doc?.id === doc.id) break;
    crumbs.push({ label: folder.label, href: folder.doc?.path ?? null });
  }
  return crumbs;
}

/**
 * The docs versions that get the generated docs root at their path: those
 * whose content has no doc there. A doc at a version's root (`docs/index.md`,
 * or `slug: /`) is its landing page, as in Docusaurus, not a second page on
 * the same route.
 */
export function versionsWithGeneratedRoot<V extends { path: string }>(versions: readonly V[], docs: readonly { path: string }[]): V[] {
  const docRoutes = new Set(docs.map((d) => withoutTrailingSlash(d.path)));
  return versions.filter((v) => !docRoutes.has(withoutTrailingSlash(v.path)));
}

/** The sidebar the docs root shows beside its cards: the first the config names. */
export const docsRootSidebarId = (model: DocsPart): string => Object.keys(model.sidebars)[0];

/** The cards of the docs root: each top-level item of its sidebar, with its description and size. */
export function docsRootSections(model: DocsPart): DocsRootSection[] {
  const byPath = new Map(model.docs.map((d) => [d.path, d]));
  const sections = model.sidebars[docsRootSidebarId(model)].filter((item) => item.type === 'doc' || item.type === 'category');
  return sections.map((item) => {
    const href = item.type === 'doc' ? item.href : (item.href ?? flattenSidebar(item.items ?? [])[0]?.href ?? null);
    const doc = item.type === 'doc' ? model.docById.get(item.id) : item.href ? byPath.get(item.href) : undefined;
    return {
      label: item.label,
      href,
      description: doc?.description ?? null,
      pages: item.type === 'doc' ? 1 : flattenSidebar(item.items ?? []).length + (item.href ? 1 : 0),
    };
  });
}
