import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { RENDERER_PACKAGES } from '../../node/mdx/rendererVersion';
import { packageNameOf, referencesIn, siteReferences, typesPackageOf, type PackageReference } from '../support/importedPackages';
import { CUSTOM_CSS_MODULE } from '../../node/webpack/customCss';

interface Lockfile {
  packages: Record<string, { version?: string }>;
}
interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
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
    ['gatsby', 'its dist/ internals are read (node/developBatching.ts) and its runtime modules replaced (node/webpack/runtimeReplacements.ts)'],
    ['react', 'one runtime with react-dom, whose server renderer is patched'],
    ['react-dom', 'its server renderer is patched (node/webpack/reactDomServerPatch.cjs)'],
    ['@docsearch/react', 'its built module is patched (node/webpack/docsearchPatches.cjs)'],
    ['@docsearch/css', 'its stylesheet is scoped by its selectors (src/lib/stylesheets.ts)'],
    ['algoliasearch', 'the spec fixes the version the search client is written against'],
  ])('pins %s exactly: %s', (name) => {
    expect(pkg.dependencies[name]).toBe(lock.packages[`node_modules/${name}`].version);
  });
});

/**
 * Gatsby resolves a plugin's name to the site's `plugins/<name>/` before node_modules
 * (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/bootstrap/load-plugins/resolve-plugin.ts):
 * node/gatsbyConfig.ts's `gatsby-plugin-typescript` is the site's own.
 */
const isLocalGatsbyPlugin = (reference: PackageReference, name: string) =>
  reference.file === 'node/gatsbyConfig.ts' && fs.existsSync(path.resolve('plugins', name, 'package.json'));

/**
 * What the build, `gatsby develop` and `npm run serve` load, whose packages belong in `dependencies`:
 * src/ but its tests, the gatsby-* files, plugins/, babel.config.cjs, and the scripts those npm scripts run.
 * (`@site/…`, `@theme/…` and `@docusaurus/…` are content's imports, resolved by node/mdx/siteImports.ts
 * when a page is bundled; the site's own code never writes them, so they are not excused here.)
 */
function isRuntimeFile(file: string): boolean {
  if (/\.test\.[cm]?[jt]sx?$/.test(file)) return false;
  return /^(?:src|plugins)\//.test(file) || /^gatsby-[a-z]+\.(?:tsx?|js)$/.test(file) || file === 'babel.config.cjs' || runtimeScripts.has(file);
}
const runtimeScripts = new Set(
  ['build', 'prebuild', 'develop', 'predevelop', 'serve'].flatMap((name) => pkg.scripts[name]?.match(/scripts\/\S+/g) ?? []).flatMap(withRelativeImports),
);
/** A script and the site's files it imports, as paths from the root. */
function withRelativeImports(file: string): string[] {
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    for (const { specifier } of referencesIn(at, fs.readFileSync(at, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.join(path.dirname(at), specifier);
      const found = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'].map((ext) => target + ext).find((f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile());
      if (found) visit(found);
    }
  };
  visit(file);
  return [...seen];
}

describe('the packages the code names', () => {
  const references = siteReferences(process.cwd());
  const declared = (name: string) => name in pkg.dependencies || name in pkg.devDependencies;
  const named = references.flatMap((reference) => {
    const name = packageNameOf(reference.specifier);
    // The module of the site's customCss, which its webpack config makes (node/webpack/customCss.ts).
    if (name === CUSTOM_CSS_MODULE) return [];
    return name === null || isLocalGatsbyPlugin(reference, name) ? [] : [{ ...reference, name }];
  });

  it('reads the code it checks', () => {
    // A scan that read nothing would pass the checks below.
    expect(named).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'gatsby-browser.tsx', name: '@gatsbyjs/reach-router' }),
        expect.objectContaining({ file: 'node/webpack/developShell.ts', name: 'webpack', typeOnly: false }),
        expect.objectContaining({ file: 'babel.config.cjs', name: '@babel/preset-env' }),
        expect.objectContaining({ file: 'node/gatsbyConfig.ts', name: 'gatsby-plugin-mdx' }),
      ]),
    );
    expect([...runtimeScripts]).toEqual(expect.arrayContaining(['scripts/prebuild.mjs', 'scripts/lib/chromium.mjs', 'scripts/serve.mjs']));
  });

  it('declares each in package.json', () => {
    // A type-only import is met by the package or its @types/… one.
    const undeclared = named
      .filter(({ name, typeOnly }) => !declared(name) && !(typeOnly && declared(typesPackageOf(name))))
      .map(({ file, line, name, typeOnly }) => `${file}:${line} ${typeOnly ? 'imports the types of' : 'imports'} ${name}, which package.json does not declare`);
    expect(undeclared).toEqual([]);
  });

  it('declares what the build and the served site run in dependencies', () => {
    const devOnly = named
      .filter(({ file, name, typeOnly }) => !typeOnly && isRuntimeFile(file) && !(name in pkg.dependencies))
      .map(({ file, line, name }) => `${file}:${line} imports ${name}, which is not in package.json's dependencies`);
    expect(devOnly).toEqual([]);
  });

  it('declares the packages whose versions the renderer reads from node_modules', () => {
    // node/mdx/rendererVersion.ts reads node_modules/<name>/package.json: only a declared package is sure to be there.
    expect(RENDERER_PACKAGES.filter((name) => !(name in pkg.dependencies))).toEqual([]);
  });
});

describe('the scan of a module', () => {
  const specifiers = (file: string, source: string, options?: { config?: boolean }) =>
    referencesIn(file, source, options).map(({ specifier, typeOnly }) => (typeOnly ? `type ${specifier}` : specifier));

  it('reads imports, re-exports, require, dynamic import and module mocks', () => {
    const source = [
      "import a from 'pkg-a';",
      "import type { B } from '@scope/b/sub';",
      "import { type C } from 'pkg-c';",
      "export { d } from 'pkg-d';",
      "const e = require('pkg-e');",
      "const f = require.resolve('pkg-f/package.json');",
      "const g = await import('pkg-g');",
      "jest.unstable_mockModule('pkg-h', () => ({}));",
      "type I = typeof import('pkg-i');",
      "const j = import.meta.resolve('pkg-j');",
    ].join('\n');
    expect(specifiers('a.ts', source)).toEqual([
      'pkg-a',
      'type @scope/b/sub',
      'type pkg-c',
      'pkg-d',
      'pkg-e',
      'pkg-f/package.json',
      'pkg-g',
      'pkg-h',
      'type pkg-i',
      'pkg-j',
    ]);
  });

  it('follows a require made for the site, not one made at another package', () => {
    const source = [
      "const load = createRequire(path.join(siteDir, 'package.json'));",
      "load('pkg-a'); load.resolve('pkg-b');",
      "createRequire(import.meta.url)('pkg-c');",
      "const fromGatsby = createRequire(load.resolve('gatsby/package.json'));",
      "fromGatsby('xstate');",
    ].join('\n');
    expect(specifiers('a.ts', source)).toEqual(['pkg-a', 'pkg-b', 'pkg-c', 'gatsby/package.json']);
  });

  it('does not take an import written in a string or a template for one', () => {
    expect(specifiers('a.test.ts', "render(`import Tabs from '@theme/Tabs';`);\nconst page = \"import X from '@site/src/X';\";\n")).toEqual([]);
  });

  it('reads the test environment a docblock names', () => {
    expect(specifiers('a.test.tsx', "/**\n * @jest-environment jsdom\n */\nimport x from './x';\n")).toEqual(['./x', 'jest-environment-jsdom']);
  });

  it("reads a config's tools by name", () => {
    const source =
      "module.exports = { presets: [['@babel/preset-env', {}], 'preset-b'], plugins: [{ resolve: 'gatsby-plugin-c' }, 'gatsby-plugin-d'], transform: { x: ['ts-jest', {}] }, testEnvironment: 'jsdom' };";
    expect(specifiers('babel.config.cjs', source, { config: true }).sort()).toEqual([
      '@babel/preset-env',
      'gatsby-plugin-c',
      'gatsby-plugin-d',
      'jest-environment-jsdom',
      'preset-b',
      'ts-jest',
    ]);
    expect(specifiers('src/a.ts', source)).toEqual([]);
  });

  it('names the package of a specifier', () => {
    expect(['@scope/name/sub', 'name/sub', 'node:fs', 'fs/promises', './x', '/abs', 'https://x.test/a.js'].map(packageNameOf)).toEqual([
      '@scope/name',
      'name',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(typesPackageOf('@babel/core')).toBe('@types/babel__core');
  });
});
