// A package's command from the site's node_modules/.bin, run directly: `npx` takes about 0.35 s of CPU more per
// call to find the same file (docs/testing.md#what-npm-test-runs), and `npm test` runs such commands about 40 times.
import path from 'node:path';

/** The path of `name` in `siteDir`'s node_modules/.bin. */
export const bin = (siteDir, name) => path.join(siteDir, 'node_modules', '.bin', name);
