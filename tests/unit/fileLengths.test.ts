import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

// A module that grows past this does more than one job: split it along its jobs' seams.
const MAX_LINES = 400;
const CODE = /\.[cm]?[jt]sx?$|\.d\.[cm]?ts$/;

const root = fileURLToPath(new URL('../..', import.meta.url));
const codeFiles = ['src', 'node'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
);

/** Lines as `wc -l` counts them, and a last line without its newline. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('the code in src and node', () => {
  it('is read from every folder', () => {
    expect(codeFiles).toEqual(expect.arrayContaining(['node/site.ts', 'node/mdx/compile.test.ts', 'src/components/Layout/index.tsx']));
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = codeFiles
      .map((file) => ({ file, lines: lineCount(fs.readFileSync(path.join(root, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
