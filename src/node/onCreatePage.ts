import type { GatsbyNode } from 'gatsby';
import type { FrameContext } from '../wrapPageElement';

/**
 * Pages under src/pages/__test__/ exist only in builds for the end-to-end tests.
 * The 404 page's HTML is built once, for /404.html, and served for every unknown
 * address: its frame is told that route, so the browser's first render matches
 * the HTML whatever the address is.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.path.startsWith('/__test__/') && process.env.GATSBY_TEST_PAGES !== '1') {
    actions.deletePage(page);
    return;
  }
  if (/^\/404(\/|\.html)?$/.test(page.path) && page.context?.framePathname === undefined) {
    const context: FrameContext = { framePathname: '/404.html' };
    actions.deletePage(page);
    actions.createPage({ ...page, context: { ...page.context, ...context } });
  }
};
