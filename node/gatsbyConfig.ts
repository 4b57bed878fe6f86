import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { siteConfig } from '../src/config/site';
import { ALGOLIA_INDEX_SETTINGS } from '../src/lib/search/algoliaSettings';
import { withoutTrailingSlash } from '../src/lib/routes';
import { contentDirOf, siteDocsVersions } from './versionsFile';
import { publicDocsVersion } from '../src/lib/versions';
import { I18N_FOLDER, siteLocales } from './siteLocales';
import { hreflangAlternates, publicLocale } from '../src/lib/locales';
import { lastmodByRoute, lastmodOf, unlistedRoutes, type DatedContent } from '../src/lib/sitemapDates';
import { hookOn } from './privateHooks/gate';
import { offlineOf } from '../src/lib/config/defaults';
import { MDX_EXTENSIONS } from './mdxNode';

/**
 * Records go to Algolia only when the build has an admin key; the plugin is not
 * even configured otherwise (its dry run still calls Algolia, so it is no offline mode).
 */
const algoliaIndexing =
  process.env.ALGOLIA_ADMIN_KEY && siteConfig.search.appId
    ? [
        {
          resolve: 'gatsby-plugin-algolia',
          options: {
            appId: siteConfig.search.appId,
            apiKey: process.env.ALGOLIA_ADMIN_KEY,
            indexName: siteConfig.search.indexName,
            queries: [
              {
                query: '{ searchRecords }',
                transformer: ({ data }: { data: { searchRecords: object[] } }) => data.searchRecords,
                settings: ALGOLIA_INDEX_SETTINGS,
              },
            ],
            chunkSize: 1000,
          },
        },
      ]
    : [];

/** The site's folder: Gatsby runs in it (its `program.directory` is the working directory). */
const siteDir = process.cwd();
const contentDir = contentDirOf(siteDir);

/**
 * A folder of content as File nodes. `fastHash` fingerprints a file by its time of writing and inode
 * rather than by an MD5 of its bytes: the MD5 makes a WebAssembly hasher and a read stream per file,
 * all of them at once when sourcing starts (docs/performance.md#figures-behind-the-code).
 */
const contentSource = (name: string, folder: string) => ({ resolve: 'gatsby-source-filesystem', options: { name, path: folder, fastHash: true } });

// The docs versions, from the config and the content's versions.json; what pages need of them goes into the bundle (src/config/docsVersions.ts).
const docsVersions = siteDocsVersions();
process.env.GATSBY_DOCS_VERSIONS = JSON.stringify(docsVersions.map(publicDocsVersion));
process.env.GATSBY_DOCS_SEVERAL_VERSIONS = String(docsVersions.length > 1);
// A site may have no blog (a Docusaurus site's blog/ is optional): then no blog pages, feeds or links to them (src/lib/blogPresence.ts).
const blogDir = path.join(contentDir, 'blog');
process.env.GATSBY_HAS_BLOG = String(fs.existsSync(blogDir));
/** The released versions' docs and sidebars (Docusaurus's versioned_docs/ and versioned_sidebars/), when the site has any. */
const versionedContent = ['versioned_docs', 'versioned_sidebars']
  .filter((name) => docsVersions.some((v) => v.sidebarsPath) && fs.existsSync(path.join(contentDir, name)))
  .map((name) => contentSource(name, path.join(contentDir, name)));

// The locales, from the config; the pages' code reads them from the bundle (src/config/locales.ts).
const locales = siteLocales();
process.env.GATSBY_LOCALES = JSON.stringify(locales.map(publicLocale));
process.env.GATSBY_LOCALE_LABEL = locales[0].label;
process.env.GATSBY_SEVERAL_LOCALES = String(locales.length > 1);
// Whether pages register the service worker (src/client/serviceWorker.ts; the build writes it, node/offline.ts).
process.env.GATSBY_OFFLINE = String(offlineOf(siteConfig).enabled);
/** The translations (Docusaurus's i18n/<locale>/…, src/lib/translations.ts), when the site has another locale and the folder. */
const translations =
  locales.length > 1 && fs.existsSync(path.join(contentDir, I18N_FOLDER)) ? [contentSource(I18N_FOLDER, path.join(contentDir, I18N_FOLDER))] : [];

interface SitemapPage {
  path: string;
  unlisted?: boolean;
  /** `YYYY-MM-DD`, for docs and posts (src/lib/sitemapDates.ts). */
  lastmod?: string;
}
/** What gatsby-plugin-sitemap hands a custom `filterPages` (its default matches `excludes` with these). */
interface SitemapTools {
  minimatch: (path: string, pattern: string) => boolean;
  withoutTrailingSlash: (path: string) => string;
  resolvePagePath: (page: SitemapPage) => string;
}

/**
 * Builds for the end-to-end tests (GATSBY_TEST_PAGES=1) add a few docs that
 * exercise what real content should not carry: an unlisted page and a draft.
 */
const testDocs = process.env.GATSBY_TEST_PAGES === '1' ? [contentSource('docs', path.resolve(siteDir, 'tests/fixtures/docs'))] : [];
/** The sidebars file, when the site has one: a File node, so that `gatsby develop` sees it change (node/dataFiles.ts). */
const sidebarsFile = siteConfig.docs.sidebarPath ? [contentSource('sidebars', path.resolve(siteDir, siteConfig.docs.sidebarPath))] : [];
/** A build that must fail (GATSBY_TEST_HOSTILE=1, scripts/test.mjs): docs that try to put script on a page. */
const hostileDocs = process.env.GATSBY_TEST_HOSTILE === '1' ? [contentSource('docs', path.resolve(siteDir, 'tests/fixtures/hostile'))] : [];
/** The develop check's slow file (GATSBY_TEST_LATE_MDX=<file name>, scripts/test-develop.mjs): its Mdx node is made two seconds late. */
const lateMdx = process.env.GATSBY_TEST_LATE_MDX
  ? [{ resolve: path.resolve(siteDir, 'scripts/develop-check/gatsby-plugin-late-mdx'), options: { name: process.env.GATSBY_TEST_LATE_MDX } }]
  : [];

const pathPrefix = siteConfig.baseUrl === '/' ? undefined : siteConfig.baseUrl.replace(/\/$/, '');
/** The same page in each locale, as the sitemap names them (`xhtml:link` alternates), on a site of several locales. */
const sitemapAlternates = (route: string) =>
  locales.length > 1
    ? {
        links: hreflangAlternates(locales, route).map(({ hreflang, route: other }) => ({
          lang: hreflang,
          url: `${siteConfig.url}${pathPrefix ?? ''}${other}`,
        })),
      }
    : {};

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  pathPrefix,
  // Index pages end with '/', other pages do not: routes are created exactly as the spec lists them.
  trailingSlash: 'ignore',
  jsxRuntime: 'automatic',
  plugins: [
    // The local plugins/gatsby-plugin-typescript: .ts and .tsx compiled for the browserslist's targets (babel.config.cjs);
    // it replaces Gatsby's own by its name, private hook `typescript-plugin` (node/privateHooks).
    ...(hookOn('typescript-plugin') ? ['gatsby-plugin-typescript'] : []),
    contentSource('docs', path.join(contentDir, 'docs')),
    ...(process.env.GATSBY_HAS_BLOG === 'true' ? [contentSource('blog', blogDir)] : []),
    ...versionedContent,
    ...translations,
    ...testDocs,
    ...hostileDocs,
    ...sidebarsFile,
    ...lateMdx,
    // Parses front matter into Mdx nodes; the body is rendered to HTML by node/mdx/compile.ts.
    { resolve: 'gatsby-plugin-mdx', options: { extensions: [...MDX_EXTENSIONS] } },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: ['/search', '/404', '/404.html', '/dev-404-page', '/__test__/*'],
        // Unlisted pages are built but kept out of the sitemap (their front matter says so). Pages' contexts,
        // which hold their HTML, are not queried.
        // Pages of other docs versions whose canonical URL is the last version's page are left out too.
        query: `{ site { siteMetadata { siteUrl } } pagePaths canonicalElsewhere allMdx { nodes { fields { slug date unlisted page } } } }`,
        resolvePages: ({ pagePaths, canonicalElsewhere, allMdx }: { pagePaths: string[]; canonicalElsewhere: string[]; allMdx: { nodes: DatedContent[] } }) => {
          const dates = lastmodByRoute(allMdx.nodes);
          const unlisted = new Set([...unlistedRoutes(allMdx.nodes), ...canonicalElsewhere.map(withoutTrailingSlash)]);
          return pagePaths.map((route) => ({ path: route, lastmod: lastmodOf(dates, route), unlisted: unlisted.has(withoutTrailingSlash(route)) }));
        },
        serialize: ({ path: url, lastmod }: SitemapPage) => ({ url, ...(lastmod ? { lastmod } : {}), ...sitemapAlternates(url) }),
        filterPages: (page: SitemapPage, excluded: string, tools: SitemapTools) =>
          page.unlisted === true || tools.minimatch(tools.withoutTrailingSlash(tools.resolvePagePath(page)), tools.withoutTrailingSlash(excluded)),
      },
    },
    ...algoliaIndexing,
  ],
};

export default config;
