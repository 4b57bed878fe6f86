// The site's Gatsby config: src/node/gatsbyConfig.ts, bundled by esbuild as Gatsby loads this file
// (src/node/siteNodeBundle.cjs says why not Gatsby's own TypeScript compile).
module.exports = require('./src/node/siteNodeBundle.cjs').loadBundled(__dirname, 'gatsby-config');
