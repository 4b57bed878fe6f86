import type { Store } from 'gatsby';
import { hookTripped } from './privateHooks/gate';

/**
 * What the site reads of Gatsby's redux state. The state is private (gatsby's
 * index.d.ts types `store.getState` as `Function`); these fields are those of
 * `IGatsbyState` in https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/redux/types.ts
 * - `program.directory`: the site's folder, from the command's arguments (redux/reducers/program.ts);
 * - `pages`: every page created so far, by path (redux/reducers/pages.ts);
 * - `flattenedPlugins`: every plugin with its id, its options and the Node and
 *   browser APIs it implements (redux/reducers/flattened-plugins.ts; `nodeAPIs`
 *   and `browserAPIs` are set in src/bootstrap/load-plugins/validate.ts);
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
    pluginOptions: { path?: string };
  }[];
  typeOwners?: { typesToPlugins?: Map<string, string> };
  statefulSourcePlugins?: Set<string>;
}

/** Why `state` is not of the shape {@link GatsbyState} describes, or null when it is (its required fields alone). */
export function gatsbyStateShape(state: unknown): string | null {
  const s = state as Partial<Record<keyof GatsbyState, unknown>> | null;
  if (typeof s !== 'object' || s === null) return 'store.getState() gave no object';
  const program = s.program as { directory?: unknown } | undefined;
  if (typeof program?.directory !== 'string') return 'the state has no program.directory';
  if (!(s.pages instanceof Map)) return "the state's pages are not a Map";
  if (!Array.isArray(s.flattenedPlugins) || s.flattenedPlugins.some((p: { name?: unknown }) => typeof p?.name !== 'string')) {
    return "the state's flattenedPlugins are not a list of named plugins";
  }
  return null;
}

const checkedStores = new WeakSet<object>();

/** Gatsby's redux state, typed as far as the site reads it; its shape is checked the first time a store is read (private hook `gatsby-state`). */
export function gatsbyState(store: Store): GatsbyState {
  const state = (store as unknown as { getState(): GatsbyState }).getState();
  if (!checkedStores.has(store)) {
    const wrong = gatsbyStateShape(state);
    if (wrong) hookTripped('gatsby-state', wrong);
    checkedStores.add(store);
  }
  return state;
}

/** The command gatsby-cli runs: it sets `gatsby_executing_command` for its process and the workers it starts. */
export const gatsbyCommand = (): string | undefined => process.env.gatsby_executing_command;
