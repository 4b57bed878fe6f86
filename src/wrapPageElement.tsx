import { isValidElement } from 'react';
import type React from 'react';
import { Layout, type PageFrame } from './components/Layout';
import type { FrameContext } from './lib/pageContexts';
import { setPageMessages } from './i18n/translate';

/**
 * A page template that is drawn inside a frame of its own (the docs templates:
 * the docs sidebar beside the page) names it as its `frame`. The frame's code
 * then loads with the templates that use it, not with every page.
 */
export interface FramedTemplate {
  frame?: PageFrame;
}

/** The frame the page's template names (Gatsby's page element is an element of the template: https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.0/packages/gatsby/cache-dir/page-renderer.js). */
function frameOf(element: React.ReactNode): PageFrame | undefined {
  return isValidElement(element) && typeof element.type === 'function' ? (element.type as FramedTemplate).frame : undefined;
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
  // The page's locale's words, for translate() in what renders below (src/i18n/translate.ts).
  if (process.env.GATSBY_SEVERAL_LOCALES === 'true') setPageMessages(pageContext.themeMessages);
  return (
    <Layout
      pathname={pageContext.framePathname ?? location.pathname}
      docSidebar={pageContext.docSidebar ?? null}
      versionAlternates={process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true' ? (pageContext.docsVersion?.alternates ?? null) : null}
      frame={frameOf(element)}
    >
      {element}
    </Layout>
  );
}
