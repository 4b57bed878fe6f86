import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { gatsbyState } from './gatsbyState';
import { inlinedStylesheetsDefinition } from './inlinedStylesheets';
import { developShellPlugins } from './webpack/developShell';
import { packageBuildDependenciesPlugin, relativeImportClosure, siteLockfiles } from './webpack/buildDependencies';
import { withoutBuildEnvironment } from './webpack/rendererEnv';
import { shortenClassNames } from './webpack/classNames';
import { minifyWithSwc } from './webpack/minifier';
import { customCssAlias } from './webpack/customCss';
import { DocusaurusApiErrors, DocusaurusApiResolver, docusaurusApiAliases } from './webpack/docusaurusApi';
import { siteConfig } from '../src/config/site';
import { runtimeReplacementPlugins } from './webpack/runtimeReplacements';
import { hookOn, hookTripped } from './privateHooks/gate';

/** The extension of a module's version for a production build's browser code. */
export const BROWSER_EXTENSION = '.browser.tsx';

/** The site's changes to Gatsby's webpack configuration, stage by stage; each private one is a hook of node/privateHooks. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins, store }) => {
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
          use: [path.join(program.directory, 'node/webpack/docsearchPatches.cjs')],
        },
        // React 18's server renderer, fixed (the loader says what); bundled into the HTML renderer below.
        {
          test: /react-dom[\\/]cjs[\\/]react-dom-server\.node\.production\.min\.js$/,
          use: [path.join(program.directory, 'node/webpack/reactDomServerPatch.cjs')],
        },
      ],
    },
    resolve: {
      // The site's own stylesheets, after the theme's (gatsby-browser.tsx), and the Docusaurus API of its React pages.
      alias: { ...customCssAlias(program.directory, siteConfig.customCss ?? []), ...docusaurusApiAliases(program.directory) },
      plugins: [new DocusaurusApiResolver()],
    },
    plugins: [new DocusaurusApiErrors()],
  });
  if (stage === 'build-javascript' && hookOn('runtime-replacements')) {
    actions.setWebpackConfig({ plugins: runtimeReplacementPlugins(flattenedPlugins, program.directory) });
  }
  if (stage === 'develop-html' && hookOn('develop-shell')) actions.setWebpackConfig({ plugins: developShellPlugins(program.directory) });
  // The stylesheets gatsby-ssr.tsx inlines, written by createPages, which runs before the renderer is bundled.
  if (stage === 'build-html' || stage === 'develop-html') {
    // Gatsby's index.d.ts types its plugin factories as `Function`; `define` makes webpack's DefinePlugin.
    const define = plugins.define as (definitions: Record<string, string>) => WebpackPluginInstance;
    actions.setWebpackConfig({ plugins: [define(inlinedStylesheetsDefinition())] });
  }
  // Gatsby's index.d.ts types getConfig as `Function`; it returns the stage's webpack configuration.
  const config = (getConfig as () => Configuration)();
  if (shortenClassNames(config) === 0) hookTripped('css-module-class-names', `the ${stage} configuration has no css-loader for CSS modules`);
  // The renderers (a Node target) made the same from the same code whatever the machine's environment (the module says why).
  if ((stage === 'build-html' || stage === 'develop-html') && hookOn('renderer-environment') && withoutBuildEnvironment(config) === null) {
    hookTripped('renderer-environment', `the ${stage} configuration has no DefinePlugin`);
  }
  // A cache made with other hooks off holds modules compiled otherwise (the TypeScript plugin's output, the browser's
  // hook flags): webpack's `cache.version` keeps caches of different versions apart (https://webpack.js.org/configuration/cache/#cacheversion).
  if (typeof config.cache === 'object' && config.cache.type === 'filesystem')
    config.cache.version = `private-hooks-off:${process.env.GATSBY_PRIVATE_HOOKS_OFF ?? ''}`;
  // What webpack's persistent cache is kept by (the module says why).
  if (config.cache && hookOn('webpack-build-dependencies')) {
    const configSources = relativeImportClosure(path.join(program.directory, 'node/onCreateWebpackConfig.ts'));
    // Gatsby lists the site's gatsby-node.js, which requires the bundle of all of node/ (node/siteNodeBundle.cjs).
    const gatsbyNode = path.join(program.directory, 'gatsby-node.js');
    const missing = () => hookTripped('webpack-build-dependencies', `the ${stage} compilation's build dependencies do not hold gatsby-node.js`);
    config.plugins = [
      ...(config.plugins ?? []),
      packageBuildDependenciesPlugin({ gatsbyNode, configSources, lockfiles: siteLockfiles(program.directory) }, missing),
    ];
  }
  // A production page's browser code takes `x.browser.tsx` where there is one beside `x.tsx`:
  // the frame's parts loaded after the page (src/components/Layout/chrome.browser.tsx).
  if (stage === 'build-javascript') config.resolve = { ...config.resolve, extensions: [BROWSER_EXTENSION, ...(config.resolve?.extensions ?? [])] };
  if (stage === 'build-javascript' && hookOn('swc-minifier') && !minifyWithSwc(config)) {
    hookTripped('swc-minifier', 'the build-javascript configuration has no minimizer named TerserPlugin');
  }
  if (stage === 'build-html') {
    const externals = bundlingReactDomServer(config.externals);
    if (externals === config.externals) hookTripped('react-dom-server-patch', "the renderer's externals are not a list with Gatsby's function");
    config.externals = externals;
  }
  // Gatsby lints the site's code under develop with a config of its own when it finds no `.eslintrc`
  // (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/webpack.config.js;
  // the site's is eslint.config.mjs, which `npm test` runs): 1.3 s of a cold start, and again on each edit
  // of a component (docs/performance.md#gatsby-develop).
  if (stage === 'develop' && hookOn('develop-without-eslint')) {
    const plugins = config.plugins ?? [];
    config.plugins = plugins.filter((plugin) => plugin?.constructor?.name !== 'ESLintWebpackPlugin');
    if (config.plugins.length === plugins.length) hookTripped('develop-without-eslint', 'the develop configuration has no plugin named ESLintWebpackPlugin');
  }
  if ((stage === 'build-javascript' || stage === 'develop') && hookOn('css-extract-options')) {
    const extractors = (config.plugins ?? []).filter(isCssExtractPlugin);
    if (extractors.length === 0) hookTripped('css-extract-options', `the ${stage} configuration has no plugin named MiniCssExtractPlugin`);
    // CSS modules give every class a unique name, so the order in which templates
    // pull their stylesheets into the one CSS chunk does not matter; without this
    // the extractor warns about "conflicting order" on every build.
    for (const plugin of extractors) {
      plugin.options.ignoreOrder = true;
      // The extractor's child compilers (one per stylesheet) run only for the stylesheets webpack's cache does not
      // hold, and webpack hashes their hashes into the compilation's (Compilation#createHash), so a build from a warm
      // cache got another compilation hash than a cold build of the same code: Gatsby then restitched and rewrote
      // every page, and open tabs reloaded. With `importModule` they are compiled in the compilation itself
      // (https://github.com/webpack-contrib/mini-css-extract-plugin/tree/v1.6.2#experimentalUseImportModule).
      if (stage === 'build-javascript') plugin.options.experimentalUseImportModule = true;
    }
  }
  actions.replaceWebpackConfig(config);
};

/** Gatsby's mini-css-extract-plugin (1.6), which keeps its options on the instance (`this.options`). */
function isCssExtractPlugin(
  plugin: NonNullable<Configuration['plugins']>[number],
): plugin is WebpackPluginInstance & { options: { ignoreOrder?: boolean; experimentalUseImportModule?: boolean } } {
  return typeof plugin === 'object' && plugin?.constructor?.name === 'MiniCssExtractPlugin';
}

type ExternalItem = Extract<NonNullable<Configuration['externals']>, unknown[]>[number];

/**
 * Gatsby's HTML renderer leaves `react` and `react-dom/*` out of its bundle, for Node to require
 * (its externals function: https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/webpack.config.js#L641).
 * `react-dom/server` is bundled instead, so that webpack's loader can fix it (node/webpack/reactDomServerPatch.cjs);
 * `react` stays Node's, one instance for the renderer and the pages.
 */
export function bundlingReactDomServer(externals: Configuration['externals']): Configuration['externals'] {
  // Unchanged when there is no function to wrap: the caller then knows the patch would not apply.
  if (!Array.isArray(externals) || !externals.some((external) => typeof external === 'function')) return externals;
  return externals.map((external): ExternalItem => {
    if (typeof external !== 'function') return external;
    // Gatsby's is of webpack's callback kind.
    return (data, callback) => (data.request === 'react-dom/server' ? callback() : external(data, callback));
  });
}
