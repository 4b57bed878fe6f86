import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { contentDirOf, siteDocsVersions } from './versionsFile';
import { gatsbyCommand, gatsbyState } from './gatsbyState';
import { limitHeapGrowth } from './heapGrowth';
import { initSite } from './site';
import { hookOn } from './privateHooks/gate';

/** Gives the renderer its cache in every process Gatsby starts (the main one and its workers), and a build's workers their heaps' growth. */
export const onPluginInit: GatsbyNode['onPluginInit'] = ({ store, cache }) => {
  // A build's workers (the HTML's, and the queries' on more than two cores) watch their heaps before their pages fill them.
  // The main process watches its own from createPages on.
  if (gatsbyCommand() === 'build' && process.env.GATSBY_WORKER_ID && hookOn('heap-growth')) limitHeapGrowth();
  const { program, flattenedPlugins } = gatsbyState(store);
  const sources = flattenedPlugins.filter((p) => p.name === 'gatsby-source-filesystem' && p.pluginOptions.path);
  // The content folder, which holds the docs and the released versions' files.
  const contentDir = contentDirOf(program.directory);
  // The content folders (gatsby-source-filesystem's paths) and each released version's docs: links are also looked for from their roots.
  const contentRoots = [
    ...sources.map((p) => p.pluginOptions.path as string),
    ...siteDocsVersions()
      .filter((v) => v.sidebarsPath)
      .map((v) => path.join(contentDir, v.contentPath)),
  ];
  initSite(program.directory, cache, contentRoots, contentDir);
};
