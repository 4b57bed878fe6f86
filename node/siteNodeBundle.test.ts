/**
 * The site's Node code as Gatsby loads it (node/siteNodeBundle.cjs): bundled by esbuild in a
 * process of its own and required, here in a Node process apart from Jest's module registry, as
 * Gatsby's own process requires gatsby-node.js.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOADER = path.resolve('node/siteNodeBundle.cjs');
const require = createRequire(import.meta.url);
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site folder with these files, and the packages it imports in its own node_modules. */
function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-node-'));
  made.push(root);
  const all: Record<string, string> = {
    'package.json': '{"name":"site","private":true}',
    'src/package.json': '{"type":"module"}',
    // An ES module whose default export is a function, as @shikijs/rehype/core's is.
    'node_modules/esm-only/package.json': '{"name":"esm-only","type":"module","exports":"./index.js"}',
    'node_modules/esm-only/index.js': 'export default function shout(s) { return s.toUpperCase(); }\n',
    'node/gatsbyConfig.ts': 'export default { siteMetadata: { title: "T" } };\n',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** Loads bundle `name` of `root` as gatsby-node.js does, in a Node process; prints what `show` makes of it. */
function load(root: string, name: string, show = 'Object.keys(m).sort().join(",")') {
  const script = `const m = require(${JSON.stringify(LOADER)}).loadBundled(${JSON.stringify(root)}, ${JSON.stringify(name)}); console.log(${show});`;
  return spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

describe("the site's Node code, bundled", () => {
  it('gives the Node APIs the entry exports, with a package default import as the package has it', () => {
    const root = site({
      'node/gatsbyNode.ts': "export { onPreInit } from './onPreInit';\nexport const answer: number = 42;\n",
      'node/onPreInit.ts': "import shout from 'esm-only';\nexport const onPreInit = () => shout('started');\n",
    });
    const run = load(root, 'gatsby-node', '[Object.keys(m).sort().join(","), m.onPreInit(), m.answer].join(" ")');
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('answer,onPreInit STARTED 42');
    // The package stays an import: the bundle holds the site's code alone.
    expect(fs.readFileSync(path.join(root, '.cache/site-node/gatsby-node.mjs'), 'utf8')).toMatch(/from "esm-only"/);
  });

  it("gives the config as Gatsby reads it, its default export; the site's CommonJS files run where they are", () => {
    const root = site({
      'node/gatsbyConfig.ts': "import { where } from './where.cjs';\nexport default { siteMetadata: { title: where() } };\n",
      // Exported as the site's CommonJS files export, so that Node sees the names (cjs-module-lexer).
      'node/where.cjs': 'function where() {\n  return __dirname;\n}\nmodule.exports = { where };\n',
      'node/gatsbyNode.ts': 'export {};\n',
    });
    const run = load(root, 'gatsby-config', 'm.default.siteMetadata.title');
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(path.join(root, 'node'));
  });

  it('writes a bundle only when its code changed, and bundles an edit the next time a process loads it', () => {
    const root = site({ 'node/gatsbyNode.ts': 'export const version = 1;\n' });
    const file = path.join(root, '.cache/site-node/gatsby-node.mjs');
    expect(load(root, 'gatsby-node', 'm.version').stdout.trim()).toBe('1');
    const written = fs.statSync(file).mtimeMs;
    fs.utimesSync(file, new Date(0), new Date(0));
    expect(load(root, 'gatsby-node', 'm.version').stdout.trim()).toBe('1');
    expect(fs.statSync(file).mtimeMs).toBe(0);
    fs.writeFileSync(path.join(root, 'node/gatsbyNode.ts'), 'export const version = 2;\n');
    expect(load(root, 'gatsby-node', 'm.version').stdout.trim()).toBe('2');
    expect(fs.statSync(file).mtimeMs).not.toBe(written);
  });

  /** The `version` the site's gatsby-node bundle exports, loaded in a process of its own. */
  const version = (root: string) => load(root, 'gatsby-node', 'm.version').stdout.trim();
  /** A site whose gatsby-node exports `version` 1 from node/version.ts, loaded once. */
  function versionedSite(): string {
    const root = site({ 'node/gatsbyNode.ts': "export { version } from './version';\n", 'node/version.ts': 'export const version = 1;\n' });
    expect(version(root)).toBe('1');
    return root;
  }
  /** A bundle that differs from what bundling would write: what the next process loads shows whether it bundled again. */
  const tamper = (root: string) => fs.writeFileSync(path.join(root, '.cache/site-node/gatsby-node.mjs'), 'export const version = 99;\n');

  it('loads the bundles as they are while no file they were made from changed, and bundles again after an edit', () => {
    const root = versionedSite();
    tamper(root);
    expect(version(root)).toBe('99');
    // An edit of a file the entry imports.
    fs.writeFileSync(path.join(root, 'node/version.ts'), 'export const version = 2;\n');
    expect(version(root)).toBe('2');
    // A record made by another bundler (another esbuild, or other options in the loader) is not taken.
    tamper(root);
    const record = path.join(root, '.cache/site-node/inputs.json');
    fs.writeFileSync(record, JSON.stringify({ ...JSON.parse(fs.readFileSync(record, 'utf8')), key: 'another bundler' }));
    expect(version(root)).toBe('2');
  });

  it('bundles again when an import would resolve to another file, or a settings file changed, though no input did', () => {
    const root = versionedSite();
    tamper(root);
    expect(version(root)).toBe('99');
    // esbuild takes `./version.tsx` before `./version.ts`.
    fs.writeFileSync(path.join(root, 'node/version.tsx'), 'export const version = 3;\n');
    expect(version(root)).toBe('3');
    tamper(root);
    // A package.json where there was none: it can say how the folder's files are read.
    fs.writeFileSync(path.join(root, 'node/package.json'), '{"type":"module"}\n');
    expect(version(root)).toBe('3');
  });

  it('keeps no record of a bundling during which a file it read was written', () => {
    const root = site({ 'node/gatsbyNode.ts': 'export const version = 1;\n' });
    const { inputsRecord } = require(LOADER) as {
      inputsRecord: (siteDir: string, inputs: string[], startedMs: number) => { inputs: Record<string, string> } | null;
    };
    const started = Date.now();
    fs.utimesSync(path.join(root, 'node/gatsbyNode.ts'), new Date(started + 5_000), new Date(started + 5_000));
    expect(inputsRecord(root, ['node/gatsbyNode.ts'], started)).toBeNull();
    expect(inputsRecord(root, ['node/gatsbyNode.ts'], started + 10_000)?.inputs).toEqual({
      'node/gatsbyNode.ts': createHash('sha256').update('export const version = 1;\n').digest('hex'),
    });
  });

  it('stops with each error at its file, line and column when the code does not compile', () => {
    const root = site({
      'node/gatsbyNode.ts': "export { onPreInit } from './onPreInit';\n",
      'node/onPreInit.ts': 'export const onPreInit = () => {\n  const x = ;\n};\n',
    });
    const run = load(root, 'gatsby-node');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("The site's Node code does not compile");
    expect(run.stderr).toMatch(/node\/onPreInit\.ts:2:13: Unexpected ";"/);
    expect(run.stderr).toContain('const x = ;');
  });

  it('names an import that leads to no file', () => {
    const root = site({ 'node/gatsbyNode.ts': "export { gone } from './gone';\n" });
    const run = load(root, 'gatsby-node');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/node\/gatsbyNode\.ts:1:\d+: Could not resolve "\.\/gone"/);
  });
});
