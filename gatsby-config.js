// The site's Gatsby config: node/gatsbyConfig.ts, bundled by esbuild as Gatsby loads this file
// (node/siteNodeBundle.cjs says why not Gatsby's own TypeScript compile).
module.exports = require('./node/siteNodeBundle.cjs').loadBundled(__dirname, 'gatsby-config');
