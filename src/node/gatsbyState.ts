import type { Store } from 'gatsby';

/**
 * What the site reads of Gatsby's redux state. The state is private (gatsby's
 * index.d.ts types `store.getState` as `Function`); these fields are those of
 * `IGatsbyState` in https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/redux/types.ts
 * - `program.directory`: the site's folder, from the command's arguments (redux/reducers/program.ts);
 * - `pages`: every page created so far, by path (redux/reducers/pages.ts);
 * - `flattenedPlugins`: every plugin with its id, its options and the Node and
 *   browser APIs it implements (redux/reducers/flattened-plugins.ts; `nodeAPIs`
 *   and `browserAPIs` are set in src/bootstrap/load-plugins/validate.ts), and
 *   the file its gatsby-node was compiled to, when Gatsby compiled it
 *   (`resolvedCompiledGatsbyNode`, src/utils/parcel/compile-gatsby-files.ts);
 * - `typeOwners.typesToPlugins`: the plugin that owns each node type (redux/reducers/type-owners.ts);
 * - `statefulSourcePlugins`: the plugins whose nodes the stale-node sweep leaves alone (redux/reducers/stateful-source-plugins.ts).
 */
export interface GatsbyState {
  program: { directory: string };
  pages: Map<string, unknown>;
  flattenedPlugins: {
    name: string;
    id?: string;
    nodeAPIs?: string[];
    browserAPIs?: string[];
    resolvedCompiledGatsbyNode?: string;
    pluginOptions: { path?: string };
  }[];
  typeOwners?: { typesToPlugins?: Map<string, string> };
  statefulSourcePlugins?: Set<string>;
}

/** Gatsby's redux state, typed as far as the site reads it. */
export function gatsbyState(store: Store): GatsbyState {
  return (store as unknown as { getState(): GatsbyState }).getState();
}

/** The command gatsby-cli runs: it sets `gatsby_executing_command` for its process and the workers it starts. */
export const gatsbyCommand = (): string | undefined => process.env.gatsby_executing_command;
