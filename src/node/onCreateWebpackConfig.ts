import type { GatsbyNode } from 'gatsby';

/**
 * CSS modules give every class a unique name, so the order in which templates
 * pull their stylesheets into the one CSS chunk does not matter; without this
 * the extractor warns about "conflicting order" on every build.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  const config = getConfig();
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};
