import path from 'node:path';
import webpack, { type WebpackPluginInstance } from 'webpack';

/**
 * `gatsby develop` bundles an HTML renderer (its `develop-html` stage) only to
 * render one page shell, `.cache/develop-html/index.html`, which it serves for
 * every page; the browser then draws the page. The shell is `html.js` with what
 * the site's `onRenderBody` and `onPreRenderHTML` give it, and its entry never
 * renders a page (gatsby/cache-dir/develop-static-entry.js; the renderer's
 * other use, rendering pages on the server, is behind
 * GATSBY_EXPERIMENTAL_DEV_SSR: https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/start-server.ts).
 * Yet the entry imports every page template (`$virtual/async-requires`) and
 * the site's gatsby-ssr exports its page frame, so the shell's bundle compiled
 * the whole site: 365 modules, 7–8 s of a cold start (docs/performance.md#gatsby-develop).
 * Here the two are left out of that bundle, and only when develop renders
 * no page on the server.
 */
export function developShellPlugins(siteDir: string, env: NodeJS.ProcessEnv = process.env): WebpackPluginInstance[] {
  if (env.GATSBY_EXPERIMENTAL_DEV_SSR) return [];
  const stub = (name: string) => path.join(siteDir, 'node/webpack', name);
  return [
    new webpack.NormalModuleReplacementPlugin(/^\$virtual\/async-requires$/, stub('developShellAsyncRequires.cjs')),
    new webpack.NormalModuleReplacementPlugin(/^\.\/src\/wrapPageElement$/, (resource: { context: string; request: string }) => {
      // gatsby-ssr.tsx's import only.
      if (path.resolve(resource.context) === path.resolve(siteDir)) resource.request = stub('developShellWrapPageElement.cjs');
    }),
  ];
}
