/**
 * How Gatsby compiles the site's own code (src/, gatsby-browser, gatsby-ssr,
 * Gatsby's .cache runtime) for the browser and the server renderer.
 *
 * Gatsby's default, babel-preset-gatsby, down-levels optional chaining, `??`,
 * spread and classes for every target, even for the browsers its own default
 * browserslist names (`>0.25%, not dead and supports es6-module`), which all
 * run them natively. Compiled for those targets, every page's first-load
 * JavaScript is about 1.9 kB gzip smaller (figures in docs/performance.md#figures-behind-the-code). A babel config file replaces the preset for the site's
 * files (https://www.gatsbyjs.com/docs/how-to/custom-configuration/babel/);
 * Gatsby still adds its own required plugins (GraphQL query removal, page
 * template exports, React Refresh under develop), and compiles node_modules
 * with its own preset. plugins/gatsby-plugin-typescript does the same for
 * the transforms Gatsby's TypeScript plugin forces on .ts and .tsx files.
 */
const { env } = require('node:process');
const fs = require('node:fs');
const { THEME_IDS_FILE } = require('./src/i18n/messageKey.cjs');

module.exports = (api) => ({
  presets: [
    // Targets: package.json's browserslist, Gatsby's own default written out, so that Babel, Gatsby and autoprefixer read one list.
    ['@babel/preset-env', { bugfixes: true, modules: false, exclude: ['transform-typeof-symbol'] }],
    ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
    '@babel/preset-typescript',
  ],
  // Helpers, when a target needs one, come from @babel/runtime once, not inlined into every file.
  plugins: [
    ['@babel/plugin-transform-runtime', { helpers: true, regenerator: false, useESModules: true }],
    // A Docusaurus page's `import styles from './x.module.css'` (docs/importing-docusaurus.md#react-pages).
    require.resolve('./plugins/babel-plugin-css-module-default.cjs'),
    // A build of one locale has the theme's words written out (src/i18n/translate.ts). An option, not the plugin's own
    // reading of the environment: babel-loader's cache keys on the options, so a second locale compiles the pages again.
    // With several, the list of the theme's ids gives the keys (src/i18n/messageKey.cjs): its text is an option too, for the same reason.
    [
      require.resolve('./plugins/babel-plugin-translate.cjs'),
      {
        oneLocale: api.cache.using(() => env.GATSBY_SEVERAL_LOCALES !== 'true'),
        themeIds: api.cache.using(() => (env.GATSBY_SEVERAL_LOCALES === 'true' ? fs.readFileSync(THEME_IDS_FILE, 'utf8') : '')),
      },
    ],
  ],
});
