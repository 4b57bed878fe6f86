/**
 * Whether the site has a blog: a Docusaurus site's blog/ is optional, and a site without one has no
 * blog pages, feeds or links to them, as Docusaurus makes none without posts. node/gatsbyConfig.ts sets
 * GATSBY_HAS_BLOG from whether content/blog exists, before anything reads it; Gatsby writes it into
 * the pages' code as a constant (https://www.gatsbyjs.com/docs/how-to/local-development/environment-variables/),
 * and the pages write the test out where they use it (`process.env.GATSBY_HAS_BLOG !== 'false'`), so
 * webpack folds it and a site's pages carry only their own case. Unset (the unit tests), the site has one.
 */
export const siteHasBlog = (): boolean => process.env.GATSBY_HAS_BLOG !== 'false';
