#!/usr/bin/env node
// The whole test suite, from a fresh clone:
//   1. installs the npm dependencies if they are missing;
//   2. finds Chromium, and its headless shell for the browser tests (installs Debian's packages with apt-get when run as root);
//   3. lints (ESLint), checks the formatting (Prettier), type-checks, runs the unit and component tests;
//   4. runs the content's Python samples and compares what they print with their pages
//      (Debian's python3 with OpenCV, Matplotlib, scikit-learn, scikit-image: installed with apt-get when run as root);
//   5. builds the production site once (and two Docusaurus sites' content with this code, tests/fixtures/docusaurus-site and versioned-site);
//   6. runs the end-to-end tests in Chromium against that build, and serves it with real
//      static hosts (workerd through wrangler, and Debian's nginx, Caddy and Apache, installed
//      with apt-get when run as root).
// Steps 3 and 4, then the failed-builds check (in a copy of the site), run beside the builds of step 5: each lane
// keeps about one core busy, where one after the other left the second core idle. The develop check follows the
// end-to-end tests in their lane.
// Ends with one line "N passed, N failed". SKIP_BUILD=1 reuses an existing public/.
// Run through `npm test`, it runs on the Node 24 that `npm ci` installs (the `node` dev dependency).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bin } from './lib/bin.mjs';
import { EXIT_WITHIN_MS, exitedInTime, HUNG_AFTER_MS } from './lib/buildExit.mjs';
import { chromiumPath, ensureChromium, ensureHeadlessShell, INSTALL_HINT } from './lib/chromium.mjs';
import { copySite } from './lib/siteCopy.mjs';
import { withoutTerminalCodes } from './lib/terminal.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
// Node's compile cache (https://nodejs.org/api/module.html#module-compile-cache): the suite starts Gatsby, Jest, ESLint
// and the rest about 40 times, and each after the first loads its modules' code compiled (docs/testing.md#what-npm-test-runs).
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(root, 'node_modules/.cache/node-compile-cache'),
};
const suiteStarted = Date.now();
console.log(`Node ${process.version} (${process.execPath})`);

/** A step whose output is shown as it comes (the builds' lane's, and the set-up's). Resolves to whether it exited 0. */
function runLive(label, command, args, extraEnv = {}, cwd = root) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${label}: ${command} ${args.join(' ')}${cwd === root ? '' : ` (in ${cwd})`}`);
    const started = Date.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, ...extraEnv } });
    child.on('close', (code) => {
      console.log(`◀ ${label}: exit ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs `command`, keeping its output: resolves to its exit code, its output, how long it took, when it exited and
 * when each of the `watched` texts first appeared in its output (ms from its start; the reporter's colours and line
 * breaks set aside, as the checks compare words). With `limitMs`, it runs in a process group of its own, stopped
 * whole after that long, and what of the group outlives its exit is stopped too, as scripts/test-failed-builds.mjs
 * stops a build.
 */
function collected(command, args, { extraEnv = {}, cwd = root, watched = [], limitMs } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: limitMs !== undefined });
    const stopGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is gone
      }
    };
    const limit = limitMs === undefined ? undefined : setTimeout(stopGroup, limitMs);
    let output = '';
    const seenAt = {};
    let exitedAt = null;
    const read = (chunk) => {
      output += chunk;
      const unseen = watched.filter((text) => !(text in seenAt));
      if (unseen.length === 0) return;
      const words = withoutTerminalCodes(output).replace(/\s+/g, ' ');
      for (const text of unseen) if (words.includes(text)) seenAt[text] = Date.now() - started;
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => {
      exitedAt = Date.now() - started;
      if (limit === undefined) return;
      clearTimeout(limit);
      stopGroup();
    });
    child.on('close', (code) => resolve({ code, output, seconds: ((Date.now() - started) / 1000).toFixed(1), exitedAt, seenAt }));
  });
}

/**
 * A step of the lane that runs beside the builds: its output is kept and printed whole when it ends, so that
 * it does not interleave with the builds' own. Resolves to whether it exited 0.
 */
async function runAside(label, command, args, options = {}) {
  const { code, output, seconds } = await collected(command, args, options);
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}${options.cwd ? ` (in ${options.cwd})` : ''}\n${output.trimEnd()}`);
  console.log(`◀ ${label}: exit ${code} in ${seconds} s`);
  return code === 0;
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (!fs.existsSync(path.join(root, 'node_modules/.bin/gatsby'))) {
  if (!(await runLive('install', 'npm', ['ci', '--no-audit', '--no-fund']))) fail('npm ci failed');
}

if (!ensureChromium(env)) fail(`The browser tests and the diagrams need Chromium at ${chromiumPath(env)}. ${INSTALL_HINT}`);
// The browser tests run in Chromium's headless shell, which takes a third of the full browser's CPU (scripts/lib/chromium.mjs).
if (!ensureHeadlessShell(env))
  console.log(`\nThe browser tests will run in ${chromiumPath(env)}, at about three times the CPU: install "sudo apt-get install -y chromium-headless-shell".`);

// The samples' packages come from Debian (no PyPI here): see scripts/samples.mts.
const PYTHON_PACKAGES = ['python3', 'python3-opencv', 'python3-matplotlib', 'python3-sklearn', 'python3-skimage'];
const python = env.SAMPLES_PYTHON ?? '/usr/bin/python3';
const hasPythonPackages = () => spawnSync(python, ['-c', 'import cv2, matplotlib, sklearn, skimage, scipy']).status === 0;
if (!hasPythonPackages()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    await runLive('python packages', 'apt-get', ['update', '-qq']);
    await runLive('python packages', 'apt-get', ['install', '-y', '-qq', ...PYTHON_PACKAGES], { DEBIAN_FRONTEND: 'noninteractive' });
  }
  if (!hasPythonPackages())
    fail(
      `The content's samples run with ${python} and Debian's packages. Install them with "sudo apt-get install -y ${PYTHON_PACKAGES.join(' ')}", or set SAMPLES_PYTHON to a Python that has OpenCV, Matplotlib, scikit-learn and scikit-image.`,
    );
}

// The hosting tests serve the build with Debian's nginx, Caddy and Apache (tests/e2e/staticHosts.ts).
const SERVERS = [
  ['/usr/sbin/nginx', 'nginx-light'],
  ['/usr/bin/caddy', 'caddy'],
  ['/usr/sbin/apache2', 'apache2'],
];
const missingServers = SERVERS.filter(([binary]) => !fs.existsSync(binary)).map(([, pkg]) => pkg);
if (missingServers.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    await runLive('web servers', 'apt-get', ['update', '-qq']);
    await runLive('web servers', 'apt-get', ['install', '-y', '-qq', ...missingServers], { DEBIAN_FRONTEND: 'noninteractive' });
  } else {
    console.log(
      `\nThe hosting tests of ${missingServers.join(', ')} will be skipped: install them with "sudo apt-get install -y ${missingServers.join(' ')}".`,
    );
  }
}

fs.mkdirSync('reports', { recursive: true });
const results = { passed: 0, failed: 0 };
const count = (file, read) => {
  try {
    const { passed, failed } = read(JSON.parse(fs.readFileSync(file, 'utf8')));
    results.passed += passed;
    results.failed += failed;
  } catch {
    results.failed += 1;
  }
};

// Lane 1, beside the builds and then the end-to-end tests: the static checks, the unit tests, the samples, then the
// failed-builds check in a copy of the site (its builds must not share this checkout's .cache/ with the builds of lane 2).
async function checksLane() {
  // ESLint (eslint.config.mjs) and Prettier's check (.prettierrc.json), before the type check.
  if (!(await runAside('lint', bin(root, 'eslint'), ['.']))) results.failed += 1;
  if (!(await runAside('format check', bin(root, 'prettier'), ['--check', '.']))) results.failed += 1;
  if (!(await runAside('typecheck', bin(root, 'tsc'), ['--noEmit']))) results.failed += 1;

  fs.rmSync('reports/unit.json', { force: true });
  await runAside('unit and component tests', bin(root, 'jest'), ['--json', `--outputFile=${path.join(root, 'reports/unit.json')}`], {
    extraEnv: { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim() },
  });
  count('reports/unit.json', (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) }));

  fs.rmSync('reports/samples.json', { force: true });
  await runAside('content samples', bin(root, 'tsx'), ['scripts/samples.mts', '--json', 'reports/samples.json']);
  count('reports/samples.json', (r) => r);

  // A build that fails on its content exits within 10 s of its error, every time (scripts/test-failed-builds.mjs).
  const failing = copySite(root, 'test-site-failed-builds', { withContent: true });
  // The image variants the production build wrote, as a rebuild finds them in public/: the broken link's case is a
  // whole build, and encoding them again took 20 of its 57 s of CPU (docs/testing.md#what-npm-test-runs).
  if (fs.existsSync('public/assets/images')) fs.cpSync('public/assets/images', path.join(failing, 'public/assets/images'), { recursive: true });
  fs.rmSync('reports/failed-builds.json', { force: true });
  await runAside('failed builds exit', 'node', ['scripts/test-failed-builds.mjs', '--json', path.join(root, 'reports/failed-builds.json')], { cwd: failing });
  count('reports/failed-builds.json', (r) => r);
  fs.rmSync(failing, { recursive: true, force: true });
}

// Authoring: search under `gatsby develop`, and an edit searchable after a reload; in another copy of the site, as it
// edits content, which no build of this checkout may see. After the end-to-end tests, in their lane: the checks' lane,
// with the failed-builds check, is the longer (docs/testing.md#what-npm-test-runs).
async function developCheck() {
  const developing = copySite(root, 'test-site-develop', { withContent: true });
  const develop = await runAside('gatsby develop search check', 'node', [path.join(developing, 'scripts/test-develop.mjs')], { cwd: developing });
  results[develop ? 'passed' : 'failed'] += 1;
  fs.rmSync(developing, { recursive: true, force: true });
}

/**
 * A build whose output a check reads: resolves to its exit code, its output without the reporter's colours and line
 * breaks, when it exited and when each of the `watched` texts first appeared, stopped after `limitMs` (collected()).
 */
async function buildRead(label, extraEnv, { watched = [], limitMs } = {}) {
  const { code, output, seconds, exitedAt, seenAt } = await collected(bin(root, 'gatsby'), ['build'], { extraEnv, watched, limitMs });
  console.log(`\n◀ ${label}: exit ${code} in ${seconds} s`);
  // The reporter wraps long lines and colours them: compare words.
  return { status: code, output: withoutTerminalCodes(output).replace(/\s+/g, ' '), exitedAt, seenAt };
}

// Lane 2: every build in this checkout, one after another, then the fixture sites' builds, then the end-to-end tests.
async function buildsLane() {
  // Search settings go together: an app id without a key stops the build with Algolia's own words.
  const halfConfigured = await buildRead('a build with an Algolia app id and no search key', {
    GATSBY_ALGOLIA_APP_ID: 'TESTAPPID',
    GATSBY_ALGOLIA_SEARCH_KEY: '',
  });
  const refused = halfConfigured.status !== 0 && /`apiKey` is\s+missing\./.test(halfConfigured.output);
  console.log(`${refused ? '✓' : '✘'} a build with GATSBY_ALGOLIA_APP_ID and no search key stops with "\`apiKey\` is missing."`);
  results[refused ? 'passed' : 'failed'] += 1;

  // Content that tries to put script on a page, or to reach the build machine, fails the build, each file named (tests/fixtures/hostile).
  fs.rmSync('/tmp/hostile-build-probe', { force: true });
  const REFUSED = [
    ['a javascript: link in Markdown, with its line', '__hostile__/markdown-link.mdx:7:1: A javascript: URL in a Markdown link is not allowed in content'],
    [
      'a javascript: href from an expression, with its line',
      '__hostile__/jsx-href.mdx:7:1: a javascript: URL in "href" on <a> ("javascript:alert(1)") is not allowed in content',
    ],
    [
      'an event handler from dangerouslySetInnerHTML, with its line',
      '__hostile__/inner-html.mdx:7:1: an event handler attribute "onError" on <img> is not allowed in content',
    ],
    [
      'an iframe from a component defined in the page, with its line',
      "__hostile__/component.mdx:5:28: an <iframe> element (name its https origin in the config's frameOrigins to embed its pages) is not allowed in content",
    ],
    [
      'an expression that writes a file on the build machine, with its line',
      '__hostile__/writes-a-file.mdx:7:33: content code tried to write a file (/tmp/hostile-build-probe)',
    ],
  ];
  // Rendered on threads, as a large site's cold build renders pages (node/mdx/renderThreads.ts): errors keep their file and line.
  // A build that hangs is stopped, as the failed-builds check stops one.
  const hostile = await buildRead(
    'a build with hostile content',
    { GATSBY_TEST_HOSTILE: '1', SITE_RENDER_THREADS: '2' },
    { watched: REFUSED.map(([, message]) => message), limitMs: HUNG_AFTER_MS },
  );
  const unprinted = REFUSED.filter(([, message]) => !(message in hostile.seenAt));
  const missed = [...unprinted];
  // The file the hostile expression tried to write is not there (tests/fixtures/hostile/__hostile__/writes-a-file.mdx).
  if (fs.existsSync('/tmp/hostile-build-probe')) missed.push(['the file the content tried to write was written: /tmp/hostile-build-probe']);
  const refusedAll = hostile.status !== 0 && missed.length === 0;
  console.log(`${refusedAll ? '✓' : '✘'} a build with hostile content fails, naming each file: ${REFUSED.map(([what]) => what).join('; ')}`);
  for (const [what] of missed) console.log(`    not refused (or not named): ${what}`);
  results[refusedAll ? 'passed' : 'failed'] += 1;
  // And it ends soon after, as every build that fails on its content must: the failed-builds check's rule, here for
  // errors raised on render threads (scripts/lib/buildExit.mjs).
  const lastErrorAt = Math.max(...Object.values(hostile.seenAt));
  const ended = unprinted.length === 0 && exitedInTime(lastErrorAt, hostile.exitedAt);
  const endedAfter = unprinted.length === 0 ? `it exited ${((hostile.exitedAt - lastErrorAt) / 1000).toFixed(1)} s after it` : 'not every error was printed';
  console.log(`${ended ? '✓' : '✘'} the build with hostile content exits within ${EXIT_WITHIN_MS / 1000} s of its last error line: ${endedAfter}`);
  results[ended ? 'passed' : 'failed'] += 1;

  // The site twice: the default build from a clean cache, with the test-only pages of src/pages/__test__/ and
  // tests/fixtures/docs/; then, on that build's cache, the site with Algolia settings (GATSBY_* settings, compiled
  // into the browser code), pointed at the loopback fixture hosts of tests/e2e/algolia.spec.ts and kept in
  // .e2e/public-algolia. The second build has the same plugins, the test pages' source among them: Gatsby clears
  // its cache when they differ and leaves public/ with the pages it then no longer knows of (docs/testing.md#the-builds-the-suite-makes).
  const E2E_SECRET = 'e2e-deploy-token-must-never-publish';
  const ALGOLIA_TEST_ENV = {
    GATSBY_TEST_PAGES: '1',
    GATSBY_ALGOLIA_APP_ID: 'TESTAPPID',
    GATSBY_ALGOLIA_SEARCH_KEY: 'test-search-key',
    GATSBY_ALGOLIA_INDEX_NAME: 'e2e_index',
    GATSBY_ALGOLIA_HOSTS: 'http://127.0.0.1:9301,http://127.0.0.1:9302',
  };
  const DEFAULT_SITE = '.e2e/public-site';
  let built = env.SKIP_BUILD === '1' && fs.existsSync('public/index.html') && fs.existsSync('.e2e/public-algolia/index.html');
  if (!built) {
    built =
      (await runLive('clean', bin(root, 'gatsby'), ['clean'])) &&
      // A secret in the environment, which tests/fixtures/docs/__test__/secrets.mdx prints: it must not be published.
      // Its pages rendered on threads, as a large site's cold build renders them (node/mdx/renderThreads.ts);
      // the Algolia build and the fixture sites' render theirs on the main thread.
      (await runLive('production build', bin(root, 'gatsby'), ['build'], {
        GATSBY_TEST_PAGES: '1',
        E2E_PLAIN_MARKER: 'plain-marker-value',
        E2E_DEPLOY_TOKEN: E2E_SECRET,
        SITE_RENDER_THREADS: '2',
      })) &&
      // Copied, not moved: the next build starts from public/ as this one left it, as a rebuild does.
      (fs.rmSync(DEFAULT_SITE, { recursive: true, force: true }),
      fs.mkdirSync('.e2e', { recursive: true }),
      fs.cpSync('public', DEFAULT_SITE, { recursive: true }),
      true) &&
      (await runLive("production build with Algolia settings, on the default build's cache", bin(root, 'gatsby'), ['build'], ALGOLIA_TEST_ENV)) &&
      (fs.rmSync('.e2e/public-algolia', { recursive: true, force: true }),
      fs.renameSync('public', '.e2e/public-algolia'),
      fs.renameSync(DEFAULT_SITE, 'public'),
      true);
  }
  // A Docusaurus site's docs, blog, sidebars and components, built unchanged with this code in a copy of it
  // (scripts/build-fixture-site.mjs), for tests/e2e/docusaurusSite.spec.ts; then built again after an edit of
  // one doc, which must render that doc's page and no other, and after one doc is deleted, whose page's files
  // must all be gone (scripts/lib/rebuildCheck.mjs).
  if (built && !(env.SKIP_BUILD === '1' && fs.existsSync('.e2e/public-docusaurus/index.html'))) {
    built = await runLive('a Docusaurus site built with this code, and built again after an edit and after a deletion', 'node', [
      'scripts/build-fixture-site.mjs',
      'tests/fixtures/docusaurus-site',
      '.e2e/public-docusaurus',
      '--rebuild-after-edit',
      'guides/install.md',
      '--rebuild-after-delete',
      'guides/demo.md',
      '/guides/demo',
    ]);
  }
  // A Docusaurus site with released docs versions (versions.json, versioned_docs/, versioned_sidebars/), for tests/e2e/versionedSite.spec.ts.
  if (built && !(env.SKIP_BUILD === '1' && fs.existsSync('.e2e/public-versioned/index.html'))) {
    built = await runLive('a versioned Docusaurus site built with this code', 'node', [
      'scripts/build-fixture-site.mjs',
      'tests/fixtures/versioned-site',
      '.e2e/public-versioned',
    ]);
  }
  if (!built) {
    results.failed += 1;
    return;
  }
  // The end-to-end tests, as soon as the builds are made: the checks' lane, longer, goes on beside them, so that
  // no core waits (docs/testing.md#what-npm-test-runs).
  fs.rmSync('reports/e2e.json', { force: true });
  await runLive('end-to-end tests', bin(root, 'playwright'), ['test']);
  count('reports/e2e.json', (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }));
}

await Promise.all([checksLane(), buildsLane().then(developCheck)]);

// The suite's time, which `npm run bench` prints beside its target.
const seconds = Math.round((Date.now() - suiteStarted) / 1000);
fs.writeFileSync('reports/suite.json', JSON.stringify({ date: new Date().toISOString(), seconds, ...results }, null, 2));
console.log(`\nThe suite took ${seconds} s (reports/suite.json).`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
