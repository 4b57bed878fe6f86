import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../config/site';
import { resolveDocSidebarLinks } from '../lib/config/validate';
import { buildSidebars } from '../lib/sidebar';
import path from 'node:path';
import { docsFromNodes, type MdxNodeWithFields } from './content';
import type { SearchRecord } from '../lib/search/records';
import { siteSearchRecords, writeSearchIndex, type MdxNodeForSearch } from './searchRecords';
import { docSearchCssUrl } from './vendorAssets';

/**
 * Declares the fields every Mdx node gets (see onCreateNode), so a query of a
 * field no file sets returns null instead of failing.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type MdxHeading {
      depth: Int!
      id: String!
      value: String!
    }
    type MdxSearchBlock {
      kind: String!
      depth: Int
      id: String
      text: String!
    }
    type MdxFields {
      kind: String!
      slug: String!
      docId: String
      sourcePath: String!
      title: String!
      description: String
      date: String
      tags: [String!]!
      sidebarPosition: Float
      sidebarLabel: String
      html: String!
      headings: [MdxHeading!]!
      hasMath: Boolean!
      searchBlocks: [MdxSearchBlock!]!
      words: Int!
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
  `);
};

/**
 * `siteNavigation.sidebarLinks`: where each docSidebar navbar item points (the
 * first page of its sidebar), resolved from the docs at build time.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, store }) => {
  const siteDir: string = store.getState().program.directory;
  const publicDir = path.join(siteDir, 'public');
  type Context = { nodeModel: { findAll: (q: object) => Promise<{ entries: Iterable<unknown> }> } };
  // Several queries ask for the records in one build: build them, and write
  // the file, once per state of the content.
  let cache: { key: string; value: { records: SearchRecord[]; file: Promise<{ url: string }> } } | null = null;
  const siteSearch = async (context: Context) => {
    const nodes = [...(await context.nodeModel.findAll({ type: 'Mdx' })).entries] as (MdxNodeForSearch & { internal: { contentDigest: string } })[];
    const key = nodes.map((n) => `${n.id}:${n.internal.contentDigest}:${JSON.stringify(n.fields?.slug)}`).join('|');
    if (cache?.key !== key) {
      const records = siteSearchRecords(nodes);
      cache = { key, value: { records, file: writeSearchIndex(records, publicDir) } };
    }
    return cache.value;
  };
  createResolvers({
    Query: {
      // The embedded search index: written to public/ when queried, so that
      // under `gatsby develop` an edited page is searchable after a reload.
      searchIndex: {
        type: 'SearchIndexFile!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => {
          const { records, file } = await siteSearch(context);
          return { url: (await file).url, records: records.length, docsearchCss: await docSearchCssUrl(siteDir) };
        },
      },
      searchRecords: {
        type: 'JSON!',
        resolve: async (_source: unknown, _args: unknown, context: Context) => (await siteSearch(context)).records,
      },
      sidebarLinks: {
        type: '[SidebarLink!]!',
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: { findAll: (q: object) => Promise<{ entries: Iterable<unknown> }> } }) => {
          const { entries } = await context.nodeModel.findAll({ type: 'Mdx' });
          const docs = docsFromNodes([...entries] as MdxNodeWithFields[]);
          const links = resolveDocSidebarLinks(siteConfig.navbar.items, buildSidebars(siteConfig.docs.sidebars, docs));
          return Object.entries(links).map(([sidebarId, href]) => ({ sidebarId, href }));
        },
      },
    },
  });
};
