import type { Configuration } from 'webpack';

/** webpack's DefinePlugin, which keeps its definitions on the instance. */
type DefinePlugin = { constructor: { name: string }; definitions: Record<string, unknown> };

const isDefinePlugin = (plugin: unknown): plugin is DefinePlugin =>
  typeof plugin === 'object' && plugin !== null && plugin.constructor?.name === 'DefinePlugin' && 'definitions' in plugin;

/**
 * Takes the build's environment out of the HTML renderer's definitions. For a
 * Node target Gatsby defines every variable of the environment it runs in as
 * `process.env.<NAME>` (`processEnv` in
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/webpack.config.js),
 * and DefinePlugin hashes all of its definitions into every module it parses
 * (`VALUE_DEP_MAIN`). A build run in an environment that differed in any
 * variable (a CI run's id, the shell's `OLDPWD`) made a renderer that hashed
 * differently with the same code, and Gatsby rendered every page again
 * (docs/performance.md#figures-behind-the-code). The renderer runs in Gatsby's workers,
 * whose environment is the build's, so such a variable reads the same at
 * render time. `GATSBY_` variables, `NODE_ENV` (which lets the bundler drop
 * development code) and what the site's `.env` files define stay. Returns how
 * many definitions it took out, or null when the configuration has no
 * DefinePlugin (private hook `renderer-environment`, node/privateHooks).
 */
export function withoutBuildEnvironment(config: Configuration, env: NodeJS.ProcessEnv = process.env): number | null {
  let removed = 0;
  let found = false;
  for (const plugin of config.plugins ?? []) {
    if (!isDefinePlugin(plugin)) continue;
    found = true;
    for (const name of Object.keys(env)) {
      if (name === 'NODE_ENV' || name.startsWith('GATSBY_')) continue;
      const key = `process.env.${name}`;
      if (key in plugin.definitions) {
        delete plugin.definitions[key];
        removed++;
      }
    }
  }
  return found ? removed : null;
}
