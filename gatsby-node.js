// Gatsby's Node APIs: src/node/gatsbyNode.ts and the site's Node code it imports, bundled by esbuild as Gatsby
// loads this file (src/node/siteNodeBundle.cjs says why not Gatsby's own TypeScript compile).
module.exports = require('./src/node/siteNodeBundle.cjs').loadBundled(__dirname, 'gatsby-node');
