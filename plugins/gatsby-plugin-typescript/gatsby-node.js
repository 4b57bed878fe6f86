// @ts-check
/**
 * Compiles .ts and .tsx files, in place of Gatsby's own gatsby-plugin-typescript,
 * which a site may replace by configuring a plugin of that name
 * (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/bootstrap/load-plugins/load-internal-plugins.ts).
 * Gatsby's adds Babel's optional-chaining and `??` transforms to every file
 * whatever the browsers targeted; this one adds no Babel plugin: the site's
 * babel.config.cjs has the TypeScript preset and decides the rest from the
 * browserslist. The webpack rule is Gatsby's plugin's own:
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.0/packages/gatsby-plugin-typescript/src/gatsby-node.js
 * Plain JavaScript, which Gatsby loads as it is (node/siteNodeBundle.cjs says why no TypeScript here).
 */

/** @type {import('gatsby').GatsbyNode['resolvableExtensions']} */
exports.resolvableExtensions = () => ['.ts', '.tsx'];

/** @type {import('gatsby').GatsbyNode['onCreateWebpackConfig']} */
exports.onCreateWebpackConfig = ({ actions, loaders }) => {
  // Gatsby's babel-loader entry (typed `Function` in Gatsby's types).
  const js = /** @type {(options: { isPageTemplate: boolean; resourceQuery: string }) => object} */ (loaders.js);
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          /** @param {{ resourceQuery: string; issuer: string }} data */
          use: ({ resourceQuery, issuer }) => [js({ isPageTemplate: /async-requires/.test(issuer), resourceQuery })],
        },
      ],
    },
  });
};
