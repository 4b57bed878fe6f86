import type { ReactNode } from 'react';
import { StaticQueryContext } from 'gatsby';
import { LocationProvider } from '@gatsbyjs/reach-router';

/**
 * What Gatsby's root gives the page, for a React root of the site's own (a
 * part of the frame, the page's head rendered aside): the static queries'
 * results `useStaticQuery` reads, and the location reach-router's hooks and
 * Gatsby's `Link` read, kept up to date with the history. Gatsby's own Head
 * handler gives its root the same:
 * https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/head/head-export-handler-for-browser.js
 */
export function GatsbyRootContext({ staticQueryResults, children }: { staticQueryResults: Record<string, unknown>; children: ReactNode }) {
  return (
    <StaticQueryContext.Provider value={staticQueryResults}>
      <LocationProvider>{children}</LocationProvider>
    </StaticQueryContext.Provider>
  );
}
