/**
 * The site as the build sees it: the Mdx nodes' entries, rendered once per
 * content and renderer version, the site model built from them, and the
 * search records and index derived from the model. `loadSite` is memoised on
 * the state of the content, so createPages, the resolvers, onPostBuild and
 * the dev server's index route all share one model per build.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Node } from 'gatsby';
import pLimit from 'p-limit';
import { siteConfig } from '../src/config/site';
import { parseAuthorsFile, type Author } from '../src/lib/authors';
import { parseTagsFile, type TagInfo } from '../src/lib/tags';
import { buildSiteModel, type ContentEntry, type SiteModel } from '../src/lib/model';
import { firstParagraph, type SearchRecord } from '../src/lib/search/records';
import { siteSearchRecords } from '../src/lib/search/siteRecords';
import type { SearchIndexFiles } from './search/indexFiles';
import { searchIndex } from './search/siteIndex';
import type { RenderedMdx } from './mdx/compile';
import type { RenderStore } from './mdx/renderCache';
import { threadPolicy } from './mdx/renderThreads';
import { siteLocales } from './siteLocales';
import { gatsbyCommand } from './gatsbyState';
import { readThemeMessages } from './themeMessages';
import { localizedRoute, type SiteLocale } from '../src/lib/locales';
import { localeEntries } from '../src/lib/translations';
import { hasMermaidFence } from '../src/lib/mdx/mermaidFence';
import { dataFiles, readBlogData, readCategories, type DataFileNode } from './dataFiles';
import { fileRoutes, linkedPages } from './linkedPages';
import type { MdxNode } from './mdxNode';
import { closeRenderThreads, dependencyChangeCount, errorRendering, initRenderer, renderNode } from './siteRenderer';
import { localizedSources, versionSources } from './versionSources';

/** The site in one locale: what its pages are made from. */
export interface LocaleSite {
  locale: SiteLocale;
  model: SiteModel;
  /** Each page's rendering, by node id, its links leading to the locale's pages; pages that failed to render are absent. */
  rendered: Map<string, RenderedMdx>;
  /** The node ids of the pages the locale shows in the default locale's words, for want of a translation. */
  untranslated: ReadonlySet<string>;
  /** Its translations of the theme's words (node/themeMessages.ts); null in the default locale, or without them. */
  themeMessages: Readonly<Record<string, string>> | null;
}

/** The site: the default locale's (`model`, `rendered`), and every locale's in `locales`, the default first. */
export interface Site extends LocaleSite {
  /** The content it was built from (`contentKey`). */
  key: string;
  locales: LocaleSite[];
  /** Files that failed to render, with file and line. */
  errors: Error[];
  /** Problems that only warn (spec section 5): links to content files that do not exist. */
  warnings: string[];
  records: SearchRecord[];
  /** The embedded index: its files (JSON by path under its folder) and its folder's URL, made when first asked for. */
  index: () => Promise<SearchIndexFiles>;
}

/** The site's folder, where its sidebars file is found, and its content folder, where the released docs versions are (set by initSite). */
let siteRoot = process.cwd();
let contentRoot = path.join(siteRoot, 'content');

/** Sets up the renderer and its cache; called by onPluginInit in every process Gatsby starts. */
export function initSite(siteDir: string, cache: RenderStore, contentRoots: readonly string[] = [], contentDir = path.join(siteDir, 'content')): void {
  siteRoot = siteDir;
  contentRoot = contentDir;
  // A build with many pages to render spreads them over threads; `gatsby develop` renders the page an author edits at once, here.
  initRenderer(siteDir, contentDir, cache, contentRoots, gatsbyCommand() === 'build' ? threadPolicy(process.env.SITE_RENDER_THREADS) : null);
}

/** The files the current site's pages were rendered from besides their content files, for `gatsby develop` to watch. */
export async function renderDependencies(): Promise<string[]> {
  const site = await memo?.site.catch(() => null);
  if (!site) return [];
  return [...new Set([...site.rendered.values()].flatMap((r) => r.dependencies.map((d) => d.file)))];
}

const entryOf = (node: MdxNode): ContentEntry | null => (node.fields?.slug ? { nodeId: node.id, ...node.fields } : null);

/**
 * Files rendered at a time. Rendering is JavaScript, on the main thread or on
 * up to four threads (node/mdx/renderThreads.ts): more at once than they
 * can run gains nothing but holds more syntax trees in memory. Unbounded, a
 * cold build of 10,000 docs started all of them together.
 */
const RENDER_CONCURRENCY = 8;

/**
 * The files with diagrams first: a cold build then draws them in Chromium while its heap is small,
 * and closes the browser before the other pages fill it. Drawn amid them, Chromium's 0.5 to 1.2 GB
 * came on top of the build's largest heap (docs/performance.md#figures-behind-the-code).
 */
export function drawingFirst(nodes: readonly MdxNode[]): MdxNode[] {
  const drawing: MdxNode[] = [];
  const others: MdxNode[] = [];
  for (const node of nodes) (hasMermaidFence(node.body) ? drawing : others).push(node);
  return [...drawing, ...others];
}

let memo: { key: string; site: Promise<Site> } | null = null;

/** The state of the content: what the site is built from. */
export const contentKey = (nodes: readonly MdxNode[], dataNodes: readonly DataFileNode[] = []) =>
  createHash('sha256')
    .update(
      [...nodes, ...dataNodes]
        .map((n) => `${n.id}:${n.internal.contentDigest}:${(n as MdxNode).fields?.slug ?? ''}`)
        .sort()
        .join('|'),
    )
    // Files pages are made from besides their own changed under `gatsby develop` (forgetRenders, node/siteRenderer.ts).
    .update(`\0${dependencyChangeCount()}`)
    .digest('hex');

/** The site this process has built of the content `key` names, if it has (the main process's, once createPages has run). */
export const builtSite = (key: string): Promise<Site> | null => (memo?.key === key ? memo.site : null);

/**
 * The site createPages built, for onPostBuild: a build's nodes do not change after sourcing, and
 * reading all of them again to find its key was about a second of a CPU profile of the 10,000-doc
 * rebuild. Null when no site was built in this process.
 */
export const lastBuiltSite = (): Promise<Site> | null => memo?.site ?? null;

/** The site for the given Mdx nodes and data files; built once per state of the content. */
export function loadSite(nodes: readonly MdxNode[], dataNodes: readonly DataFileNode[] = []): Promise<Site> {
  const key = contentKey(nodes, dataNodes);
  if (memo?.key !== key) {
    memo = { key, site: buildSite(key, nodes, dataNodes) };
    // A model error (a bad config) is thrown again on the next call, not cached.
    memo.site.catch(() => (memo = null));
  }
  return memo.site;
}

/** The site from a Node API's `getNodesByType` (createPages, onPostBuild, the dev server). */
export const loadSiteFrom = (getNodesByType: (type: string) => Node[]) => loadSite(getNodesByType('Mdx') as MdxNode[], dataFiles(getNodesByType('File')));

/**
 * The error of a site model that could not be built, after the pages that failed to render: a doc
 * that failed is missing from the model (a sidebar then names an unknown id), and its own error says why.
 */
export function afterRenderErrors(renderErrors: readonly Error[], error: Error): Error {
  if (renderErrors.length === 0) return error;
  const messages = renderErrors.map((e) => e.message).sort();
  return new Error(`${messages.length} content file${messages.length === 1 ? '' : 's'} cannot be built:\n${messages.join('\n')}\n${error.message}`);
}

async function buildSite(key: string, nodes: readonly MdxNode[], dataNodes: readonly DataFileNode[]): Promise<Site> {
  const categories = await readCategories(dataNodes);
  // The blog's authors and tags files, their pages' routes in a locale.
  const blogData = async (locale: SiteLocale) => {
    const base = localizedRoute(locale, siteConfig.blog.routeBasePath);
    return {
      authors: await readBlogData<Author>(dataNodes, 'authors', (raw, label) => parseAuthorsFile(raw, label, base)),
      tags: await readBlogData<TagInfo>(dataNodes, 'tags', (raw, label) => parseTagsFile(raw, label, base)),
    };
  };
  const rendered = new Map<string, RenderedMdx>();
  const errors: Error[] = [];
  const entries: ContentEntry[] = [];
  const limit = pLimit(RENDER_CONCURRENCY);
  const developing = gatsbyCommand() === 'develop';
  await Promise.all(
    drawingFirst(nodes).map(async (node) => {
      const entry = entryOf(node);
      if (!entry) return;
      try {
        const page = await limit(() => renderNode(node));
        rendered.set(node.id, page);
        entries.push({ ...entry, description: entry.description ?? firstParagraph(page.searchBlocks) });
      } catch (error) {
        errors.push(error as Error);
        // Under develop the page stays, showing its error where the author is looking; the next good save replaces it.
        if (developing) {
          rendered.set(node.id, errorRendering(error as Error));
          entries.push({ ...entry, description: entry.description ?? null });
        }
      }
    }),
  );
  // Every page is rendered: the threads' heaps go back to the system before Gatsby's queries and HTML.
  await closeRenderThreads();
  entries.sort((a, b) => a.sourcePath.localeCompare(b.sourcePath));
  const sources = await versionSources(categories, siteRoot, contentRoot);
  const [defaultLocale, ...otherLocales] = siteLocales();
  const defaults = entries.filter((e) => !e.locale);
  let model: SiteModel;
  let locales: LocaleSite[];
  const warnings: string[] = [...rendered.values()].flatMap((r) => r.warnings);
  // Each content file's route in the default locale, which every locale's links start from.
  const routeOf = fileRoutes(nodes);
  try {
    // A sidebars file (Docusaurus's `sidebarPath`) replaces the config's sidebars.
    const { authors, tags } = await blogData(defaultLocale);
    model = buildSiteModel(defaults, siteConfig, {}, authors, tags, sources);
    const main: LocaleSite = {
      locale: defaultLocale,
      model,
      rendered: linkedPages(defaults, rendered, routeOf, defaultLocale, warnings, contentRoot),
      untranslated: new Set(),
      themeMessages: null,
    };
    locales = [main];
    for (const locale of otherLocales) {
      const own = localeEntries(
        defaults,
        entries.filter((e) => e.locale === locale.code),
        locale,
      );
      const { authors: localeAuthors, tags: localeTags } = await blogData(locale);
      const localeSources = await localizedSources(sources, locale, dataNodes);
      const localeModel = buildSiteModel(own.entries, localizedConfig(locale), {}, localeAuthors, localeTags, localeSources);
      locales.push({
        locale,
        model: localeModel,
        rendered: linkedPages(own.entries, rendered, routeOf, locale, warnings, contentRoot),
        untranslated: own.untranslated,
        themeMessages: readThemeMessages(contentRoot, locale.code),
      });
    }
  } catch (error) {
    throw afterRenderErrors(errors, error as Error);
  }
  // Each locale's pages, tagged with its code: search filters on the reader's (`language:<code>`), as DocSearch does.
  const records = locales.flatMap((l) =>
    siteSearchRecords(l.model, (nodeId) => l.rendered.get(nodeId)?.searchBlocks ?? [], {
      language: l.locale.code,
      blogLabel: siteConfig.blog.title,
      pageRank: siteConfig.search.pageRank,
    }),
  );
  const index = searchIndex(records, siteRoot, developing);
  return { key, ...locales[0], locales, errors, warnings, records, index };
}

/** The config as a locale's model reads it: the docs' and the blog's routes in the locale. */
const localizedConfig = (locale: SiteLocale): typeof siteConfig => ({
  ...siteConfig,
  docs: { ...siteConfig.docs, routeBasePath: localizedRoute(locale, siteConfig.docs.routeBasePath) },
  blog: { ...siteConfig.blog, routeBasePath: localizedRoute(locale, siteConfig.blog.routeBasePath) },
});
