// @ts-check
// For the develop check (scripts/test-develop.mjs), listed before gatsby-plugin-mdx when GATSBY_TEST_LATE_MDX names a
// file (node/gatsbyConfig.ts): Gatsby runs each node's onCreateNode plugin by plugin, so holding this one holds
// gatsby-plugin-mdx's, and the file's Mdx node comes after createPages has begun, as it can on a loaded machine.
// createPages must wait for it (node/mdxNodesCaughtUp.ts); the check fails if it does not.
const HOLD_MS = 2000;

/** @type {import('gatsby').GatsbyNode['onCreateNode']} */
exports.onCreateNode = async ({ node, reporter }, options) => {
  if (node.internal.type !== 'File' || node.name !== options.name) return;
  reporter.info(`gatsby-plugin-late-mdx: holding ${String(node.relativePath)} for ${HOLD_MS} ms`);
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
};
