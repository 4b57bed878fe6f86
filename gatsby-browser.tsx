import type { GatsbyBrowser } from 'gatsby';
import { globalHistory } from '@gatsbyjs/reach-router';
import { initialRenderDone, installChunkRetry, navigationFinished, navigationStarted } from './src/client/chunkRetry';
import { deferredProgress } from './src/client/deferredProgress';
import { whenIdle } from './src/client/idle';
import { browserHookOn } from './src/client/privateHooks';
import { pageVisited, startServiceWorker } from './src/client/serviceWorker';
import './src/styles/global.css';
import './src/styles/print.css';
// The site config's customCss, after the theme's stylesheets (node/webpack/customCss.ts).
import 'site-custom-css';

export { wrapPageElement } from './src/wrapPageElement';

/** Gatsby's private browser globals that the site wraps: private hooks `navigate-global` and `async-requires-global` (node/privateHooks). */
interface GatsbyWindow {
  // Set in `init()` of https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/navigation.js: what `navigate` and `Link` call.
  ___navigate?: (to: string, options?: unknown) => unknown;
  // The page components' loaders, set by https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/production-app.js (not under develop).
  asyncRequires?: { components: Record<string, () => Promise<unknown>> };
}

const progress = deferredProgress(() => import('./src/client/progressBar'));

function onPathChangeStart(to: string) {
  const target = new URL(to, window.location.href);
  // A hash change on the same page is not a route change: no bar, nothing to load.
  if (target.pathname === window.location.pathname) return;
  progress.start();
  navigationStarted();
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const w = window as unknown as GatsbyWindow;
  if (w.asyncRequires?.components && browserHookOn('async-requires-global')) installChunkRetry(w.asyncRequires.components, progress.finish);
  // Gatsby calls onPreRouteUpdate only once the next page's data has arrived,
  // so the bar's delay starts when the navigation itself starts.
  const navigate = w.___navigate;
  if (navigate && browserHookOn('navigate-global')) {
    w.___navigate = (to, options) => {
      if (typeof to === 'string') onPathChangeStart(to);
      return navigate(to, options);
    };
  }
  let lastPathname = window.location.pathname;
  globalHistory.listen(({ location, action }) => {
    if (action === 'POP' && location.pathname !== lastPathname) {
      progress.start();
      navigationStarted();
    }
    lastPathname = location.pathname;
  });
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  progress.finish();
  navigationFinished();
  // The JSON-LD and the twin's link in the HTML describe the page it was built for (gatsby-ssr.tsx).
  if (prevLocation && prevLocation.pathname !== location.pathname) {
    document.querySelectorAll('[data-structured-data]').forEach((element) => element.remove());
    pageVisited(location.pathname);
  }
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  initialRenderDone();
  whenIdle(progress.preload);
  startServiceWorker();
};
