// Gatsby's Node APIs; each lives in src/node/.
export { onPreInit } from './src/node/onPreInit';
export { onPluginInit } from './src/node/onPluginInit';
export { createSchemaCustomization, createResolvers } from './src/node/schema';
export { onCreateNode } from './src/node/onCreateNode';
export { sourceNodes } from './src/node/sourceNodes';
export { createPages } from './src/node/createPages';
export { onPostBuild } from './src/node/onPostBuild';
export { onCreateDevServer } from './src/node/onCreateDevServer';
export { onCreateWebpackConfig } from './src/node/onCreateWebpackConfig';
export { onCreatePage } from './src/node/onCreatePage';
