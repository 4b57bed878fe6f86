/**
 * What the pages' code knows of the docs versions (src/lib/versions.ts): their names, labels, paths
 * and banners, resolved at build time from the config and the content's `versions.json` by
 * node/gatsbyConfig.ts and inlined as GATSBY_DOCS_VERSIONS (Gatsby puts GATSBY_ variables in the bundle:
 * https://www.gatsbyjs.com/docs/how-to/local-development/environment-variables/#accessing-environment-variables-in-the-browser).
 * The unit tests set it in tests/support/docsVersionsEnv.ts.
 *
 * A site of one version bundles none of the code for several: that code sits behind
 * `process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true' ? … : …` (or `&&`), written out where it is
 * used, which webpack folds to its constant branch, dropping the other with what only it imports
 * (https://webpack.js.org/plugins/define-plugin/#usage). node/gatsbyConfig.ts sets it too.
 */
import type { PublicDocsVersion } from '../lib/versions';

export const docsVersions = JSON.parse(process.env.GATSBY_DOCS_VERSIONS!) as PublicDocsVersion[];

/** The version at the docs' own route. */
export const lastDocsVersion = docsVersions.find((v) => v.isLast)!;
