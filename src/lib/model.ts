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
import { buildSidebars, flattenSidebar, folderDoc, folderLabel, getDoc, translateSidebars, type CategoryMeta, type DocMeta, type SidebarItem } from './sidebar';
import { CURRENT_VERSION, lastVersionOf, resolveDocsVersions, type DocsVersion } from './versions';
import { withoutTrailingSlash } from './routes';
import { ModelError } from './modelError';

export { ModelError };

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
  /** Docs only: the name of the docs version the file belongs to (`current` for the docs folder); null for a post. */
  version?: string | null;
  /** A translation's locale (`i18n/<locale>/…`); absent for the default locale's files. */
  locale?: string | null;
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

/** One docs version's docs, and what is derived from them alone. */
export interface DocsVersionModel {
  version: DocsVersion;
  /** Every doc, unlisted ones included (their pages are built). */
  docs: ContentDoc[];
  /** The same docs by id. */
  docById: Map<string, ContentDoc>;
  /** The docs a sidebar, a list or search may lead to: all but the unlisted ones. */
  listedDocs: ContentDoc[];
  sidebars: Record<string, SidebarItem[]>;
  /** The sidebar each doc belongs to, by route; docs outside every sidebar are absent. */
  sidebarOf: Map<string, string>;
  /** Where each `docSidebar` navbar item points, by the sidebar's id (the first page of its sidebar), and each `doc` item (`docLinkKey`). */
  sidebarLinks: Record<string, string>;
  /** The top-level section of each doc, by route: its sidebar's top-level item, or its top folder's label outside every sidebar. */
  sectionOf: Map<string, string>;
  /**
   * Each folder holding a doc, by its path under the docs folder (`opencv`,
   * `machine_learning/neural_network`), as a sidebar's category for it would
   * have it: its label and its doc (null for none).
   */
  folders: Map<string, DocFolder>;
  /** Where the version dropdown leads from a page the version does not have. */
  mainDoc: ContentDoc;
  /** The pages generated for categories whose `_category_` link is `generated-index`. */
  generatedIndexes: GeneratedIndexPage[];
}

/** A version's docs as the pages of a version read them. */
export type DocsPart = Omit<DocsVersionModel, 'version' | 'mainDoc'>;

/**
 * The site model. Its docs fields are the last version's (the docs at the docs' route), which the
 * home page, llms.txt and the navbar lead to; `versions` holds every version's, the last one's included.
 */
export interface SiteModel extends DocsPart {
  /** Every docs version, in the version dropdown's order (src/lib/versions.ts). */
  versions: DocsVersionModel[];
  /** Each docs version's main doc, by version name. */
  mainDocs: Record<string, ContentDoc>;
  /** Newest first, unlisted ones included (their pages are built). */
  posts: ContentPost[];
  /** The posts blog lists, feeds and search show: all but the unlisted ones, newest first. */
  listedPosts: ContentPost[];
  /** The listed posts as list entries, newest first. */
  summaries: PostSummary[];
  years: YearGroup<PostSummary>[];
  tags: { tag: string; posts: PostSummary[] }[];
  /** The home page's topic cards: the docs the config names, with their label and description. */
  homeTopics: { title: string; href: string; text: string | null }[];
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

/** What a docs version is built from besides its docs: its sidebars (the config's or its sidebars file's) and its folders' `_category_` files. */
export interface VersionSource {
  version: DocsVersion;
  sidebars: SiteConfig['docs']['sidebars'];
  /** Where its sidebars come from, for errors. */
  sidebarsSource?: string;
  categories: Readonly<Record<string, CategoryMeta>>;
  /** In a locale other than the default: its translations of the sidebars' labels (src/lib/sidebar/translations.ts). */
  sidebarTranslations?: Readonly<Record<string, string>>;
}

/**
 * Builds the model from the content entries. Throws a {@link ModelError} when
 * the configuration names a sidebar or doc that the content does not have.
 * `versions` are the docs versions with their sidebars; without them the docs
 * folder is the only version, with the config's sidebars and `categories`.
 */
export function buildSiteModel(
  entries: readonly ContentEntry[],
  config: Pick<SiteConfig, 'docs' | 'navbar' | 'blog' | 'home'>,
  categories: Readonly<Record<string, CategoryMeta>> = {},
  authors: ReadonlyMap<string, Author> = new Map(),
  tagsFile: ReadonlyMap<string, TagInfo> = new Map(),
  versions: readonly VersionSource[] = resolveDocsVersions(config.docs, []).map((version) => ({
    version,
    sidebars: config.docs.sidebars,
    sidebarsSource: config.docs.sidebarPath ?? undefined,
    categories,
  })),
): SiteModel {
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
  const listedPosts = posts.filter((p) => !p.unlisted);

  const versionModels = versions.map((source) =>
    buildVersionModel(
      entries.filter((e) => (e.version ?? CURRENT_VERSION) === source.version.name),
      source,
      config,
    ),
  );
  const last = lastVersionOf(versionModels.map((v) => ({ ...v, isLast: v.version.isLast })));
  let homeTopics: SiteModel['homeTopics'];
  try {
    homeTopics = config.home.topics.map((id) => {
      const doc = getDoc(last.docs, id) as ContentDoc;
      return { title: doc.sidebarLabel ?? doc.title, href: doc.path, text: doc.description };
    });
  } catch (error) {
    throw new ModelError((error as Error).message);
  }

  // One summary per listed post, in the same order.
  const summaries = listedPosts.map(({ path, title, date, description, tags }) => ({ path, title, date, description, tags }));
  const { version: _version, mainDoc: _mainDoc, isLast: _isLast, ...lastDocs } = last;
  return {
    ...lastDocs,
    versions: versionModels,
    mainDocs: Object.fromEntries(versionModels.map((v) => [v.version.name, v.mainDoc])),
    posts,
    listedPosts,
    summaries,
    years: groupPostsByYear(summaries),
    tags: groupPostsByTag(summaries),
    homeTopics,
    tagInfo: new Map(posts.flatMap((p) => p.tags).map((tag) => [tag, tagInfo(tag, tagsFile, config.blog.routeBasePath)])),
    // As Docusaurus: an author with a page has one even before their first post.
    authorPages: [...authors.values()]
      .filter((author) => author.page !== null)
      .map((author) => ({ author, posts: summaries.filter((_, i) => listedPosts[i].authors.some((a) => a.key === author.key)) })),
  };
}

/** One version's docs, sidebars and what derives from them. */
function buildVersionModel(entries: readonly ContentEntry[], source: VersionSource, config: Pick<SiteConfig, 'docs' | 'navbar'>): DocsVersionModel {
  const { version, categories } = source;
  const docs = contentDocs(entries);
  const listedDocs = docs.filter((d) => !d.unlisted);
  let sidebars: Record<string, SidebarItem[]>;
  let sidebarLinks: Record<string, string>;
  let mainDoc: ContentDoc;
  let folders: Map<string, DocFolder>;
  try {
    if (docs.length === 0)
      throw new Error(`the docs version "${version.name}" has no docs: its folder content/${version.contentPath} holds no .md or .mdx file`);
    sidebars = buildSidebars(source.sidebars, listedDocs, {
      categories,
      basePath: version.path,
      source: source.sidebarsSource,
      allDocIds: new Set(docs.map((d) => d.id)),
    });
    if (source.sidebarTranslations) sidebars = translateSidebars(sidebars, source.sidebarTranslations);
    folders = docFolders(docs, categories);
    // A docSidebar or doc navbar item leads to a version without its sidebar or doc nowhere, as in Docusaurus; the last version must have it.
    const docRoutes = new Map(docs.map((d) => [d.id, d.path]));
    const items = version.isLast
      ? config.navbar.items
      : config.navbar.items.filter((item) => (item.type !== 'docSidebar' || item.sidebarId in sidebars) && (item.type !== 'doc' || docRoutes.has(item.docId)));
    sidebarLinks = resolveDocSidebarLinks(items, sidebars, docRoutes);
    mainDoc = (version.mainDocId ? getDoc(docs, version.mainDocId) : defaultMainDoc(docs, sidebars, version.path)) as ContentDoc;
  } catch (error) {
    throw new ModelError((error as Error).message);
  }
  const { sidebarOf, sectionOf } = docPlaces(sidebars, docs, folders);
  return {
    version,
    docs,
    docById: new Map(docs.map((d) => [d.id, d])),
    listedDocs,
    sidebars,
    sidebarOf,
    sidebarLinks,
    sectionOf,
    folders,
    mainDoc,
    generatedIndexes: generatedIndexPages(sidebars, docs),
  };
}

/** Docusaurus's main doc of a version: the doc at its root, else the first doc of its first sidebar, else its first doc. */
function defaultMainDoc(docs: readonly ContentDoc[], sidebars: Record<string, SidebarItem[]>, versionPath: string): ContentDoc {
  const root = withoutTrailingSlash(versionPath);
  const first = Object.values(sidebars)
    .map((items) => flattenSidebar(items)[0])
    .find(Boolean);
  return (
    docs.find((d) => withoutTrailingSlash(d.path) === root) ??
    (first && docs.find((d) => d.path === first.href)) ??
    docs.slice().sort((a, b) => a.id.localeCompare(b.id))[0]
  );
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
