import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import docsearchPatches from '../webpack/docsearchPatches.cjs';
import reactDomServerPatch from '../webpack/reactDomServerPatch.cjs';
import type { InstalledCopy } from './installedCopy';
import type { PrivateHook } from './hook';

/** Why `loader`'s patches do not each find their code once in `file` of `pkg`, or null when they do. */
function patchesApply(copy: InstalledCopy, pkg: string, file: string, loader: typeof docsearchPatches): string | null {
  const source = copy.text(pkg, file);
  if (source === null) return `${pkg} has no ${file}`;
  const { errors } = loader.patch(source, `${pkg}/${file}`);
  return errors.length > 0 ? errors.join(' ') : null;
}

let v8Options: string | null = null;
/** The flags this Node's V8 takes (`node --v8-options`), read once a process. */
const v8Flags = () => (v8Options ??= spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout ?? '');

/** Why V8's flags (`node --v8-options`) will not do for the heap growth, or null. */
export function missingV8Flags(flags: string): string | null {
  const missing = ['--heap-growing-percent', '--expose-gc'].filter((flag) => !flags.includes(flag));
  return missing.length > 0 ? `this Node's V8 has no ${missing.join(' or ')}` : null;
}

/** Why the watchdog cannot start, or null. */
export const missingShell = (exists: (file: string) => boolean): string | null => (exists('/bin/sh') ? null : 'there is no /bin/sh');

/** Why glibc's variable does nothing in this process, from Node's report, or null. */
export function notGlibc(report: unknown): string | null {
  const header = (report as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return header?.glibcVersionRuntime ? null : 'this Node does not run on glibc, which alone reads the variable';
}

/** The site's rewrites of React's and DocSearch's built code, and what it asks of Node and the C library. */
export const RUNTIME_HOOKS: readonly PrivateHook[] = [
  {
    id: 'react-dom-server-patch',
    package: 'react-dom',
    command: 'build',
    touches:
      "React 18.3's minified server renderer (`react-dom-server.node.production.min.js`): its `writeChunk` sends only the bytes written at a chunk boundary; the HTML renderer bundles `react-dom/server` (Gatsby leaves it to Node) so that the loader can rewrite it",
    files: ['node/webpack/reactDomServerPatch.cjs', 'node/onCreateWebpackConfig.ts'],
    upstream: [
      'https://github.com/facebook/react/blob/v18.3.1/packages/react-server/src/ReactServerStreamConfigNode.js',
      'https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/webpack.config.js#L641',
    ],
    buys: "no NUL bytes in pages in Arabic, Chinese or Korean: 6 of the fixture's Arabic pages had them before, 0 after (`npx playwright test localizedSite -g NUL`); React fixed it in 19 only (facebook/react#26228)",
    without: 'nothing: pages in those languages would hold NUL bytes, so the build stops',
    ifTripped: 'fail',
    guard: (copy) => patchesApply(copy, 'react-dom', 'cjs/react-dom-server.node.production.min.js', reactDomServerPatch),
    guardChecks: "the loader's patch finds its code exactly once in the installed `cjs/react-dom-server.node.production.min.js`",
    checkedAtUse:
      "the loader fails the build when a patch's code is not found once; onCreateWebpackConfig stops it when the renderer's externals are not Gatsby's function",
  },
  {
    id: 'docsearch-patches',
    package: '@docsearch/react',
    touches: "DocSearch 3.9's built module (`dist/esm/index.js`), rewritten in four places as webpack loads it",
    files: ['node/webpack/docsearchPatches.cjs'],
    upstream: [
      'https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/DocSearchModal.tsx',
      'https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/SearchBox.tsx',
      'https://github.com/algolia/autocomplete/blob/v1.17.9/packages/autocomplete-core/src/onInput.ts',
    ],
    buys: "the spec's error screen when every host fails (stock DocSearch shows it for one tick); no forced layout of the page on each of the modal's 19 renders to a first result (16–20 ms at 4× throttle, `node scripts/bench/long-frames.mjs`); stored searches opened once, not on each render; the input focused after the commit (24 ms of the first search's longest task, `node scripts/bench/compare-search.mjs`)",
    without: 'nothing: the error screen is part of the spec, so the build stops',
    ifTripped: 'fail',
    guard: (copy) => patchesApply(copy, '@docsearch/react', 'dist/esm/index.js', docsearchPatches),
    guardChecks: "each of the loader's four patches finds its code exactly once in the installed `dist/esm/index.js`",
    checkedAtUse: "the loader fails the build when a patch's code is not found once",
  },
  {
    id: 'heap-growth',
    package: 'node',
    command: 'build',
    touches:
      "V8's `--heap-growing-percent` set mid-process once a full collection leaves 512 MB live (and `--expose-gc`, set and unset, for one collection as createPages starts), in the build's main process and in the workers Gatsby starts, told apart by `GATSBY_WORKER_ID`",
    files: ['node/heapGrowth.ts', 'node/onPluginInit.ts', 'node/createPages.ts'],
    upstream: [
      'https://github.com/nodejs/node/blob/v24.21.0/deps/v8/src/heap/heap-controller.cc',
      'https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby-worker/src/index.ts',
    ],
    buys: "the 10,000-doc build's heap 972 → 533 MB used 100 s in (`scripts/bench/measure.mjs`); limited only from 512 MB live, against limited from the start (2026-12-04, one after the other): this site's cold build 57.5, 56.3 → 53.4, 53.8 s and 71.7, 70.3 → 66.1, 64.2 s of user CPU, the 2,000-doc corpus's 145.1 → 125.2 s at the same peak share (2,743 and 2,758 MB), the 10,000-doc corpus's 500.0 and 511.5 s, 4,196 and 4,152 MB; earlier, limited from the start: cold builds of a 2,000-doc corpus, alternating: peak proportional share 2,013–2,311 → 1,820, 1,839 MB, for 16 % more user CPU; on the 2,000-doc + 200-post corpus, cold builds one after the other (`node scripts/bench/private-hooks.mjs --content .bench/content --rebuild docs/generated/section-05/topic-5/page-5.mdx --hooks heap-growth,queries-in-build-process,kept-pages`, 2026-12-01): peak share 1,715 MB with it, 2,038 MB without, the build 107.5 s with it, 103.0 s without",
    without: "V8's own growth: the same build's main process peaks anywhere between 1.9 and 3.5 GB",
    ifTripped: 'off',
    requires: [{ pkg: ['gatsby', 'gatsby-worker'], file: 'dist/index.js', has: ['GATSBY_WORKER_ID: workerId.toString()'] }],
    guard: () => missingV8Flags(v8Flags()),
    guardChecks: "this Node's V8 lists `--heap-growing-percent` and `--expose-gc` in `node --v8-options`",
  },
  {
    id: 'exit-watchdog',
    package: 'node',
    command: 'build',
    touches:
      'a `/bin/sh` process that ends a build with `kill -9` when it has not exited 5 s after it failed or began to exit (glibc bug 25847 hangs the exit now and then)',
    files: ['node/exitWatchdog.ts', 'node/failBuild.ts'],
    upstream: ['https://sourceware.org/bugzilla/show_bug.cgi?id=25847'],
    buys: 'a failing build always ends: it had hung in 1 build in 10 to 25 (`node scripts/test-failed-builds.mjs` runs each failing build and calls one hung past 360 s)',
    without: "a build that hangs on its exit waits for the CI job's time limit",
    ifTripped: 'off',
    guard: () => missingShell(fs.existsSync),
    guardChecks: '`/bin/sh` exists',
  },
  {
    id: 'glibc-mmap-threshold',
    package: 'glibc',
    command: 'build',
    touches: "glibc's `MALLOC_MMAP_THRESHOLD_=131072`, set for Gatsby by the `build` script of package.json and read when a process starts",
    files: ['package.json'],
    upstream: ['https://www.gnu.org/software/libc/manual/html_node/Memory-Allocation-Tunables.html'],
    buys: "cold builds of the 10,000-doc corpus, three pairs: peak resident memory 4,795 → 3,668, 4,362 → 3,917, 4,702 → 3,801 MB, wall time within the machine's variation (the tree's `/proc/*/status` every 500 ms)",
    without: "glibc keeps the node store's spent write buffers in its heap to the end of the build; other C libraries ignore the variable",
    ifTripped: 'off',
    guard: () => notGlibc(process.report?.getReport()),
    guardChecks: "Node's report names a glibc runtime (`header.glibcVersionRuntime`)",
  },
];
