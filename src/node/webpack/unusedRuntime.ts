/**
 * Modules of Gatsby's browser runtime that a production build of this site
 * bundles into every page's `app` chunk but never runs. Each is replaced by an
 * empty module in the browser build (what that saves: README, "React").
 */
import path from 'node:path';
import webpack from 'webpack';

/** What this module reads of Gatsby's plugin list (`flattenedPlugins` in its store; `browserAPIs` is set in src/bootstrap/load-plugins/validate.ts of gatsby 5.16). */
export interface BrowserPlugin {
  name: string;
  browserAPIs?: string[];
}

export interface Replacement {
  /** The module's path inside `node_modules/gatsby`, as webpack resolves it. */
  resource: RegExp;
  why: string;
}

/** The modules to replace for a build whose plugins are `plugins`. */
export function unusedRuntimeModules(plugins: readonly BrowserPlugin[]): Replacement[] {
  const replacements: Replacement[] = [
    {
      // Gatsby's internal Partytown plugin injects off-main-thread scripts in
      // `gatsby develop` only (its onInitialClientRender returns when NODE_ENV is
      // not development), yet it requires gatsby-script and Partytown's
      // integration code, which no production page of this site uses:
      // https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.0/packages/gatsby/src/internal-plugins/partytown/gatsby-browser.tsx
      resource: /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
      why: 'Partytown runs only in gatsby develop',
    },
  ];
  // production-app.js requires its service-worker registration only when a
  // plugin answers `registerServiceWorker`; webpack bundles it either way:
  // https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.0/packages/gatsby/cache-dir/production-app.js
  if (!plugins.some((p) => p.browserAPIs?.includes('registerServiceWorker'))) {
    replacements.push({ resource: /[\\/]\.cache[\\/]register-service-worker\.js$/, why: 'no plugin registers a service worker' });
  }
  return replacements;
}

/** Webpack plugins that put the empty module in place of each replaced module. */
export function unusedRuntimePlugins(plugins: readonly BrowserPlugin[], siteDirectory: string): webpack.WebpackPluginInstance[] {
  const emptyModule = path.join(siteDirectory, 'src/node/webpack/emptyModule.cjs');
  return unusedRuntimeModules(plugins).map(
    ({ resource }) =>
      new webpack.NormalModuleReplacementPlugin(resource, (resolveData: { createData?: { resource?: string } }) => {
        // After resolution, the resolved file is what is replaced (the request is relative).
        if (resolveData.createData?.resource && resource.test(resolveData.createData.resource)) resolveData.createData.resource = emptyModule;
      }),
  );
}
