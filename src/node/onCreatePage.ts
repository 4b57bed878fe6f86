import type { GatsbyNode } from 'gatsby';

/** Pages under src/pages/__test__/ exist only in builds for the end-to-end tests. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (page.path.startsWith('/__test__/') && process.env.GATSBY_TEST_PAGES !== '1') actions.deletePage(page);
};
