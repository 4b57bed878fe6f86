import type React from 'react';
import { Layout } from './components/Layout';
import type { PageSidebar } from './lib/sidebar';

/** What a page's context tells the frame around it (src/node/pages/docs.ts, src/node/onCreatePage.ts). */
export interface FrameContext {
  /** The docs sidebar beside the page, pruned to the page's path. */
  docSidebar?: PageSidebar | null;
  /** The route the frame marks as current, when it is not the address: the 404 page's HTML is served for every unknown address. */
  framePathname?: string;
}

interface Args {
  element: React.ReactNode;
  props: { location: { pathname: string }; pageContext: FrameContext };
}

/**
 * The frame around every page, on the server and in the browser. Gatsby keys
 * the page element by its path, so a page remounts on every navigation; what
 * wraps it here does not, which keeps the navbar and the docs sidebar mounted,
 * with the categories the reader opened and the sidebar's scroll position
 * (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/#wrapPageElement).
 */
export function wrapPageElement({ element, props }: Args) {
  const { pageContext, location } = props;
  return (
    <Layout pathname={pageContext.framePathname ?? location.pathname} docSidebar={pageContext.docSidebar ?? null}>
      {element}
    </Layout>
  );
}
