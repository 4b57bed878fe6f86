import type { GatsbyNode } from 'gatsby';
import type { MdxFields, MdxNode } from './site';
import { dataFiles, loadSite, renderNode, type Site } from './site';
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

/**
 * Under `gatsby build` the content does not change while queries run: each
 * process (the main one, a query worker) looks the nodes up once. Looking them
 * up for every query, as `gatsby develop` must, costs each page query a walk
 * over every Mdx node: O(pages²) for a build, 22 minutes of a 10,000-doc build.
 * `gatsby_executing_command` is set by gatsby-cli and passed on to its workers
 * (https://github.com/gatsbyjs/gatsby/blob/gatsby-cli%405.16.0/packages/gatsby-cli/src/create-cli.ts).
 */
let buildSite: Promise<Site> | null = null;

/** The site model for the content the query sees (looking the nodes up also makes the query depend on them under `gatsby develop`). */
async function site(context: Context): Promise<Site> {
  const building = process.env.gatsby_executing_command === 'build';
  if (building && buildSite) return buildSite;
  const { entries } = await context.nodeModel.findAll({ type: 'Mdx' });
  const files = await context.nodeModel.findAll({ type: 'File', query: { filter: { name: { in: ['_category_', 'authors', 'tags'] } } } });
  const loaded = loadSite([...entries] as MdxNode[], dataFiles([...files.entries] as never[]));
  if (building) buildSite ??= loaded;
  return loaded;
}

/**
 * Values derived from the site model, for templates and static queries. They
 * read the model; none of them writes a file (the index is written by
 * onPostBuild, and served under `gatsby develop` by onCreateDevServer).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, store }) => {
  const siteDir: string = store.getState().program.directory;
  createResolvers({
    Mdx: {
      // From the model: its copy has the links between content files resolved to routes.
      rendered: { type: 'MdxRendered!', resolve: async (node: MdxNode, _args: unknown, context: Context) => (await site(context)).rendered.get(node.id) ?? renderNode(node) },
    },
    Query: {
      searchIndex: {
        type: 'SearchIndexFile!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => {
          const { index, records } = await site(context);
          return { url: index.url, records: records.length, docsearchCss: await docSearchCssUrl(siteDir) };
        },
      },
      searchRecords: {
        type: 'JSON!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => (await site(context)).records,
      },
      blogTags: {
        type: '[BlogTag!]!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => [...(await site(context)).model.tagInfo].map(([key, info]) => ({ key, label: info.label, path: info.path })),
      },
      homeTopics: {
        type: '[HomeTopic!]!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => (await site(context)).model.homeTopics,
      },
      docsVersionLinks: {
        type: '[DocsVersionLink!]!',
        // Each docs version's main doc: where the version dropdown leads.
        resolve: async (_source: unknown, _args: unknown, context: Context) =>
          Object.entries((await site(context)).model.mainDocs).map(([name, doc]) => ({ name, href: doc.path })),
      },
      sidebarLinks: {
        type: '[SidebarLink!]!',
        resolve: async (_source: unknown, _args: unknown, context: Context) =>
          Object.entries((await site(context)).model.sidebarLinks).map(([sidebarId, href]) => ({ sidebarId, href })),
      },
    },
  });
};
