import type { GatsbyNode } from 'gatsby';
import { initSite } from './site';

/** Gives the renderer its cache in every process Gatsby starts (the main one and its workers). */
export const onPluginInit: GatsbyNode['onPluginInit'] = ({ store, cache }) => {
  initSite(store.getState().program.directory, cache);
};
