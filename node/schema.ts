import type { GatsbyNode } from 'gatsby';
import { INDEX_ENTRY_URL } from '../src/lib/search/indexFormat';
import { canonicalElsewhere } from '../src/lib/versionLinks';
import { gatsbyCommand, gatsbyState } from './gatsbyState';
import type { RenderStore } from './mdx/renderCache';
import { dataFiles, SIDEBARS_SOURCE, type DataFileNode } from './dataFiles';
import type { MdxFields, MdxNode } from './mdxNode';
import { builtSite, contentKey, lastBuiltSite, loadSite, type Site } from './site';
import { SITE_SUMMARY_CACHE_KEY, summarize, type SiteSummary } from './siteSummary';
import { I18N_FOLDER } from './siteLocales';
import { docSearchCssUrl } from './vendorAssets';

/**
 * The GraphQL type of each field onCreateNode sets. `satisfies` ties it to
 * the one TypeScript type of those fields: a field added to or removed from
 * `ContentEntry` (src/lib/model.ts) fails the type check until it is here too.
 */
const MDX_FIELDS = {
  kind: 'String!',
  sourcePath: 'String!',
  slug: 'String!',
  docId: 'String',
  version: 'String',
  locale: 'String',
  title: 'String!',
  description: 'String',
  date: 'String',
  tags: '[String!]!',
  sidebarPosition: 'Float',
  sidebarLabel: 'String',
  words: 'Int!',
  unlisted: 'Boolean!',
  page: 'JSON!',
  authors: 'JSON',
} as const satisfies Record<keyof MdxFields, string>;

/**
 * Declares the Mdx fields (so a query of a field no file sets returns null
 * instead of failing: the sitemap reads them) and the types of the site-wide
 * values the chrome's static queries read. A page's own data, its rendered
 * content included, is in its context (node/pages/).
 *
 * Mdx, File and SitePage nodes are not inferred: every field a query reads is
 * declared (Gatsby's File and SitePage types declare all of their own). Gatsby
 * reads the nodes of every type not declared so here into its inference
 * metadata at each build, SitePage's with each page's context, Gatsby's own
 * `@dontInfer` on it notwithstanding (gatsby/dist/redux/reducers/inference-metadata.js):
 * 33,000 nodes on the 10,000-doc bench (docs/performance.md#figures-behind-the-code).
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type MdxFields {
      ${Object.entries(MDX_FIELDS)
        .map(([name, type]) => `${name}: ${type}`)
        .join('\n      ')}
    }
    type Mdx implements Node @dontInfer {
      fields: MdxFields
    }
    type File implements Node @dontInfer
    type SitePage implements Node @dontInfer
    type SearchIndexFile {
      url: String!
      records: Int!
      docsearchCss: String!
    }
    type SidebarLink {
      version: String!
      sidebarId: String!
      href: String!
    }
    type DocsVersionLink {
      name: String!
      href: String!
    }
  `);
};

export type Context = {
  nodeModel: {
    findAll: (q: object) => Promise<{ entries: Iterable<unknown> }>;
    trackPageDependencies: (result: unknown, dependencies: { connectionType: string }) => unknown;
  };
};

/**
 * The site a query of `gatsby build`'s own process reads: the one createPages built (a build's nodes do not
 * change after sourcing), without reading every content node again to find the content's key (0.4 s a query
 * on the 10,000-doc rebuild, four queries). The query still depends on every Mdx and File node, as
 * `findAll` would have recorded it (a connection: `trackPageDependencies`,
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/schema/node-model.js), so the
 * next build runs it again after any content change. Null under develop and in a query worker.
 */
export function siteOfThisBuild(context: Context, command = gatsbyCommand(), built = lastBuiltSite()): Promise<Site> | null {
  const site = command === 'build' ? built : null;
  if (site) for (const connectionType of ['Mdx', 'File']) context.nodeModel.trackPageDependencies([], { connectionType });
  return site;
}

/** The Mdx nodes and data files a query sees (looking them up also makes the query depend on them under `gatsby develop`). */
async function contentNodes(context: Context): Promise<{ nodes: MdxNode[]; data: DataFileNode[] }> {
  const { entries } = await context.nodeModel.findAll({ type: 'Mdx' });
  // The data files (node/dataFiles.ts): by name in the content folders, and every file of the sidebars' and translations' own.
  const named = await context.nodeModel.findAll({ type: 'File', query: { filter: { name: { in: ['_category_', 'authors', 'tags'] } } } });
  const sourced = await context.nodeModel.findAll({
    type: 'File',
    query: { filter: { sourceInstanceName: { in: [SIDEBARS_SOURCE, 'versioned_sidebars', I18N_FOLDER] } } },
  });
  const files = new Map([...named.entries, ...sourced.entries].map((f) => [(f as { id: string }).id, f]));
  return { nodes: [...entries] as MdxNode[], data: dataFiles([...files.values()] as never[]) };
}

/** The site a query reads: this build's, else the one of the content the query sees. */
async function siteOf(context: Context): Promise<Site> {
  const ofThisBuild = siteOfThisBuild(context);
  if (ofThisBuild) return ofThisBuild;
  const { nodes, data } = await contentNodes(context);
  return loadSite(nodes, data);
}

/**
 * The summary a query reads: in `gatsby build`'s own process, from the site
 * createPages built ({@link siteOfThisBuild}); else from the site this process
 * built for the content the query sees (every query under `gatsby develop`),
 * else from the one createPages stored (a query worker of `gatsby build`, which
 * has not built the site), else, should that be of other content, from a site
 * built here. Under develop the Mdx lookup comes first: it makes the query
 * depend on the content, so it runs again when a file changes.
 */
async function summaryOf(context: Context, cache: RenderStore, warn: (message: string) => void): Promise<SiteSummary> {
  const ofThisBuild = siteOfThisBuild(context);
  if (ofThisBuild) return summarize(await ofThisBuild);
  const { nodes, data } = await contentNodes(context);
  const key = contentKey(nodes, data);
  const built = builtSite(key);
  if (built) return summarize(await built);
  const stored = (await cache.get(SITE_SUMMARY_CACHE_KEY)) as SiteSummary | undefined;
  if (stored?.key === key) return stored;
  warn('The site summary in the cache is not of the content this query sees: the site is built again to answer it (more memory, same pages).');
  return summarize(await loadSite(nodes, data));
}

/**
 * Values derived from the site model, for templates and static queries. They
 * read the model; none of them writes a file (the index is written by
 * onPostBuild, and served under `gatsby develop` by onCreateDevServer).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, store, cache, reporter }) => {
  const siteDir = gatsbyState(store).program.directory;
  const summary = (context: Context) => summaryOf(context, cache, (message) => void reporter.warn(message));
  // Gatsby's index.d.ts types the action as `Function` (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createResolvers).
  (createResolvers as (resolvers: object) => void)({
    Query: {
      searchIndex: {
        type: 'SearchIndexFile!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => {
          const { index } = await summary(context);
          // Pages name the index's entry, which names its folder: a page's data stays the same when the content changes.
          return { url: INDEX_ENTRY_URL, records: index.records, docsearchCss: await docSearchCssUrl(siteDir) };
        },
      },
      // Read by gatsby-plugin-algolia's query (node/gatsbyConfig.ts), in the main process, after the pages.
      searchRecords: {
        type: 'JSON!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => (await siteOf(context)).records,
      },
      // Read by the sitemap's query (node/gatsbyConfig.ts), in the main process, after the pages: the pages of
      // other docs versions whose canonical URL is the last version's page.
      canonicalElsewhere: {
        type: '[String!]!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => (await siteOf(context)).locales.flatMap((l) => canonicalElsewhere(l.model)),
      },
      docsVersionLinks: {
        type: '[DocsVersionLink!]!',
        // Each docs version's main doc: where the version dropdown leads.
        resolve: async (_source: unknown, _args: unknown, context: Context) =>
          Object.entries((await summary(context)).mainDocs).map(([name, href]) => ({ name, href })),
      },
      // Every page's path, from Gatsby's store, for the sitemap (node/gatsbyConfig.ts): its query of
      // `allSitePage` would read every SitePage node, each with its page's context and so its HTML.
      pagePaths: {
        type: '[String!]!',
        resolve: () => [...gatsbyState(store).pages.keys()],
      },
      sidebarLinks: {
        type: '[SidebarLink!]!',
        resolve: async (_source: unknown, _args: unknown, context: Context) =>
          Object.entries((await summary(context)).sidebarLinks).flatMap(([version, links]) =>
            Object.entries(links).map(([sidebarId, href]) => ({ version, sidebarId, href })),
          ),
      },
    },
  });
};
