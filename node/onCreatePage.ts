import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { isPageFile } from './reactPages';
import { localizedRoute } from '../src/lib/locales';
import type { FrameContext } from '../src/lib/pageContexts';
import { siteLocales } from './siteLocales';
import { readThemeMessages } from './themeMessages';
import { contentDirOf } from './versionsFile';

/**
 * Pages under src/pages/__test__/ exist only in builds for the end-to-end tests.
 * The 404 page's HTML is built for /404.html (and /<locale>/404.html), and served for
 * unknown addresses: its frame is told that route, so the browser's first render matches
 * the HTML whatever the address is. Pages (the search page, the 404 page) exist in every locale, as the
 * content's pages do (src/lib/translations.ts).
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.path.startsWith('/__test__/') && process.env.GATSBY_TEST_PAGES !== '1') {
    actions.deletePage(page);
    return;
  }
  // A file in a folder under src/pages named with a leading `_` (a Docusaurus page's components) is no page (node/reactPages.ts).
  const pages = path.join(process.cwd(), 'src/pages');
  if (page.component.startsWith(`${pages}${path.sep}`) && !isPageFile(path.relative(pages, page.component)) && !page.path.startsWith('/__test__/')) {
    actions.deletePage(page);
    return;
  }
  const notFound = /^\/404(\/|\.html)?$/.test(page.path);
  if (page.path.startsWith('/__test__/') || page.context?.localeOf !== undefined || (notFound && page.context?.framePathname !== undefined)) return;
  if (notFound) {
    const context: FrameContext = { framePathname: '/404.html' };
    actions.deletePage(page);
    actions.createPage({ ...page, context: { ...page.context, ...context } });
  }
  const [, ...others] = siteLocales();
  for (const locale of others) {
    const themeMessages = readThemeMessages(contentDirOf(process.cwd()), locale.code);
    actions.createPage({
      ...page,
      path: localizedRoute(locale, page.path),
      context: {
        ...page.context,
        localeOf: page.path,
        ...(notFound ? { framePathname: localizedRoute(locale, '/404.html') } : {}),
        ...(themeMessages ? { themeMessages } : {}),
      },
    });
  }
};
