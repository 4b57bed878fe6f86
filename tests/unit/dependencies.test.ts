import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

interface Lockfile {
  packages: Record<string, { version?: string }>;
}
interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
const lock = JSON.parse(fs.readFileSync(path.resolve('package-lock.json'), 'utf8')) as Lockfile;
const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as PackageJson;
/** The installed copies of a package: each `node_modules/…/<name>` entry of the lockfile, with its version. */
const copiesOf = (name: string) =>
  Object.entries(lock.packages)
    .filter(([key]) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`))
    .map(([key, info]) => `${key}@${info.version}`);

describe('the installed UI runtime', () => {
  // The browser, the server rendering of pages and islands, and the component
  // tests all resolve these: one copy each means one runtime everywhere.
  it.each(['react', 'react-dom', 'scheduler'])('has one copy of %s', (name) => {
    expect(copiesOf(name)).toHaveLength(1);
  });

  it('has no Preact package', () => {
    expect(Object.keys(lock.packages).filter((key) => /(^|\/)node_modules\/(@preact\/|preact($|-)|gatsby-plugin-preact$)/.test(key))).toEqual([]);
  });
});

describe('the declared versions', () => {
  // The site patches these packages' built code or reads their internals (each `why`); a range would let
  // an install take a release the patches and readers were never checked against.
  it.each([
    ['gatsby', 'its dist/ internals are read (src/node/developBatching.ts) and its runtime modules replaced (src/node/webpack/runtimeReplacements.ts)'],
    ['react', 'one runtime with react-dom, whose server renderer is patched'],
    ['react-dom', 'its server renderer is patched (src/node/webpack/reactDomServerPatch.cjs)'],
    ['@docsearch/react', 'its built module is patched (src/node/webpack/docsearchPatches.cjs)'],
    ['@docsearch/css', 'its stylesheet is scoped by its selectors (src/lib/stylesheets.ts)'],
    ['algoliasearch', 'the spec fixes the version the search client is written against'],
  ])('pins %s exactly: %s', (name) => {
    expect(pkg.dependencies[name]).toBe(lock.packages[`node_modules/${name}`].version);
  });
});
