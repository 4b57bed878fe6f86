import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CARD_SIZE, socialCard } from '../src/lib/socialCard';
import { drawCards, rootColour, writeCards } from './socialCards';
import type { Site } from './site';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const look = { siteName: 'Lin Hao', logo: null, accent: '#1a6640' };
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (file: string) => {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('writeCards', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('draws each card once at 1200×630, then copies it from the cache, and removes cards no page has', async () => {
    const publicDir = path.join(dir, 'public');
    const cacheDir = path.join(dir, 'cache');
    const latin = socialCard({ ...look, title: 'OpenCV basics', kicker: 'OpenCV' }, digest);
    const cjk = socialCard({ ...look, title: '机器学习入门：从线性回归到神经网络', kicker: '机器学习' }, digest);
    expect(await writeCards([latin, cjk, latin], publicDir, cacheDir)).toMatchObject({ drawn: 2, fromCache: 0 });
    for (const card of [latin, cjk]) expect(pngSize(path.join(publicDir, card.file))).toEqual(CARD_SIZE);

    fs.rmSync(path.join(publicDir, latin.file));
    // A card a stopped build left cut short is copied again; one whole is left as it is.
    fs.truncateSync(path.join(publicDir, cjk.file), 100);
    expect(await writeCards([latin, cjk], publicDir, cacheDir)).toMatchObject({ drawn: 0, fromCache: 2 });
    for (const card of [latin, cjk])
      expect(fs.readFileSync(path.join(publicDir, card.file))).toEqual(fs.readFileSync(path.join(cacheDir, path.basename(card.file))));
    const past = new Date(2020, 0, 1);
    fs.utimesSync(path.join(publicDir, latin.file), past, past);
    await writeCards([latin, cjk], publicDir, cacheDir);
    expect(fs.statSync(path.join(publicDir, latin.file)).mtime).toEqual(past);

    fs.writeFileSync(path.join(publicDir, 'img/cards/authors-own.png'), 'not a card');
    expect(await writeCards([latin], publicDir, cacheDir)).toMatchObject({ drawn: 0, fromCache: 1 });
    expect(fs.existsSync(path.join(publicDir, 'img/cards/authors-own.png'))).toBe(true);
    // A card no page has any more is removed.
    expect(fs.existsSync(path.join(publicDir, cjk.file))).toBe(false);
  }, 60_000);
});

describe('a drawn card', () => {
  it('keeps a long title and a Chinese one inside its margins, drawn in dark text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
    try {
      const long = socialCard(
        { ...look, title: 'K-means clustering from scratch with NumPy, and a look at where it fails on real data', kicker: 'Machine learning' },
        digest,
      );
      const cjk = socialCard({ ...look, title: '机器学习入门：从线性回归到神经网络，深度学习中的注意力机制详解', kicker: '机器学习' }, digest);
      await writeCards([long, cjk], path.join(dir, 'public'), path.join(dir, 'cache'));
      for (const card of [long, cjk]) {
        const { data, info } = await sharp(path.join(dir, 'public', card.file))
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const dark = (x0: number, x1: number, y0: number, y1: number) => {
          let n = 0;
          for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (data[y * info.width + x] < 128) n += 1;
          return n;
        };
        // The title's lines, under the kicker: text, and none of it in the right margin (80 px).
        expect(dark(80, 1120, 150, 460)).toBeGreaterThan(20_000);
        expect(dark(1121, 1200, 20, 630)).toBe(0);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('drawCards', () => {
  it("draws a site's cards once, whoever asks first (createPages under a build, or onPostBuild)", async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-site-'));
    try {
      fs.mkdirSync(path.join(siteDir, 'src/styles'), { recursive: true });
      fs.writeFileSync(path.join(siteDir, 'src/styles/global.css'), ':root { --c-primary: #1a6640; }');
      const doc = { path: '/docs/opencv/basics', title: 'OpenCV basics' };
      const model = { versions: [{ docs: [doc], sectionOf: new Map([[doc.path, 'OpenCV']]) }], posts: [] };
      const site = { model, locales: [{ model }] } as unknown as Site;
      const first = drawCards(site, siteDir);
      expect(drawCards(site, siteDir)).toBe(first);
      expect(await first).toMatchObject({ drawn: 1, fromCache: 0 });
      const [card] = fs.readdirSync(path.join(siteDir, 'public/img/cards'));
      expect(pngSize(path.join(siteDir, 'public/img/cards', card))).toEqual(CARD_SIZE);
      expect(fs.readdirSync(path.join(siteDir, '.cache/social-cards'))).toEqual([card]);
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('rootColour', () => {
  it("takes the last --ifm-color-primary of :root, not a colour mode's or a nested rule's", () => {
    const css = `:root { --ifm-color-primary: #111111; }
[data-theme='dark'] { --ifm-color-primary: #222222; }
@media screen { :root { --ifm-color-primary: #333333; } }
:root { --ifm-color-primary-dark: #444444; --ifm-color-primary: #7a3fb8; }
html { --ifm-color-primary: var(--x); }`;
    expect(rootColour(css, '--ifm-color-primary')).toBe('#7a3fb8');
    expect(rootColour("[data-theme='dark'] { --ifm-color-primary: #222; }", '--ifm-color-primary')).toBeNull();
    expect(rootColour(':root { --c-primary: #1a6640; }', '--c-primary')).toBe('#1a6640');
  });
});
