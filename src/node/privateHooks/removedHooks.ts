/** A hook the site no longer has: what it did, and the measurement that took it out. */
export interface RemovedHook {
  id: string;
  removed: string;
  did: string;
  measured: string;
}

/**
 * Hooks whose gain was within noise when measured one by one (less than 0.5 kB of first-load JavaScript, 2 % of
 * build time or 50 MB of peak memory), listed in docs/private-hooks.md so that nobody adds them back unmeasured.
 */
export const REMOVED_HOOKS: readonly RemovedHook[] = [
  {
    id: 'typescript-plugin',
    removed: '2026-12-01',
    did: "replaced Gatsby's internal gatsby-plugin-typescript with a local plugin of the same name (calling Gatsby's `loaders.js({ isPageTemplate })` with its `/async-requires/` issuer check), so that .ts and .tsx files were not given Babel's optional-chaining and `??` transforms",
    measured:
      'Cold builds one after the other (`node scripts/bench/private-hooks.mjs --hooks typescript-plugin,runtime-replacements`): first-load JavaScript, gzip, +0.39 kB on the home page and the blog, +0.45 kB on a doc, +0.53 kB on the search page without it; the build 59.7 and 56.0 s with it, 59.5 s without',
  },
];
