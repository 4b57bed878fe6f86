import type { GatsbyNode } from 'gatsby';
import type { RenderedMdx } from './mdx/compile';
import type { RenderStore } from './mdx/renderCache';
import type { DataFileNode, MdxFields, MdxNode, SiteSummary } from './site';
import { builtSite, contentKey, dataFiles, fileRoutes, loadSite, renderNode, SITE_SUMMARY_CACHE_KEY, summarize, withFileLinks, type Site } from './site';
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
 * instead of failing) and the rendered content, resolved from the renderer's
 * cache rather than stored on the node (see src/node/mdx/renderCache.ts).
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type MdxFields {
      ${Object.entries(MDX_FIELDS).map(([name, type]) => `${name}: ${type}`).join('\n      ')}
    }
    type MdxHeading {
      depth: Int!
      id: String!
      value: String!
    }
    type MdxRendered {
      html: String!
      contentTitle: String
      headings: [MdxHeading!]!
      hasMath: Boolean!
    }
    type Mdx implements Node {
      fields: MdxFields
    }
    type SearchIndexFile {
      url: String!
      records: Int!
      docsearchCss: String!
    }
    type SidebarLink {
      sidebarId: String!
      href: String!
    }
    type DocsVersionLink {
      name: String!
      href: String!
    }
    type BlogTag {
      key: String!
      label: String!
      path: String!
    }
    type HomeTopic {
      title: String!
      href: String!
      text: String
    }
  `);
};

type Context = { nodeModel: { findAll: (q: object) => Promise<{ entries: Iterable<unknown> }> } };

/** The Mdx nodes and data files a query sees (looking them up also makes the query depend on them under `gatsby develop`). */
async function contentNodes(context: Context): Promise<{ nodes: MdxNode[]; data: DataFileNode[] }> {
  const { entries } = await context.nodeModel.findAll({ type: 'Mdx' });
  const files = await context.nodeModel.findAll({ type: 'File', query: { filter: { name: { in: ['_category_', 'authors', 'tags'] } } } });
  return { nodes: [...entries] as MdxNode[], data: dataFiles([...files.entries] as never[]) };
}

/** What the resolvers read: each page's rendering, the site summary, and the whole site for what only it has. */
interface QueryView {
  rendered(node: MdxNode): Promise<RenderedMdx>;
  summary(): Promise<SiteSummary>;
  site(): Promise<Site>;
}

/** From a site this process has built (every query under `gatsby develop`, and the main process of a build). */
function siteView(site: Promise<Site>): QueryView {
  return {
    rendered: async (node) => (await site).rendered.get(node.id) ?? renderNode(node),
    summary: async () => summarize(await site),
    site: () => site,
  };
}

/**
 * In a query worker of `gatsby build`, which has not built the site: each
 * page's rendering from the renderer's cache (createPages has just rendered
 * them all), its links made routes, and nothing kept; the rest from the
 * summary createPages stored. Should the summary be of other content, the
 * worker builds the site itself.
 */
function workerView({ nodes, data }: { nodes: MdxNode[]; data: DataFileNode[] }, cache: RenderStore, warn: (message: string) => void): QueryView {
  const routeOf = fileRoutes(nodes);
  const key = contentKey(nodes, data);
  let whole: Promise<Site> | null = null;
  const site = () => (whole ??= loadSite(nodes, data));
  const stored = (async () => {
    const summary = (await cache.get(SITE_SUMMARY_CACHE_KEY)) as SiteSummary | undefined;
    if (summary?.key === key) return summary;
    warn('The site summary in the cache is not of the content this query worker sees: it builds the whole site itself (more memory, same pages).');
    return summarize(await site());
  })();
  return {
    rendered: async (node) => withFileLinks(await renderNode(node, { keep: false }), routeOf).page,
    summary: () => stored,
    site,
  };
}

/**
 * Under `gatsby build` the content does not change while queries run: each
 * process (the main one, a query worker) looks the nodes up once. Looking them
 * up for every query, as `gatsby develop` must, costs each page query a walk
 * over every Mdx node: O(pages²) for a build, 22 minutes of a 10,000-doc build.
 * `gatsby_executing_command` is set by gatsby-cli and passed on to its workers
 * (https://github.com/gatsbyjs/gatsby/blob/gatsby-cli%405.16.0/packages/gatsby-cli/src/create-cli.ts).
 */
let buildView: Promise<QueryView> | null = null;

function queryView(context: Context, cache: RenderStore, warn: (message: string) => void): Promise<QueryView> {
  const building = process.env.gatsby_executing_command === 'build';
  if (building && buildView) return buildView;
  const view = contentNodes(context).then((content) => {
    const built = building ? builtSite() : null;
    if (built) return siteView(built);
    if (building) return workerView(content, cache, warn);
    return siteView(loadSite(content.nodes, content.data));
  });
  if (building) buildView = view;
  return view;
}

/**
 * Values derived from the site model, for templates and static queries. They
 * read the model; none of them writes a file (the index is written by
 * onPostBuild, and served under `gatsby develop` by onCreateDevServer).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, store, cache, reporter }) => {
  const siteDir: string = store.getState().program.directory;
  const view = (context: Context) => queryView(context, cache, (message) => reporter.warn(message));
  const summary = async (context: Context) => (await view(context)).summary();
  createResolvers({
    Mdx: {
      // Links between content files are routes in this copy.
      rendered: { type: 'MdxRendered!', resolve: async (node: MdxNode, _args: unknown, context: Context) => (await view(context)).rendered(node) },
    },
    Query: {
      searchIndex: {
        type: 'SearchIndexFile!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => {
          const { index } = await summary(context);
          return { url: index.url, records: index.records, docsearchCss: await docSearchCssUrl(siteDir) };
        },
      },
      searchRecords: {
        type: 'JSON!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => (await (await view(context)).site()).records,
      },
      blogTags: {
        type: '[BlogTag!]!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => (await summary(context)).tags,
      },
      homeTopics: {
        type: '[HomeTopic!]!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => (await summary(context)).homeTopics,
      },
      docsVersionLinks: {
        type: '[DocsVersionLink!]!',
        // Each docs version's main doc: where the version dropdown leads.
        resolve: async (_source: unknown, _args: unknown, context: Context) => Object.entries((await summary(context)).mainDocs).map(([name, href]) => ({ name, href })),
      },
      sidebarLinks: {
        type: '[SidebarLink!]!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => Object.entries((await summary(context)).sidebarLinks).map(([sidebarId, href]) => ({ sidebarId, href })),
      },
    },
  });
};
