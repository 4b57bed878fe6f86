declare module '*.module.css' {
  const classes: Record<string, string>;
  export = classes;
}

declare module '@gatsbyjs/reach-router' {
  /** The history Gatsby's router listens to; `POP` is a back or forward move. */
  export const globalHistory: {
    listen(listener: (event: { location: Location; action: 'PUSH' | 'POP' | 'REPLACE' }) => void): () => void;
  };
  /** The page's location, inside the router Gatsby renders pages (and wrapPageElement's frame) in. */
  export function useLocation(): Location;
  /** Gives what is inside it the location of `globalHistory`, kept up to date: a root of the frame's parts is outside Gatsby's router. */
  export function LocationProvider(props: { children: import('react').ReactNode }): import('react').ReactElement;
  /** A fixed location, as Gatsby's server renderer gives its pages (and component tests theirs). */
  export function ServerLocation(props: { url: string; children: import('react').ReactNode }): import('react').ReactElement;
}

declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}

/** The site's own global MDX components (src/theme/MDXComponents), or an empty map: resolved when the content sandbox's runtime is bundled (node/mdx/sandbox/index.ts). */
declare module 'site:mdx-components' {
  const components: Record<string, unknown>;
  export default components;
}

/** CSS modules' own PostCSS plugins (as css-loader runs them), for packages' CSS modules (node/mdx/contentStylesheet.ts). */
declare module 'postcss-modules-local-by-default' {
  import type { PluginCreator } from 'postcss';
  const localByDefault: PluginCreator<{ mode?: 'local' | 'global' | 'pure' }>;
  export default localByDefault;
}
declare module 'postcss-modules-scope' {
  import type { PluginCreator } from 'postcss';
  const scope: PluginCreator<{ generateScopedName?: (name: string, path: string, css: string) => string }>;
  export default scope;
}

/** React's server renderer for Node (what `react-dom/server` is under Node), for tests in jsdom, which lacks the TextEncoder of the browser's build. */
declare module 'react-dom/server.node' {
  export { renderToString } from 'react-dom/server';
}

/** Gatsby's scroll restoration package, untyped; src/client/routerScroll.tsx has its behaviour, and its test runs on both. */
declare module 'gatsby-react-router-scroll' {
  export const ScrollContext: unknown;
  export const useScrollRestoration: unknown;
}

/** The site config's customCss, imported after the theme's stylesheets (node/webpack/customCss.ts). */
declare module 'site-custom-css';
