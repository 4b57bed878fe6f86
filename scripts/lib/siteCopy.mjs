// A copy of this site in the system's temporary folder, for a build or a `gatsby develop` that must not share
// the checkout's `.cache/`, `public/` or content with the builds `npm test` makes there (docs/testing.md#what-npm-test-runs).
// The copy holds the site's code (what git tracks, and new files it would), less its tests and reports, and, when
// asked, its `content/` and `static/`; its node_modules links each package of the checkout's, as a shared
// node_modules would be.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The site's code files under `root`, relative: with `withContent`, its `content/` and `static/` too. */
export function siteFiles(root, { withContent = false } = {}) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const left = withContent ? /^(tests|reports)\// : /^(content|static|tests|reports)\//;
  return listed.stdout.split('\0').filter((file) => file && !left.test(file) && !/\.test\.tsx?$/.test(file) && fs.existsSync(path.join(root, file)));
}

/** Copies the site into a new folder of the system's temporary folder named after `name`, and returns the folder. */
export function copySite(root, name, { withContent = false } = {}) {
  // Outside the repository: its tests, linters and Gatsby's watchers never see the copy.
  const site = path.join(os.tmpdir(), name);
  fs.rmSync(site, { recursive: true, force: true });
  for (const file of siteFiles(root, { withContent })) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(site, file));
  }
  const modules = path.join(site, 'node_modules');
  fs.mkdirSync(modules);
  // Where the checkout's packages really are (its node_modules may itself be a link): the content sandbox may read only there.
  const rootModules = fs.realpathSync(path.join(root, 'node_modules'));
  for (const entry of fs.readdirSync(rootModules)) {
    if (entry !== '.cache') fs.symlinkSync(path.join(rootModules, entry), path.join(modules, entry));
  }
  return site;
}
