// Chromium on this machine: the build draws Mermaid diagrams and prints the docs PDF in it
// (node/mdx/mermaid.ts), and the browser tests run in its headless shell. Debian's packages, never a
// browser download (none is reachable from CI).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, built from the same source as its chromium): the
 * browser Playwright runs headless tests in by default (https://github.com/microsoft/playwright/issues/33566).
 * The full browser opens its own address-bar UI with each new page, about 1 s of CPU a page here
 * (docs/testing.md#end-to-end-tests-in-chromium).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser the tests drive: CHROMIUM_PATH, else the headless shell, else the build's Chromium. */
export const testBrowserPath = (env = process.env, exists = fs.existsSync) =>
  env.CHROMIUM_PATH ?? (exists(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The flags Chromium needs on a locked-down machine: the build's list (node/chromiumFlags.json), for the tests and benchmarks. */
export const CHROMIUM_ARGS = JSON.parse(fs.readFileSync(new URL('../../node/chromiumFlags.json', import.meta.url), 'utf8'));

export const INSTALL_HINT = 'Install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.';

/** Installs Debian's `pkg` when this process may (root, apt-get) and CHROMIUM_PATH names no browser of its own. */
function aptInstall(pkg, env, log) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || env.CHROMIUM_PATH || spawnSync('which', ['apt-get']).status !== 0) return;
  log(`Installing ${pkg} (apt-get install -y ${pkg})…`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Installs Debian's Chromium when it is missing and this process may (root, apt-get); true when it is there. */
export function ensureChromium(env = process.env, log = (line) => console.log(line)) {
  const chromium = chromiumPath(env);
  if (!fs.existsSync(chromium)) aptInstall('chromium', env, log);
  return fs.existsSync(chromium);
}

/** Installs the headless shell for the tests when it is missing and this process may; true when the tests will run in it or in CHROMIUM_PATH. */
export function ensureHeadlessShell(env = process.env, log = (line) => console.log(line)) {
  if (env.CHROMIUM_PATH) return true;
  if (!fs.existsSync(HEADLESS_SHELL)) aptInstall('chromium-headless-shell', env, log);
  return fs.existsSync(HEADLESS_SHELL);
}
