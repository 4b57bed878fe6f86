import type { GatsbyNode } from 'gatsby';
import { gatsbyState } from './gatsbyState';
import { initSite } from './site';

/** Gives the renderer its cache in every process Gatsby starts (the main one and its workers). */
export const onPluginInit: GatsbyNode['onPluginInit'] = ({ store, cache }) => {
  initSite(gatsbyState(store).program.directory, cache);
};
