// Gatsby's Node APIs, each in a module of node/; gatsby-node.js loads them bundled (node/siteNodeBundle.cjs).
export { onPreInit } from './onPreInit';
export { onPluginInit } from './onPluginInit';
export { createSchemaCustomization, createResolvers } from './schema';
export { onCreateNode } from './onCreateNode';
export { sourceNodes } from './sourceNodes';
export { createPages } from './createPages';
export { onPostBuild } from './onPostBuild';
export { onCreateDevServer } from './onCreateDevServer';
export { onCreateWebpackConfig } from './onCreateWebpackConfig';
export { onCreatePage } from './onCreatePage';
