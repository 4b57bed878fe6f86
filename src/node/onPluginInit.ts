import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { contentDirOf, siteDocsVersions } from './versionsFile';
import { gatsbyState } from './gatsbyState';
import { initSite } from './site';

/** Gives the renderer its cache in every process Gatsby starts (the main one and its workers). */
export const onPluginInit: GatsbyNode['onPluginInit'] = ({ store, cache }) => {
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
