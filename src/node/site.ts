/**
 * The site as the build sees it: the Mdx nodes' entries, rendered once per
 * content and renderer version, the site model built from them, and the
 * search records and index derived from the model. `loadSite` is memoised on
 * the state of the content, so createPages, the resolvers, onPostBuild and
 * the dev server's index route all share one model per build.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Node } from 'gatsby';
import pLimit from 'p-limit';
import { parse as parseYaml } from 'yaml';
import { indexEntryJson, metaPath } from '../lib/search/indexFormat';
import { siteConfig } from '../config/site';
import { resolveFileLinks, type FileLink } from '../lib/mdx/fileLinks';
import { parseAuthorsFile, type Author } from '../lib/authors';
import { parseTagsFile, type TagInfo } from '../lib/tags';
import { validateCategoryMeta } from '../lib/category';
import { buildSiteModel, type ContentEntry, type SiteModel, type VersionSource } from '../lib/model';
import type { CategoryMeta, SidebarsConfig } from '../lib/sidebar';
import { firstParagraph, type SearchRecord } from '../lib/search/records';
import { siteSearchRecords } from '../lib/search/siteRecords';
import type { SearchIndexFiles } from './search/indexFiles';
import { searchIndexOnThread } from './search/indexThread';
import { renderMdx, type RenderedMdx } from './mdx/compile';
import { contentLabels } from './contentLabels';
import type { ContentLabels } from '../lib/mdx/contentLabels';
import { cachedRenderer, type CachedRender, type RenderStore } from './mdx/renderCache';
import { resetSandboxesHolding } from './mdx/sandbox';
import { rendererVersion } from './mdx/rendererVersion';
import { spreadRender, startRenderThreads, threadPolicy, type SpreadRender } from './mdx/renderThreads';
import { loadSidebarsFile, siteSidebars } from './sidebarsFile';
import { siteDocsVersions } from './versionsFile';
import { CURRENT_VERSION, versionOfContentFile } from '../lib/versions';
import { I18N_FOLDER, siteLocales } from './siteLocales';
import { gatsbyCommand } from './gatsbyState';
import { readIfThere } from './readIfThere';
import { parseTranslationFile } from '../lib/sidebarTranslations';
import { readThemeMessages } from './themeMessages';
import { localizedRoute, type SiteLocale } from '../lib/locales';
import { DOCS_PLUGIN_FOLDER, localeEntries, localizeHtmlLinks, translatedFilePlace } from '../lib/translations';
import { hashFile } from './mdx/images';
import { escapeHtml } from '../lib/html';
import { markdownOf } from '../lib/config/markdown';
import { hasMermaidFence } from '../lib/mdx/mermaidFence';

/** The fields onCreateNode gives an Mdx node: a content entry without the node id. */
export type MdxFields = Omit<ContentEntry, 'nodeId'>;

export interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
  fields?: MdxFields | null;
  internal: Node['internal'] & { contentFilePath?: string };
}

/** The site in one locale: what its pages are made from. */
export interface LocaleSite {
  locale: SiteLocale;
  model: SiteModel;
  /** Each page's rendering, by node id, its links leading to the locale's pages; pages that failed to render are absent. */
  rendered: Map<string, RenderedMdx>;
  /** The node ids of the pages the locale shows in the default locale's words, for want of a translation. */
  untranslated: ReadonlySet<string>;
  /** Its translations of the theme's words (src/node/themeMessages.ts); null in the default locale, or without them. */
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

/** The embedded index's folder under `gatsby develop`: one URL, its files served uncached from memory (onCreateDevServer.ts). */
export const DEVELOP_INDEX_URL = '/search/develop/';

/** The index's entry file, which pages name: its folder and its meta file (`INDEX_ENTRY_URL` in src/lib/search/indexFormat.ts). */
export const searchIndexEntry = (index: SearchIndexFiles): string => indexEntryJson(index.url, index.files.get(metaPath)!);

/**
 * The embedded index of `records`, made once, on its thread (src/node/search/indexThread.ts). A build starts
 * it at once, in a folder named by its content's hash so its files can be cached for good; under
 * `gatsby develop` a search's first request starts it (an author's edit reaches the screen sooner), and its
 * files are served from one folder, uncached.
 */
function searchIndex(records: readonly SearchRecord[], developing: boolean): Site['index'] {
  let made: Promise<SearchIndexFiles> | null = null;
  const index = () => (made ??= searchIndexOnThread(records, siteRoot).then((built) => (developing ? { ...built, url: DEVELOP_INDEX_URL } : built)));
  // Reported where it is awaited (onPostBuild); a build that fails before then exits without it.
  if (!developing) index().catch(() => undefined);
  return index;
}

let render: CachedRender | null = null;
/** The renderer under the cache, which renders on threads when there are many pages (src/node/mdx/renderThreads.ts). */
let spread: SpreadRender | null = null;

/** How many times files that pages are made from besides their own (partials, components, images) changed in this process. */
let dependencyChanges = 0;

/**
 * Under `gatsby develop`: files that pages were rendered from besides their own content file changed
 * (a partial, a component, an image, the site's global MDX components). Their pages render again, with
 * a new content sandbox when its runtime held one of the files, on the site's next build, which this
 * makes due. Returns how many such changes there have been, or null when no page was made from them.
 */
export async function forgetRenders(files: readonly string[]): Promise<number | null> {
  const changed = new Set(files);
  const held = (file: string) => changed.has(file);
  const runtime = await resetSandboxesHolding(held);
  // A page being rendered now may have read a file that just changed (a diagram drawn while its page rendered).
  await render?.settle();
  const pages = render?.forget(held) ?? 0;
  if (!runtime && pages === 0) return null;
  return ++dependencyChanges;
}

/** The files the current site's pages were rendered from besides their content files, for `gatsby develop` to watch. */
export async function renderDependencies(): Promise<string[]> {
  const site = await memo?.site.catch(() => null);
  if (!site) return [];
  return [...new Set([...site.rendered.values()].flatMap((r) => r.dependencies.map((d) => d.file)))];
}
/** What a page that does not render shows under `gatsby develop`: its error, with the file and the line, as text. */
export function errorRendering(error: Error): RenderedMdx {
  const message = error.message;
  return {
    html: `<div class="admonition admonition-danger" role="alert"><p class="admonition-title">This page does not build</p><div class="admonition-content"><pre><code>${escapeHtml(message)}</code></pre><p>Save a fix and the page shows again. A production build stops on this error.</p></div></div>`,
    css: null,
    contentTitle: null,
    excerpt: null,
    headings: [],
    hasMath: false,
    searchBlocks: [],
    images: [],
    dependencies: [],
    fileLinks: [],
    warnings: [],
    twin: { markdown: `This page does not build:\n\n    ${message.split('\n').join('\n    ')}\n`, refs: [] },
  };
}

/** The site's folder, where its sidebars file is found, and its content folder, where the released docs versions are (set by initSite). */
let siteRoot = process.cwd();
let contentRoot = path.join(siteRoot, 'content');

/** Sets up the renderer's cache; called by onPluginInit in every process Gatsby starts. */
export function initSite(siteDir: string, cache: RenderStore, contentRoots: readonly string[] = [], contentDir = path.join(siteDir, 'content')): void {
  siteRoot = siteDir;
  contentRoot = contentDir;
  const staticDir = path.join(siteDir, 'static');
  const { math, format, mdx1Compat } = markdownOf(siteConfig.markdown);
  const frameOrigins = siteConfig.frameOrigins ?? [];
  const options = { staticDir, math, format, mdx1Compat, contentRoots, frameOrigins };
  warmUp = () => renderMdx('Warm-up.\n\n```bash\necho\n```\n', 'warm-up.mdx', 0, options).then(() => undefined);
  // A build with many pages to render spreads them over threads; `gatsby develop` renders the page an author edits at once, here.
  void spread?.close();
  spread = spreadRender(
    ({ body, file, lineOffset, sourceFile, labels }) => renderMdx(body, file, lineOffset, { ...options, sourceFile, labels }),
    options,
    gatsbyCommand() === 'build' ? threadPolicy(process.env.SITE_RENDER_THREADS) : null,
    (count) => startRenderThreads(siteDir, count),
    (message) => console.warn(message),
  );
  render = cachedRenderer(
    // The config's switches are part of what decides the HTML.
    `${rendererVersion(siteDir)}:math=${math}:format=${format}:mdx1Compat=${JSON.stringify(mdx1Compat)}:frameOrigins=${frameOrigins.join(',')}`,
    cache,
    spread,
    async ({ dependencies }) => (await Promise.all(dependencies.map(async (d) => (await hashFile(d.file).catch(() => null)) === d.hash))).every(Boolean),
  );
}

let warmUp: (() => Promise<void>) | null = null;

/**
 * Starts what rendering needs (the content sandbox, the highlighter) by rendering a line of MDX: under
 * `gatsby develop` every page comes from the cache at start, so without it an author's first edit would
 * wait for them (3.8 s instead of about 1).
 */
export function warmRenderer(): Promise<void> {
  if (!warmUp) return Promise.reject(new Error('initSite() must run before rendering (see src/node/onPluginInit.ts)'));
  return warmUp();
}

/** The words rendering adds, by locale, read once per process (src/node/contentLabels.ts). */
const labelsByLocale = new Map<string, ContentLabels>();

/** Renders one Mdx node (from the cache when neither it nor the renderer changed); a translation with its locale's words. */
export async function renderNode(node: MdxNode): Promise<RenderedMdx> {
  if (!render) throw new Error('initSite() must run before rendering (see src/node/onPluginInit.ts)');
  const file = node.fields?.sourcePath ?? node.internal.contentFilePath ?? node.id;
  const locale = node.fields?.locale;
  if (locale && !labelsByLocale.has(locale)) labelsByLocale.set(locale, contentLabels(contentRoot, locale));
  return render({
    file,
    body: node.body,
    lineOffset: frontMatterLines(node),
    sourceFile: node.internal.contentFilePath,
    ...(locale ? { labels: labelsByLocale.get(locale) } : {}),
  });
}

/**
 * Lines above the body (the front matter block), so MDX errors give the file's own line numbers. Read synchronously:
 * every content file is read on every build, and small files read in turn beat the thread pool (src/node/writeChangedFiles.ts
 * has the figures).
 */
function frontMatterLines(node: MdxNode): number {
  const raw = node.internal.contentFilePath ? readIfThere(node.internal.contentFilePath) : null;
  const at = raw ? raw.lastIndexOf(node.body) : -1;
  return at <= 0 ? 0 : raw!.slice(0, at).split('\n').length - 1;
}

const entryOf = (node: MdxNode): ContentEntry | null => (node.fields?.slug ? { nodeId: node.id, ...node.fields } : null);

/** A data File node: a docs folder's `_category_` file, or the blog's `authors` or `tags` file. */
export interface DataFileNode extends Node {
  sourceInstanceName: string;
  relativeDirectory: string;
  relativePath: string;
  absolutePath: string;
  name: string;
  extension: string;
}

/** The data files among File nodes: the sidebars files, the docs' `_category_` files, and the blog's `authors` and `tags` files. */
export const dataFiles = (files: readonly Node[]) =>
  (files as DataFileNode[]).filter(
    (f) =>
      // The sidebars files (the site's and the released versions'), sourced by gatsby-config.ts so that an edit
      // under `gatsby develop` builds the site again.
      f.sourceInstanceName === SIDEBARS_SOURCE ||
      f.sourceInstanceName === 'versioned_sidebars' ||
      // A locale's translations of labels (Docusaurus's i18n/<locale>/…/current.json).
      (f.sourceInstanceName === I18N_FOLDER && f.extension === 'json') ||
      (/^(json|ya?ml)$/.test(f.extension) &&
        (((f.sourceInstanceName === 'docs' || f.sourceInstanceName === 'versioned_docs') && f.name === '_category_') ||
          (f.sourceInstanceName === 'blog' && (f.name === 'authors' || f.name === 'tags') && f.relativeDirectory === ''))),
  );

/** The name the sidebars file's File node is sourced under (gatsby-config.ts). */
export const SIDEBARS_SOURCE = 'sidebars';

/** A data file's parsed content (JSON or YAML); a file that cannot be read fails with its path. */
async function readDataFile(file: DataFileNode): Promise<{ raw: unknown; label: string }> {
  const label = `content/${file.sourceInstanceName}/${file.relativePath}`;
  try {
    const text = await fs.readFile(file.absolutePath, 'utf8');
    return { raw: file.extension === 'json' ? JSON.parse(text) : parseYaml(text), label };
  } catch (error) {
    throw new Error(`${label}: cannot be read: ${(error as Error).message}`);
  }
}

/** Reads the blog's `<name>.yml` (authors, tags) with `parse`; an empty map without the file. */
async function readBlogData<T>(files: readonly DataFileNode[], name: string, parse: (raw: unknown, label: string) => Map<string, T>): Promise<Map<string, T>> {
  const file = files.find((f) => f.sourceInstanceName === 'blog' && f.name === name);
  if (!file) return new Map();
  const { raw, label } = await readDataFile(file);
  return parse(raw, label);
}

/** The `_category_` files of each docs version's folders, by version name and folder. */
async function readCategories(files: readonly DataFileNode[]): Promise<Record<string, Record<string, CategoryMeta>>> {
  const categories: Record<string, Record<string, CategoryMeta>> = Object.fromEntries(siteDocsVersions().map((v) => [v.name, {}]));
  for (const file of files.filter((f) => f.sourceInstanceName === 'docs' || f.sourceInstanceName === 'versioned_docs')) {
    const place = versionOfContentFile(siteDocsVersions(), file.sourceInstanceName as 'docs', `${file.relativePath.split(path.sep).join('/')}`);
    if (!place) continue;
    const { raw, label } = await readDataFile(file);
    categories[place.version.name][path.posix.dirname(place.relativePath).replace(/^\.$/, '')] = validateCategoryMeta(raw, label);
  }
  return categories;
}

/** Each docs version's sidebars: the current docs' from the config or its sidebars file, a release's from its versioned sidebars file. */
async function versionSources(categories: Record<string, Record<string, CategoryMeta>>): Promise<VersionSource[]> {
  return Promise.all(
    siteDocsVersions().map(async (version) => {
      const file = version.sidebarsPath ? path.join(contentRoot, version.sidebarsPath) : null;
      // A release without a sidebars file has none, as in Docusaurus.
      const sidebars = file ? (existsSync(file) ? await loadSidebarsFile(file) : {}) : await siteSidebars(siteRoot, siteConfig.docs);
      return {
        version,
        sidebars: sidebars as SidebarsConfig,
        sidebarsSource: file ? path.relative(siteRoot, file) : (siteConfig.docs.sidebarPath ?? undefined),
        categories: categories[version.name],
      };
    }),
  );
}

/**
 * Files rendered at a time. Rendering is JavaScript, on the main thread or on
 * up to four threads (src/node/mdx/renderThreads.ts): more at once than they
 * can run gains nothing but holds more syntax trees in memory. Unbounded, a
 * cold build of 10,000 docs started all of them together.
 */
const RENDER_CONCURRENCY = 8;

/**
 * The files with diagrams first: a cold build then draws them in Chromium while its heap is small,
 * and closes the browser before the other pages fill it. Drawn amid them, Chromium's 0.5 to 1.2 GB
 * came on top of the build's largest heap (README, "Figures behind the code").
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
    // Files pages are made from besides their own changed under `gatsby develop` (forgetRenders).
    .update(`\0${dependencyChanges}`)
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

/** Each content file's route, by the file's absolute path. */
export function fileRoutes(nodes: readonly MdxNode[]): (file: string) => string | undefined {
  const routeByFile = new Map(nodes.filter((n) => n.internal.contentFilePath && n.fields?.slug).map((n) => [n.internal.contentFilePath!, n.fields!.slug]));
  return (file) => routeByFile.get(file);
}

/** A rendering with its links to other content files made routes, and the links whose file is not a page. */
export function withFileLinks(page: RenderedMdx, routeOf: (file: string) => string | undefined, pageRoute = '/'): { page: RenderedMdx; missing: FileLink[] } {
  const twin = page.twin.refs.some((ref) => ref.kind === 'file')
    ? {
        ...page.twin,
        refs: page.twin.refs.map((ref) => (ref.kind === 'file' ? { kind: 'url' as const, url: routeOf(ref.target)?.concat(ref.hash) ?? ref.original } : ref)),
      }
    : page.twin;
  if (page.fileLinks.length === 0) return { page: twin === page.twin ? page : { ...page, twin }, missing: [] };
  const { html, missing } = resolveFileLinks(page.html, page.fileLinks, routeOf, pageRoute);
  const excerpt = page.excerpt === null ? null : resolveFileLinks(page.excerpt, page.fileLinks, routeOf, pageRoute).html;
  return { page: { ...page, html, excerpt, twin }, missing };
}

/**
 * What the chrome's static queries read (src/node/schema.ts): small, whatever
 * the size of the site. createPages stores it in Gatsby's cache, so a query
 * worker answers from it without building the site again (the whole site
 * model, records and index: gigabytes for a large site).
 */
export interface SiteSummary {
  /** The content it was made from (`contentKey`). */
  key: string;
  index: { records: number };
  /** Where each `docSidebar` navbar item leads, by docs version and sidebar id. */
  sidebarLinks: Record<string, Record<string, string>>;
  /** Each docs version's main doc's route. */
  mainDocs: Record<string, string>;
}

export const SITE_SUMMARY_CACHE_KEY = 'site-summary';

export function summarize(site: Site): SiteSummary {
  const { model } = site;
  return {
    key: site.key,
    index: { records: site.records.length },
    sidebarLinks: Object.fromEntries(model.versions.map((v) => [v.version.name, v.sidebarLinks])),
    mainDocs: Object.fromEntries(Object.entries(model.mainDocs).map(([name, doc]) => [name, doc.path])),
  };
}

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
  await spread?.close();
  entries.sort((a, b) => a.sourcePath.localeCompare(b.sourcePath));
  const sources = await versionSources(categories);
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
      rendered: linkedPages(defaults, rendered, routeOf, defaultLocale, warnings),
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
        rendered: linkedPages(own.entries, rendered, routeOf, locale, warnings),
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
  const index = searchIndex(records, developing);
  return { key, ...locales[0], locales, errors, warnings, records, index };
}

/** The config as a locale's model reads it: the docs' and the blog's routes in the locale. */
const localizedConfig = (locale: SiteLocale): typeof siteConfig => ({
  ...siteConfig,
  docs: { ...siteConfig.docs, routeBasePath: localizedRoute(locale, siteConfig.docs.routeBasePath) },
  blog: { ...siteConfig.blog, routeBasePath: localizedRoute(locale, siteConfig.blog.routeBasePath) },
});

/**
 * The docs versions as a locale has them: at their routes in the locale, with the label and the sidebar
 * labels its `i18n/<locale>/docusaurus-plugin-content-docs/<current|version-name>.json` translates
 * (`version.label`: the banner and the badge; the version dropdown reads it from the page's messages,
 * src/node/themeMessages.ts).
 */
async function localizedSources(sources: readonly VersionSource[], locale: SiteLocale, dataNodes: readonly DataFileNode[]): Promise<VersionSource[]> {
  return Promise.all(
    sources.map(async (source) => {
      const { name } = source.version;
      const relativePath = `${locale.code}/${DOCS_PLUGIN_FOLDER}/${name === CURRENT_VERSION ? CURRENT_VERSION : `version-${name}`}.json`;
      const file = dataNodes.find((f) => f.sourceInstanceName === I18N_FOLDER && f.relativePath.split(path.sep).join('/') === relativePath);
      const messages = file ? await readDataFile(file).then(({ raw, label }) => parseTranslationFile(raw, label)) : {};
      const version = { ...source.version, label: messages['version.label'] ?? source.version.label, path: localizedRoute(locale, source.version.path) };
      return { ...source, version, sidebarTranslations: messages };
    }),
  );
}

/**
 * The renderings of `entries`, the pages of `locale`, with their links to content files (`routeOf`: their
 * routes in the default locale) made the locale's routes (a translation's link to a file the locale has
 * not translated leads to the original's page in the locale) and, outside the default locale, their
 * links to pages too.
 * Warns of links to files that do not exist, once per file.
 */
function linkedPages(
  entries: readonly ContentEntry[],
  rendered: ReadonlyMap<string, RenderedMdx>,
  routeOf: (file: string) => string | undefined,
  locale: SiteLocale,
  warnings: string[],
): Map<string, RenderedMdx> {
  const fileRoute = (file: string) => {
    if (locale.isDefault) return routeOf(file);
    const relative = path.relative(contentRoot, file).split(path.sep).join('/');
    const place = relative.startsWith('i18n/') ? translatedFilePlace(relative.slice('i18n/'.length)) : null;
    const original = place ? path.join(contentRoot, place.original) : file;
    const route = routeOf(original);
    return route === undefined ? undefined : localizedRoute(locale, route);
  };
  const linked = new Map<string, RenderedMdx>();
  for (const entry of entries) {
    const page = rendered.get(entry.nodeId);
    if (!page) continue;
    const { page: withLinks, missing } = withFileLinks(page, fileRoute, entry.slug);
    linked.set(entry.nodeId, locale.isDefault ? withLinks : localizedPage(withLinks, locale));
    // A file's missing links are reported once, with its own locale's pages.
    if (locale.isDefault || entry.locale)
      for (const link of missing) warnings.push(`${entry.sourcePath}${link.line ? `:${link.line}` : ''}: link to a file that does not exist: ${link.original}`);
  }
  return linked;
}

/** A rendering's links to pages as links to the locale's pages. */
const localizedPage = (page: RenderedMdx, locale: SiteLocale): RenderedMdx => ({
  ...page,
  html: localizeHtmlLinks(page.html, locale, siteLocales()),
  excerpt: page.excerpt === null ? null : localizeHtmlLinks(page.excerpt, locale, siteLocales()),
});
