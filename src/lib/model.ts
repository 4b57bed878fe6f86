/**
 * The site model: every doc and post with the sidebars, routes and sections
 * derived from them, built once per state of the content. Pages, sidebars,
 * search records and feeds are all derived from this one value.
 */
import { resolveAuthors, type Author } from './authors';
import { tagInfo, type TagInfo } from './tags';
import { groupPostsByTag, groupPostsByYear, sortPostsNewestFirst, type PostSummary, type YearGroup } from './blog';
import { resolveDocSidebarLinks } from './config/validate';
import type { SiteConfig } from './config/types';
import { flattenSidebar, folderDoc, folderLabel, getDoc, type CategoryMeta, type DocMeta, type SidebarItem } from './sidebar';
import { buildSidebars } from './sidebarsBuild';

/** One content file, as its front matter and route rules describe it. */
export interface ContentEntry {
  /** Gatsby node id, to query the page's rendered content. */
  nodeId: string;
  kind: 'doc' | 'post';
  /** `content/docs/opencv/basics.mdx`: for messages. */
  sourcePath: string;
  slug: string;
  /** Docs only: path under the docs folder without extension. */
  docId: string | null;
  title: string;
  description: string | null;
  /** Posts only: `YYYY-MM-DD`. */
  date: string | null;
  tags: readonly string[];
  sidebarPosition: number | null;
  sidebarLabel: string | null;
  words: number;
  /** Built, but kept out of sidebars, lists, search, sitemap and feeds. */
  unlisted: boolean;
  /** How the page shows itself (front matter a reader sees the effect of). */
  page: PageDisplay;
  /** Posts: the front matter that names the authors (`authors`, `author*`), resolved with blog/authors.yml. */
  authors: Record<string, unknown> | null;
}

/** The front matter that changes how a page shows, not where it sits. */
export interface PageDisplay {
  hideTitle: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel: number | null;
  tocMaxHeadingLevel: number | null;
  keywords: string[];
  image: string | null;
  /** Doc ids to link as previous and next (null: no link; absent: the sidebar's order). */
  paginationPrev?: string | null;
  paginationNext?: string | null;
  /** How other docs' previous/next links name this doc. */
  paginationLabel: string | null;
  /** Where "Edit this page" leads, or null for no link. */
  editUrl?: string | null;
  /** When and by whom the page last changed: front matter's `last_update`, else git's. */
  lastUpdate?: { date: string | null; author: string | null } | null;
}

export interface ContentDoc extends DocMeta {
  nodeId: string;
  sourcePath: string;
  description: string | null;
  unlisted: boolean;
  page: PageDisplay;
}

export interface ContentPost extends PostSummary {
  nodeId: string;
  sourcePath: string;
  words: number;
  unlisted: boolean;
  authors: Author[];
  page: PageDisplay;
}

export interface SiteModel {
  /** Every doc, unlisted ones included (their pages are built). */
  docs: ContentDoc[];
  /** The same docs by id. */
  docById: Map<string, ContentDoc>;
  /** The docs a sidebar, a list or search may lead to: all but the unlisted ones. */
  listedDocs: ContentDoc[];
  /** Newest first, unlisted ones included (their pages are built). */
  posts: ContentPost[];
  /** The posts blog lists, feeds and search show: all but the unlisted ones, newest first. */
  listedPosts: ContentPost[];
  /** The listed posts as list entries, newest first. */
  summaries: PostSummary[];
  sidebars: Record<string, SidebarItem[]>;
  /** The sidebar each doc belongs to, by route; docs outside every sidebar are absent. */
  sidebarOf: Map<string, string>;
  /** Where each `docSidebar` navbar item points: the first page of its sidebar. */
  sidebarLinks: Record<string, string>;
  /** The top-level section of each doc, by route: its sidebar's top-level item, or its top folder's label outside every sidebar. */
  sectionOf: Map<string, string>;
  /**
   * Each folder holding a doc, by its path under the docs folder (`opencv`,
   * `machine_learning/neural_network`), as a sidebar's category for it would
   * have it: its label and its doc (null for none).
   */
  folders: Map<string, DocFolder>;
  /** Each docs version's main doc, by version name. */
  mainDocs: Record<string, ContentDoc>;
  years: YearGroup<PostSummary>[];
  tags: { tag: string; posts: PostSummary[] }[];
  /** The home page's topic cards: the docs the config names, with their label and description. */
  homeTopics: { title: string; href: string; text: string | null }[];
  /** The pages generated for categories whose `_category_` link is `generated-index`. */
  generatedIndexes: GeneratedIndexPage[];
  /** Each tag's label, page and description (blog/tags.yml, or inline). */
  tagInfo: Map<string, TagInfo>;
  /** Authors with a page (`page` in blog/authors.yml), in the file's order, with their listed posts, newest first. */
  authorPages: { author: Author; posts: PostSummary[] }[];
}

export interface DocFolder {
  label: string;
  doc: ContentDoc | null;
}

export interface GeneratedIndexPage {
  path: string;
  title: string;
  description: string | null;
  sidebarId: string;
  /** The category's items as cards. */
  cards: { label: string; href: string | null; description: string | null }[];
}

/** An error in the configuration as applied to the content (an unknown sidebar or doc id). */
export class ModelError extends Error {
  constructor(message: string) {
    super(`src/config/site.ts: ${message}`);
    this.name = 'ModelError';
  }
}

/** The docs among the entries, in route order. */
const contentDocs = (entries: readonly ContentEntry[]): ContentDoc[] =>
  entries
    .filter((e) => e.kind === 'doc' && e.docId)
    .map((e) => ({
      nodeId: e.nodeId,
      sourcePath: e.sourcePath,
      id: e.docId!,
      path: e.slug,
      title: e.title,
      description: e.description,
      sidebarLabel: e.sidebarLabel,
      sidebarPosition: e.sidebarPosition,
      unlisted: e.unlisted,
      page: e.page,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));

const summary = ({ slug, title, date, description, tags }: ContentEntry): PostSummary => ({ path: slug, title, date: date!, description, tags: [...tags] });

/**
 * Builds the model from the content entries. Throws a {@link ModelError} when
 * the configuration names a sidebar or doc that the content does not have.
 */
export function buildSiteModel(
  entries: readonly ContentEntry[],
  config: Pick<SiteConfig, 'docs' | 'navbar' | 'blog' | 'home'>,
  categories: Readonly<Record<string, CategoryMeta>> = {},
  authors: ReadonlyMap<string, Author> = new Map(),
  tagsFile: ReadonlyMap<string, TagInfo> = new Map(),
): SiteModel {
  const docs = contentDocs(entries);
  const posts = sortPostsNewestFirst(
    entries
      .filter((e) => e.kind === 'post' && e.date)
      .map((e) => ({
        ...summary(e),
        nodeId: e.nodeId,
        sourcePath: e.sourcePath,
        words: e.words,
        unlisted: e.unlisted,
        authors: resolveAuthors(e.authors ?? {}, authors, e.sourcePath),
        page: e.page,
      })),
  );
  // Unlisted pages are built, but no sidebar, list or feed leads to them.
  const listedDocs = docs.filter((d) => !d.unlisted);
  const listedPosts = posts.filter((p) => !p.unlisted);

  let sidebars: Record<string, SidebarItem[]>;
  let sidebarLinks: Record<string, string>;
  const mainDocs: Record<string, ContentDoc> = {};
  let homeTopics: SiteModel['homeTopics'];
  let folders: Map<string, DocFolder>;
  try {
    sidebars = buildSidebars(config.docs.sidebars, listedDocs, {
      categories,
      basePath: config.docs.routeBasePath,
      source: config.docs.sidebarPath ?? undefined,
      allDocIds: new Set(docs.map((d) => d.id)),
    });
    folders = docFolders(docs, categories);
    sidebarLinks = resolveDocSidebarLinks(config.navbar.items, sidebars);
    for (const version of config.docs.versions) mainDocs[version.name] = getDoc(docs, version.mainDocId) as ContentDoc;
    homeTopics = config.home.topics.map((id) => {
      const doc = getDoc(docs, id) as ContentDoc;
      return { title: doc.sidebarLabel ?? doc.title, href: doc.path, text: doc.description };
    });
  } catch (error) {
    throw new ModelError((error as Error).message);
  }

  const { sidebarOf, sectionOf } = docPlaces(sidebars, docs, folders);
  const generatedIndexes = generatedIndexPages(sidebars, docs);

  // One summary per listed post, in the same order.
  const summaries = listedPosts.map(({ path, title, date, description, tags }) => ({ path, title, date, description, tags }));
  return {
    docs,
    docById: new Map(docs.map((d) => [d.id, d])),
    listedDocs,
    posts,
    listedPosts,
    summaries,
    sidebars,
    sidebarOf,
    sidebarLinks,
    sectionOf,
    folders,
    mainDocs,
    years: groupPostsByYear(summaries),
    tags: groupPostsByTag(summaries),
    homeTopics,
    generatedIndexes,
    tagInfo: new Map(posts.flatMap((p) => p.tags).map((tag) => [tag, tagInfo(tag, tagsFile, config.blog.routeBasePath)])),
    // As Docusaurus: an author with a page has one even before their first post.
    authorPages: [...authors.values()]
      .filter((author) => author.page !== null)
      .map((author) => ({ author, posts: summaries.filter((_, i) => listedPosts[i].authors.some((a) => a.key === author.key)) })),
  };
}

/**
 * Every folder above a doc, with the label and doc a sidebar's category for it
 * would have. Unlisted docs count: a folder's doc is a page either way, and an
 * unlisted doc outside every sidebar still has its place.
 */
function docFolders(docs: readonly ContentDoc[], categories: Readonly<Record<string, CategoryMeta>>): Map<string, DocFolder> {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const folders = new Map<string, DocFolder>();
  for (const doc of docs) {
    const parts = doc.id.split('/');
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (folders.has(dir)) continue;
      const folder = folderDoc(dir, categories[dir], byId);
      folders.set(dir, { label: folderLabel(dir, categories[dir], folder), doc: folder });
    }
  }
  return folders;
}

/**
 * Which sidebar each page of a sidebar is in, and each doc's section: its
 * sidebar's top-level item, else (outside every sidebar) its top folder's
 * label, or its own for a doc at the top.
 */
function docPlaces(sidebars: Record<string, SidebarItem[]>, docs: readonly ContentDoc[], folders: ReadonlyMap<string, DocFolder>) {
  const sidebarOf = new Map<string, string>();
  const sectionOf = new Map<string, string>();
  for (const [id, items] of Object.entries(sidebars)) {
    for (const item of items) {
      if (item.type !== 'doc' && item.type !== 'category') continue;
      // A `ref` links to a doc of another sidebar: the doc stays in its own.
      for (const link of item.type === 'doc' ? [item] : flattenSidebar([item])) {
        if (link.ref) continue;
        sidebarOf.set(link.href, id);
        sectionOf.set(link.href, item.label);
      }
    }
  }
  for (const doc of docs) {
    if (sectionOf.has(doc.path)) continue;
    const [top, ...rest] = doc.id.split('/');
    sectionOf.set(doc.path, rest.length > 0 ? folders.get(top)!.label : (doc.sidebarLabel ?? doc.title));
  }
  return { sidebarOf, sectionOf };
}

/** The pages of the categories whose `_category_` link is a generated index, each with its items as cards. */
function generatedIndexPages(sidebars: Record<string, SidebarItem[]>, docs: readonly ContentDoc[]): GeneratedIndexPage[] {
  const byPath = new Map(docs.map((d) => [d.path, d]));
  const pages: GeneratedIndexPage[] = [];
  const collect = (items: readonly SidebarItem[], sidebarId: string) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.generatedIndex && item.href) {
        pages.push({
          path: item.href,
          title: item.generatedIndex.title,
          description: item.generatedIndex.description,
          sidebarId,
          cards: (item.items ?? [])
            .flatMap((child) => (child.type === 'html' ? [] : [child]))
            .map((child) => ({
              label: child.label,
              href: child.href,
              description:
                child.type === 'category' && child.generatedIndex
                  ? child.generatedIndex.description
                  : ((child.href && byPath.get(child.href)?.description) ?? null),
            })),
        });
      }
      collect(item.items ?? [], sidebarId);
    }
  };
  for (const [id, items] of Object.entries(sidebars)) collect(items, id);
  return pages;
}
