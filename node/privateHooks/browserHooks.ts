import { GATSBY_SOURCE, type PrivateHook } from './hook';

const DOCSEARCH = 'https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src';

/**
 * The site's hooks into what runs in the reader's browser: Gatsby's runtime and its globals, DocSearch's
 * stored searches and algoliasearch's hosts. Their guards read the installed copy at a build's start; the
 * browser code reads the hooks that are off from `process.env.GATSBY_PRIVATE_HOOKS_OFF`, which the gate sets
 * and Gatsby's bundler defines (src/client/privateHooks.ts).
 */
export const BROWSER_HOOKS: readonly PrivateHook[] = [
  {
    id: 'runtime-replacements',
    package: 'gatsby',
    touches:
      "modules of Gatsby's browser runtime (`cache-dir`) replaced in the production bundle: the Partytown plugin's browser code and the service-worker registration by an empty module, the Head handler and gatsby-react-router-scroll by the site's smaller ones",
    files: ['node/webpack/runtimeReplacements.ts', 'src/client/pageHead.tsx', 'src/client/routerScroll.tsx'],
    upstream: [
      `${GATSBY_SOURCE}/gatsby/cache-dir/production-app.js`,
      `${GATSBY_SOURCE}/gatsby/cache-dir/page-renderer.js`,
      `${GATSBY_SOURCE}/gatsby/cache-dir/head/head-export-handler-for-browser.js`,
      `${GATSBY_SOURCE}/gatsby/src/internal-plugins/partytown/gatsby-browser.tsx`,
      `${GATSBY_SOURCE}/gatsby-react-router-scroll/src`,
    ],
    buys: 'first-load JavaScript, gzip: 2.3 kB off every page for Partytown and the registration, more for the Head handler and scroll restoration (`firstLoad` in `scripts/lib/page-weight.mjs`)',
    without: "Gatsby's own modules are bundled, as in any Gatsby site",
    ifTripped: 'off',
    requires: [
      { pkg: 'gatsby', file: 'dist/internal-plugins/partytown/gatsby-browser.js', has: ['onInitialClientRender'] },
      {
        pkg: 'gatsby',
        file: 'cache-dir/production-app.js',
        has: ['require(`./register-service-worker`)', 'import { ScrollContext } from "gatsby-react-router-scroll"'],
      },
      { pkg: 'gatsby', file: 'cache-dir/page-renderer.js', has: ['import { headHandlerForBrowser } from "./head/head-export-handler-for-browser"'] },
      { pkg: 'gatsby', file: 'cache-dir/gatsby-browser-entry.js', has: ['gatsby-react-router-scroll'] },
    ],
  },
  {
    id: 'navigate-global',
    package: 'gatsby',
    touches: "`window.___navigate`, what Gatsby's `navigate` and `Link` call, wrapped to start the progress bar when a navigation starts",
    files: ['gatsby-browser.tsx'],
    upstream: [`${GATSBY_SOURCE}/gatsby/cache-dir/navigation.js`],
    buys: "the progress bar 200 ms after a navigation starts, as the spec has it; Gatsby calls `onPreRouteUpdate` only once the next page's data has arrived",
    without: "the bar starts when the next page's data has arrived, not when the navigation starts",
    ifTripped: 'off',
    requires: [{ pkg: 'gatsby', file: 'cache-dir/navigation.js', has: ['window.___navigate = (to, options) => navigate(to, options)'] }],
  },
  {
    id: 'loader-global',
    package: 'gatsby',
    touches: "`window.___loader`'s `enqueue` and `hovering`, with which links in content rendered as HTML prefetch their pages as Gatsby's `Link` does",
    files: ['src/components/MdxHtml/index.tsx'],
    upstream: [`${GATSBY_SOURCE}/gatsby/cache-dir/loader.js`, `${GATSBY_SOURCE}/gatsby/cache-dir/production-app.js`],
    buys: "a link in a doc's text loads its page's data when it comes into view or is hovered, so the navigation is as quick as the sidebar's",
    without: 'links in content load their page when followed',
    ifTripped: 'off',
    requires: [
      { pkg: 'gatsby', file: 'cache-dir/production-app.js', has: ['window.___loader = publicLoader'] },
      {
        pkg: 'gatsby',
        file: 'cache-dir/loader.js',
        has: ['enqueue: rawPath => instance.prefetch(rawPath)', 'hovering: rawPath => instance.hovering(rawPath)'],
      },
    ],
  },
  {
    id: 'async-requires-global',
    package: 'gatsby',
    touches: "`window.asyncRequires.components`, the page components' loaders, each wrapped so a chunk that fails to load can be retried",
    files: ['gatsby-browser.tsx', 'src/client/chunkRetry.ts'],
    upstream: [`${GATSBY_SOURCE}/gatsby/cache-dir/production-app.js`],
    buys: "the spec's chunk-load failure screen with its Retry button; Gatsby itself reloads the page, which then never hydrates",
    without: 'a page whose code fails to load is reloaded, as Gatsby does',
    ifTripped: 'off',
    requires: [{ pkg: 'gatsby', file: 'cache-dir/production-app.js', has: ['window.asyncRequires = asyncRequires'] }],
  },
  {
    id: 'root-contexts',
    package: 'gatsby',
    touches:
      "Gatsby's root contexts, rebuilt for the site's own React roots: `StaticQueryContext` (exported by the browser entry, not typed) and reach-router's `LocationProvider`",
    files: ['src/client/gatsbyRootContext.tsx', 'src/gatsbyExports.d.ts'],
    upstream: [`${GATSBY_SOURCE}/gatsby/cache-dir/gatsby-browser-entry.js`, `${GATSBY_SOURCE}/gatsby/cache-dir/head/head-export-handler-for-browser.js`],
    buys: "the frame's parts rendered after the page in roots of their own (−5.2 kB of first-load JavaScript on every page) and the page head rendered aside, with `useStaticQuery` and the location working in them",
    without: 'nothing: the parts and the head would render without their data, so the build stops',
    ifTripped: 'fail',
    requires: [
      { pkg: 'gatsby', file: 'cache-dir/gatsby-browser-entry.js', has: ['export { StaticQuery, StaticQueryContext, useStaticQuery } from "./static-query"'] },
      {
        pkg: 'gatsby',
        file: 'cache-dir/head/head-export-handler-for-browser.js',
        has: ['<StaticQueryContext.Provider value={staticQueryResults}>', '<LocationProvider>'],
      },
    ],
  },
  {
    id: 'docsearch-storage-keys',
    package: '@docsearch/react',
    touches: 'the local-storage keys under which DocSearch keeps recent and favourite searches, which the site cleans before DocSearch renders them as HTML',
    files: ['src/client/storedSearches.ts'],
    upstream: [`${DOCSEARCH}/DocSearchModal.tsx`, `${DOCSEARCH}/stored-searches.ts`],
    buys: 'a stored search that would put markup on the page is dropped before it is shown (src/lib/search/safeHit.ts)',
    without: 'nothing: stored searches would be shown uncleaned, so the build stops',
    ifTripped: 'fail',
    requires: [
      { pkg: '@docsearch/react', file: 'dist/esm/index.js', has: ['"__DOCSEARCH_FAVORITE_SEARCHES__".concat(', '"__DOCSEARCH_RECENT_SEARCHES__".concat('] },
    ],
  },
  {
    id: 'algolia-hosts-cache',
    package: 'algoliasearch',
    touches:
      "algoliasearch's hosts cache, keyed by the host alone: its transporter reads a host's state under the host and writes it under the host with its state",
    files: ['src/client/algoliaHostsCache.ts', 'src/client/searchClient.ts'],
    upstream: ['https://github.com/algolia/algoliasearch-client-javascript/blob/5.19.0/packages/client-common/src/transporter/createTransporter.ts'],
    buys: 'with the Algolia backend, a host found down is skipped for 2 minutes as the retry strategy means, rather than tried first by every query (the spec\'s "a down host is retried after 2 minutes"; `tests/e2e/algolia.spec.ts`)',
    without: "algoliasearch's own cache: every query tries a host that is down first and waits for it to fail",
    ifTripped: 'off',
    requires: [
      {
        pkg: ['algoliasearch', '@algolia/client-common'],
        file: 'dist/common.js',
        has: [
          'return hostsCache.get(compatibleHost, () => {',
          'await hostsCache.set(host, createStatefulHost(host, response.isTimedOut ? "timed out" : "down"));',
        ],
      },
    ],
  },
];
