import type { GatsbyNode } from 'gatsby';
import { gatsbyState } from './gatsbyState';
import { initSite } from './site';

/** Gives the renderer its cache in every process Gatsby starts (the main one and its workers). */
export const onPluginInit: GatsbyNode['onPluginInit'] = ({ store, cache }) => {
  const { program, flattenedPlugins } = gatsbyState(store);
  // The content folders (gatsby-source-filesystem's paths): links are also looked for from their roots.
  const contentRoots = flattenedPlugins.filter((p) => p.name === 'gatsby-source-filesystem' && p.pluginOptions.path).map((p) => p.pluginOptions.path as string);
  initSite(program.directory, cache, contentRoots);
};
