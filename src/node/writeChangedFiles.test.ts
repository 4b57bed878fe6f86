import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeChangedFiles } from './writeChangedFiles';

describe('writeChangedFiles', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes missing files and files with other text, in new folders too, and leaves the same text untouched', () => {
    expect(
      writeChangedFiles(dir, [
        ['/docs/a.md', 'A'],
        ['/docs/b.md', 'B'],
        ['/llms.txt', 'L'],
      ]),
    ).toBe(3);
    const past = new Date(2020, 0, 1);
    for (const name of ['docs/a.md', 'docs/b.md', 'llms.txt']) fs.utimesSync(path.join(dir, name), past, past);

    expect(
      writeChangedFiles(dir, [
        ['/docs/a.md', 'A'],
        ['/docs/b.md', 'B, edited'],
        ['/llms.txt', 'L'],
        ['/blog/c.md', 'C'],
      ]),
    ).toBe(2);
    expect(fs.statSync(path.join(dir, 'docs/a.md')).mtime).toEqual(past);
    expect(fs.statSync(path.join(dir, 'llms.txt')).mtime).toEqual(past);
    expect(fs.readFileSync(path.join(dir, 'docs/b.md'), 'utf8')).toBe('B, edited');
    expect(fs.readFileSync(path.join(dir, 'blog/c.md'), 'utf8')).toBe('C');
  });

  it('writes again a file a stopped build left cut short', () => {
    fs.writeFileSync(path.join(dir, 'a.md'), 'Hel');
    expect(writeChangedFiles(dir, [['a.md', 'Hello']])).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe('Hello');
  });
});
