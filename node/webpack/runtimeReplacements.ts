/**
 * Modules of Gatsby's browser runtime that a production build of this site
 * bundles into every page's `app` chunk, replaced in the browser build: by an
 * empty module where the site never runs them, by a smaller module of the
 * site's where it runs a part of them (what each saves: docs/architecture.md#react).
 */
import path from 'node:path';
import webpack from 'webpack';

/** What this module reads of Gatsby's plugin list (`flattenedPlugins` in its store; `browserAPIs` is set in src/bootstrap/load-plugins/validate.ts of gatsby 5.16). */
export interface BrowserPlugin {
  name: string;
  browserAPIs?: string[];
}

export interface Replacement {
  /**
   * What is replaced: the module's path as webpack resolves it (Gatsby's `cache-dir` is copied to
   * the site's `.cache`), or, for a module of the site's that must be compiled as its own (TypeScript,
   * JSX), the request that imports it: webpack picks a module's loaders as it resolves it.
   */
  resource?: RegExp;
  request?: RegExp;
  /** The module put in its place, from the site's folder. */
  by: string;
  why: string;
}

const EMPTY_MODULE = 'node/webpack/emptyModule.cjs';

/** The modules to replace for a build whose plugins are `plugins`. */
export function runtimeReplacements(plugins: readonly BrowserPlugin[]): Replacement[] {
  const replacements: Replacement[] = [
    {
      // Gatsby's internal Partytown plugin injects off-main-thread scripts in
      // `gatsby develop` only (its onInitialClientRender returns when NODE_ENV is
      // not development), yet it requires gatsby-script and Partytown's
      // integration code, which no production page of this site uses:
      // https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.0/packages/gatsby/src/internal-plugins/partytown/gatsby-browser.tsx
      resource: /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
      by: EMPTY_MODULE,
      why: 'Partytown runs only in gatsby develop',
    },
    {
      // The Head API's browser side: the site's renders the page's Head and moves its elements
      // into the document's head as Gatsby's does, without what this site's heads never need
      // (src/client/pageHead.tsx says what).
      request: /^\.\/head\/head-export-handler-for-browser$/,
      by: 'src/client/pageHead.tsx',
      why: "the Head API's browser side, without what the site's heads never need",
    },
    {
      // Scroll restoration: the same, in modern modules (src/client/routerScroll.tsx).
      request: /^gatsby-react-router-scroll$/,
      by: 'src/client/routerScroll.tsx',
      why: 'scroll restoration, compiled for the browsers of the browserslist',
    },
  ];
  // production-app.js requires its service-worker registration only when a
  // plugin answers `registerServiceWorker`; webpack bundles it either way:
  // https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.0/packages/gatsby/cache-dir/production-app.js
  if (!plugins.some((p) => p.browserAPIs?.includes('registerServiceWorker'))) {
    replacements.push({ resource: /[\\/]\.cache[\\/]register-service-worker\.js$/, by: EMPTY_MODULE, why: 'no plugin registers a service worker' });
  }
  return replacements;
}

/** Webpack plugins that put each replacement in place of its module. */
export function runtimeReplacementPlugins(plugins: readonly BrowserPlugin[], siteDirectory: string): webpack.WebpackPluginInstance[] {
  return runtimeReplacements(plugins).map(({ resource, request, by }) => {
    const replacement = path.join(siteDirectory, by);
    // Called before resolution with the request, after it with the resolved file: each replacement acts at one of the two.
    return new webpack.NormalModuleReplacementPlugin((resource ?? request)!, (data: { request?: string; createData?: { resource?: string } }) => {
      if (resource && data.createData?.resource && resource.test(data.createData.resource)) data.createData.resource = replacement;
      // Before resolution, webpack's `createData` is still empty.
      else if (request && !data.createData?.resource && data.request && request.test(data.request)) data.request = replacement;
    });
  });
}
