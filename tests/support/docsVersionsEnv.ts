// The docs versions the pages' code reads (src/config/docsVersions.ts), as gatsby-config.ts sets them for a build of the site's own content: the docs folder alone.
import { siteConfig } from '../../src/config/site';
import { publicDocsVersion, resolveDocsVersions } from '../../src/lib/versions';

process.env.GATSBY_DOCS_VERSIONS = JSON.stringify(resolveDocsVersions(siteConfig.docs, []).map(publicDocsVersion));
