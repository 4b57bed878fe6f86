/**
 * Compiles .ts and .tsx files, in place of Gatsby's own gatsby-plugin-typescript,
 * which a site may replace by configuring a plugin of that name
 * (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/bootstrap/load-plugins/load-internal-plugins.ts).
 * Gatsby's adds Babel's optional-chaining and `??` transforms to every file
 * whatever the browsers targeted; this one adds no Babel plugin: the site's
 * babel.config.cjs has the TypeScript preset and decides the rest from the
 * browserslist. The webpack rule is Gatsby's plugin's own:
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.0/packages/gatsby-plugin-typescript/src/gatsby-node.js
 */
import type { GatsbyNode } from 'gatsby';

export const resolvableExtensions: GatsbyNode['resolvableExtensions'] = () => ['.ts', '.tsx'];

/** Gatsby's babel-loader entry (typed `Function` in Gatsby's types). */
type JsLoader = (options: { isPageTemplate: boolean; resourceQuery: string }) => object;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, loaders }) => {
  const js = loaders.js as JsLoader;
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          use: ({ resourceQuery, issuer }: { resourceQuery: string; issuer: string }) => [js({ isPageTemplate: /async-requires/.test(issuer), resourceQuery })],
        },
      ],
    },
  });
};
