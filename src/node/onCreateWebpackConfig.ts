import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { gatsbyState } from './gatsbyState';
import { unusedRuntimePlugins } from './webpack/unusedRuntime';

/**
 * CSS modules give every class a unique name, so the order in which templates
 * pull their stylesheets into the one CSS chunk does not matter; without this
 * the extractor warns about "conflicting order" on every build.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, store }) => {
  const { flattenedPlugins, program } = gatsbyState(store);
  // Changes to DocSearch's module; each is explained in the loader.
  actions.setWebpackConfig({
    module: {
      // An import of a name a module does not export fails the build, where webpack
      // only warns by default: a class taken from a CSS module that lacks it would
      // otherwise ship as `undefined`, unstyled (https://webpack.js.org/configuration/module/#moduleparserjavascriptexportspresence).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
          use: [path.join(program.directory, 'src/node/webpack/docsearchPatches.cjs')],
        },
      ],
    },
  });
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({ plugins: unusedRuntimePlugins(flattenedPlugins, program.directory) });
  }
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  // Gatsby's index.d.ts types getConfig as `Function`; it returns the stage's webpack configuration.
  const config = (getConfig as () => Configuration)();
  for (const plugin of config.plugins ?? []) {
    if (isCssExtractPlugin(plugin)) plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};

/** Gatsby's mini-css-extract-plugin (1.6), which keeps its options on the instance (`this.options`). */
function isCssExtractPlugin(plugin: NonNullable<Configuration['plugins']>[number]): plugin is WebpackPluginInstance & { options: { ignoreOrder?: boolean } } {
  return typeof plugin === 'object' && plugin?.constructor?.name === 'MiniCssExtractPlugin';
}
