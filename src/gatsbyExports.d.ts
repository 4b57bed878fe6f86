// What Gatsby's browser entry exports beyond its typings; an augmentation, so this file is a module.
import type { Context } from 'react';

declare module 'gatsby' {
  /**
   * The static queries' results that Gatsby's root gives `useStaticQuery`: exported by the browser entry,
   * not typed (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/gatsby-browser-entry.js).
   */
  export const StaticQueryContext: Context<Record<string, unknown>>;
}
