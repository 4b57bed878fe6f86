import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeUnwritten, writeChangedFiles, writeWhole } from './writeChangedFiles';

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

  it('removes what the build before wrote and this one does not, and never a file it did not write', () => {
    const manifest = path.join(dir, 'cache', 'published.json');
    const files: [string, string][] = [
      ['/docs/a.md', 'A'],
      ['/docs/gone.md', 'G'],
    ];
    writeChangedFiles(dir, files);
    fs.writeFileSync(path.join(dir, 'docs/authors-own.md'), 'mine');
    expect(
      removeUnwritten(
        dir,
        manifest,
        files.map(([name]) => name),
      ),
    ).toBe(0);

    expect(removeUnwritten(dir, manifest, ['/docs/a.md'])).toBe(1);
    expect(fs.readdirSync(path.join(dir, 'docs')).sort()).toEqual(['a.md', 'authors-own.md']);
    // A file already gone (removed by hand) is no error.
    expect(removeUnwritten(dir, manifest, [])).toBe(1);
    expect(fs.existsSync(path.join(dir, 'docs/a.md'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'docs/authors-own.md'))).toBe(true);
  });
});

describe('writeWhole', () => {
  it('replaces the file with the new bytes and leaves nothing beside it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-whole-'));
    try {
      const file = path.join(dir, 'a.pdf');
      fs.writeFileSync(file, 'old');
      writeWhole(file, Buffer.from('new'));
      expect(fs.readFileSync(file, 'utf8')).toBe('new');
      expect(fs.readdirSync(dir)).toEqual(['a.pdf']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
