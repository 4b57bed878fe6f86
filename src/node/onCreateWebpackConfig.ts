import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { unusedRuntimePlugins, type BrowserPlugin } from './webpack/unusedRuntime';

/**
 * CSS modules give every class a unique name, so the order in which templates
 * pull their stylesheets into the one CSS chunk does not matter; without this
 * the extractor warns about "conflicting order" on every build.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, store }) => {
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
          use: [path.join(store.getState().program.directory, 'src/node/webpack/docsearchPatches.cjs')],
        },
      ],
    },
  });
  if (stage === 'build-javascript') {
    const { flattenedPlugins, program } = store.getState() as { flattenedPlugins: BrowserPlugin[]; program: { directory: string } };
    actions.setWebpackConfig({ plugins: unusedRuntimePlugins(flattenedPlugins, program.directory) });
  }
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  const config = getConfig();
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};
