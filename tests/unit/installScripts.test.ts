import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

interface Lockfile {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
}
const lock = JSON.parse(fs.readFileSync(path.resolve('package-lock.json'), 'utf8')) as Lockfile;
const { allowScripts = {} } = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };

/**
 * Each installed package's install script, as read: npm 12 runs one only when package.json's allowScripts
 * approves it (`true`), and npm 11.19 and 12 both skip one it denies (`false`). Name-only entries: the lockfile
 * has no `resolved` URLs, and npm pins an approval (`node@24.21.0`) only by the version in that URL.
 */
const REVIEWED: Record<string, { runs: boolean; why: string }> = {
  node: {
    runs: true,
    why: 'its preinstall installs node-<platform>-<arch> and links node_modules/.bin/node to it, the Node 24 npm test and the npm scripts run on',
  },
  esbuild: { runs: false, why: "its postinstall swaps bin/esbuild's launcher for a link to @esbuild/<platform>'s binary; the API runs that binary without it" },
  workerd: {
    runs: false,
    why: "its postinstall does as esbuild's; miniflare (wrangler) takes the @cloudflare/workerd-<platform> binary's path from lib/main.js",
  },
  '@swc/core': {
    runs: false,
    why: 'its postinstall loads the @swc/core-<platform> binary and, should that fail, installs @swc/wasm with npm; the binary is that optional package',
  },
  sharp: { runs: false, why: 'install/check compiles only beside a global libvips or with --build-from-source; its binaries are the @img/sharp-* packages' },
  lmdb: { runs: false, why: 'node-gyp-build-optional-packages compiles only if the @lmdb/lmdb-<platform> N-API addon fails to load' },
  'msgpackr-extract': { runs: false, why: 'as lmdb, with @msgpackr-extract/msgpackr-extract-<platform>' },
  '@parcel/watcher': { runs: false, why: 'compiles only with --build-from-source; its binary is @parcel/watcher-<platform>' },
  gatsby: {
    runs: false,
    why: "fetches the newest apis.json and adapters.js (code it requires later) from unpkg or GitHub's master into itself; without them it uses its own",
  },
  'gatsby-cli': { runs: false, why: 'prints a welcome after a global install' },
  'core-js': { runs: false, why: 'prints a funding banner' },
  'core-js-pure': { runs: false, why: 'prints a funding banner' },
  'es5-ext': { runs: false, why: 'prints a message in some time zones' },
};

describe('install scripts', () => {
  const withScripts = Object.entries(lock.packages).filter(([key, info]) => key !== '' && info.hasInstallScript);

  it('finds the packages with one in the lockfile', () => {
    expect(withScripts.map(([key]) => key)).toContain('node_modules/node');
  });

  it('has each reviewed here and in allowScripts', () => {
    const unreviewed = withScripts
      .map(([key, info]) => ({ name: key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length), version: info.version }))
      .filter(({ name }) => !(name in REVIEWED) || !(name in allowScripts))
      .map(
        ({ name, version }) =>
          `${name}@${version} has an install script no one has reviewed: read it, then record it with \`npm install-scripts approve|deny ${name}\` (npm 12) and in REVIEWED here`,
      );
    expect(unreviewed).toEqual([]);
  });

  it('approves in allowScripts exactly what the review approved', () => {
    expect(allowScripts).toEqual(Object.fromEntries(Object.entries(REVIEWED).map(([name, { runs }]) => [name, runs])));
  });
});
