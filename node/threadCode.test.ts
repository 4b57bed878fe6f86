/**
 * A thread's code kept from build to build (node/threadCode.ts): bundled by the site's esbuild, kept in
 * `.cache/thread-code/`, and used again until a file it was made of changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keptOrBundled } from './threadCode';

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'thread-code-'));
  fs.mkdirSync(path.join(site, 'node_modules'));
  fs.symlinkSync(path.resolve('node_modules/esbuild'), path.join(site, 'node_modules/esbuild'));
  fs.writeFileSync(path.join(site, 'package.json'), '{"name":"site","private":true}');
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(path.join(site, 'src/worker.ts'), "import { word } from './word';\nconsole.log(word);\n");
  fs.writeFileSync(path.join(site, 'src/word.ts'), "export const word: string = 'first';\n");
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

const kept = () => fs.readdirSync(path.join(site, '.cache/thread-code')).sort();

it('bundles the code once, then gives the kept bundle while no file it was made of changes', async () => {
  const code = await keptOrBundled(site, 'src/worker.ts', []);
  expect(code).toContain('"first"');
  const [bundle, inputs] = kept();
  expect(bundle).toMatch(/^worker-[0-9a-f]{16}\.cjs$/);
  expect(Object.keys(JSON.parse(fs.readFileSync(path.join(site, '.cache/thread-code', inputs), 'utf8')) as Record<string, string>)).toEqual([
    'src/word.ts',
    'src/worker.ts',
  ]);
  // What is kept is what is given: a mark in the kept file comes back.
  fs.appendFileSync(path.join(site, '.cache/thread-code', bundle), '// kept\n');
  expect(await keptOrBundled(site, 'src/worker.ts', [])).toBe(`${code}// kept\n`);
});

it('bundles again when a file the code was made of changes, or is gone', async () => {
  await keptOrBundled(site, 'src/worker.ts', []);
  fs.writeFileSync(path.join(site, 'src/word.ts'), "export const word: string = 'second';\n");
  expect(await keptOrBundled(site, 'src/worker.ts', [])).toContain('"second"');
  fs.rmSync(path.join(site, 'src/word.ts'));
  fs.writeFileSync(path.join(site, 'src/word.js'), "export const word = 'third';\n");
  expect(await keptOrBundled(site, 'src/worker.ts', [])).toContain('"third"');
});

it('keeps a bundle apart for each set of packages left to `require`', async () => {
  fs.writeFileSync(path.join(site, 'src/word.ts'), "import { basename } from 'somewhere';\nexport const word: string = basename('a/b');\n");
  fs.mkdirSync(path.join(site, 'node_modules/somewhere'));
  fs.writeFileSync(path.join(site, 'node_modules/somewhere/index.js'), 'exports.basename = (p) => p.split("/").pop();\n');
  const inlined = await keptOrBundled(site, 'src/worker.ts', []);
  const required = await keptOrBundled(site, 'src/worker.ts', ['somewhere']);
  expect(inlined).toContain('p.split("/")');
  expect(required).not.toContain('p.split("/")');
  expect(required).toContain('require("somewhere")');
  expect(kept()).toHaveLength(4);
});

it('keeps no bundle when a file it was made of changed while it was bundled', async () => {
  // A time after the bundling started stands for a write while it ran.
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(site, 'src/word.ts'), later, later);
  expect(await keptOrBundled(site, 'src/worker.ts', [])).toContain('"first"');
  expect(fs.existsSync(path.join(site, '.cache/thread-code'))).toBe(false);
});
