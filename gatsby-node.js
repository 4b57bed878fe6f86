// Gatsby's Node APIs: node/gatsbyNode.ts and the site's Node code it imports, bundled by esbuild as Gatsby
// loads this file (node/siteNodeBundle.cjs says why not Gatsby's own TypeScript compile).
module.exports = require('./node/siteNodeBundle.cjs').loadBundled(__dirname, 'gatsby-node');
