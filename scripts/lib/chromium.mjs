// Chromium on this machine: the browser tests run in it, and the build draws
// Mermaid diagrams in it (src/node/mdx/mermaid.ts). Debian's package, never a
// browser download (none is reachable from CI).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags Chromium needs on a locked-down machine: the build's list (src/node/chromiumFlags.json), for the tests and benchmarks. */
export const CHROMIUM_ARGS = JSON.parse(fs.readFileSync(new URL('../../src/node/chromiumFlags.json', import.meta.url), 'utf8'));

export const INSTALL_HINT = 'Install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.';

/** Installs Debian's Chromium when it is missing and this process may (root, apt-get); true when it is there. */
export function ensureChromium(env = process.env, log = (line) => console.log(line)) {
  const chromium = chromiumPath(env);
  if (fs.existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && !env.CHROMIUM_PATH && spawnSync('which', ['apt-get']).status === 0) {
    log('Installing Chromium (apt-get install -y chromium)…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  return fs.existsSync(chromium);
}
