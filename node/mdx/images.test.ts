import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderMdx } from './compile';
import { FIRST_SCREEN_WORDS, writeImages } from './images';

let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-images-'));
  fs.mkdirSync(path.join(dir, 'docs/img'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'static/img'), { recursive: true });
  await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3366cc' } })
    .png()
    .toFile(path.join(dir, 'docs/img/chart.png'));
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toFile(path.join(dir, 'static/img/photo.jpg'));
  fs.writeFileSync(
    path.join(dir, 'docs/img/diagram.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60"/></svg>',
  );
  // The first render loads the MDX pipeline and Shiki's grammars: seconds on a busy machine, which the
  // first test would otherwise spend inside its own 5 s.
  await renderMdx('Warm.\n', 'content/docs/warm.mdx', 0);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const render = (body: string) =>
  renderMdx(body, 'content/docs/page.mdx', 2, { sourceFile: path.join(dir, 'docs/page.mdx'), staticDir: path.join(dir, 'static') });

describe('links to other content files', () => {
  it('leaves a numbered placeholder with the target file and the line', async () => {
    const { html, fileLinks } = await render('See [Git](./git.mdx#undoing-things) and [a route](/docs/x).\n');
    expect(html).toContain('<a href="mdx-file:0">Git</a> and <a href="/docs/x">a route</a>');
    expect(fileLinks).toEqual([{ target: path.join(dir, 'docs/git.mdx'), hash: '#undoing-things', original: './git.mdx#undoing-things', line: 3 }]);
  });
});

describe('images in content', () => {
  it('serves a relative image as responsive WebP with a PNG fallback, sized, the first one eager', async () => {
    const { html, images } = await render('![A blue chart](./img/chart.png)\n\n![A photo](/img/photo.jpg)\n');
    expect(html).toMatch(
      /<picture><source type="image\/webp" srcSet="\/assets\/images\/chart\.[0-9a-f]{12}-480\.webp 480w, [^"]+-960\.webp 960w, [^"]+-1200\.webp 1200w" sizes="[^"]+"\/>/,
    );
    expect(html).toMatch(
      /<img src="\/assets\/images\/chart\.[0-9a-f]{12}-1200\.png" srcSet="[^"]+" sizes="[^"]+" alt="A blue chart" width="1200" height="600" loading="eager" decoding="async"\/>/,
    );
    expect(html).toMatch(/<img src="\/assets\/images\/photo\.[0-9a-f]{12}-400\.jpg"[^>]* alt="A photo" width="400" height="300" loading="lazy"/);
    expect(images).toHaveLength(2);
  });

  it('loads the first image lazily when it comes below the first screen of text', async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const near = await render(`${words(FIRST_SCREEN_WORDS - 1)}\n\n![A blue chart](./img/chart.png)\n`);
    expect(near.html).toMatch(/alt="A blue chart"[^>]* loading="eager"/);
    const far = await render(`${words(FIRST_SCREEN_WORDS - 60)}\n\n## Further down\n\n${words(60)}\n\n![A blue chart](./img/chart.png)\n`);
    expect(far.html).toMatch(/alt="A blue chart"[^>]* loading="lazy"/);
  });

  it('serves SVG as it is and leaves external images alone', async () => {
    const { html } = await render('![Diagram](./img/diagram.svg) ![Remote](https://example.com/x.png)\n');
    expect(html).toMatch(/<img src="\/assets\/images\/diagram\.[0-9a-f]{12}\.svg" alt="Diagram" width="120" height="60"/);
    expect(html).toContain('<img src="https://example.com/x.png" alt="Remote"/>');
  });

  it('fails on a missing image with the file, the line and the path it looked for', async () => {
    await expect(render('Text.\n\n![Gone](./img/missing.png)\n')).rejects.toThrow(
      /^content\/docs\/page\.mdx:5:1: Image "\.\/img\/missing\.png" does not exist \(looked for .*docs\/img\/missing\.png\)/,
    );
  });

  it('writes every variant once, at its width, and reuses encoded files from the cache', async () => {
    const { images } = await render('![A blue chart](./img/chart.png)\n');
    const publicDir = path.join(dir, 'public');
    const cacheDir = path.join(dir, 'cache');
    expect(await writeImages(images, publicDir, cacheDir)).toBe(6);
    const files = fs.readdirSync(path.join(publicDir, 'assets/images')).sort();
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(3);
    const widest = files.find((f) => f.endsWith('-960.webp'))!;
    expect((await sharp(path.join(publicDir, 'assets/images', widest)).metadata()).width).toBe(960);
    fs.rmSync(publicDir, { recursive: true });
    expect(await writeImages(images, publicDir, cacheDir)).toBe(0);
    expect(fs.readdirSync(path.join(publicDir, 'assets/images'))).toHaveLength(6);
  });
});
