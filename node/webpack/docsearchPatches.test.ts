import fs from 'node:fs';
import { createRequire } from 'node:module';
import patches from './docsearchPatches.cjs';

const { patch: applyDocsearchPatches, PATCHES } = patches;

const installed = createRequire(import.meta.url)
  .resolve('@docsearch/react')
  .replace(/dist[\\/]umd[\\/]index\.js$/, 'dist/esm/index.js');

describe('DocSearch patches', () => {
  it('each finds its code exactly once in the installed DocSearch module, and rewrites it', () => {
    const source = fs.readFileSync(installed, 'utf8');
    const { source: out, errors } = applyDocsearchPatches(source, installed);
    expect(errors).toEqual([]);
    for (const patch of PATCHES) {
      expect(out.split(patch.find)).toHaveLength(1);
      expect(out).toContain(patch.replace);
    }
  });

  it('the modal no longer reads the selection', () => {
    const { source } = applyDocsearchPatches(fs.readFileSync(installed, 'utf8'), installed);
    expect(source).not.toContain('getSelection');
  });

  it('names the patch, the file and the count when the code is missing or found twice', () => {
    const [first, second] = PATCHES;
    const twice = [...PATCHES.map((p) => p.find), second.find].join(';');
    const { source, errors } = applyDocsearchPatches(twice, '/x/index.js');
    expect(errors).toEqual([expect.stringMatching(new RegExp(`^DocSearch patch "${second.name}": expected its code once in /x/index\\.js, found it 2 times`))]);
    expect(source.startsWith(first.replace)).toBe(true);
    expect(applyDocsearchPatches('', '/y.js').errors).toHaveLength(PATCHES.length);
  });
});
