import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { printedFrom, printedImages } from './docsPdfImages';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-images-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A photograph's worth of gradients and grain, which a JPEG holds in far fewer bytes than a PNG. */
async function photo(file: string) {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        pixels[(y * width + x) * 3 + c] = Math.min(255, ((x + y * (c + 1)) % 200) + ((seed >> 16) & 31));
      }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}

/** A chart of two flat colours, which stays a PNG. */
async function chart(file: string) {
  await sharp({ create: { width: 160, height: 120, channels: 3, background: '#1a6640' } })
    .composite([{ input: { create: { width: 80, height: 120, channels: 3, background: '#ffffff' } }, left: 0, top: 0 }])
    .webp({ lossless: true })
    .toFile(file);
}

describe('the docs PDF images', () => {
  it('gives a photograph as a JPEG and a flat chart as a PNG', async () => {
    await photo(path.join(dir, 'photo.png'));
    await chart(path.join(dir, 'chart.webp'));
    const images = printedImages(path.join(dir, 'cache'));
    const [a, b] = await Promise.all([images.get(path.join(dir, 'photo.png')), images.get(path.join(dir, 'chart.webp'))]);
    expect(a.contentType).toBe('image/jpeg');
    expect((await sharp(a.body).metadata()).format).toBe('jpeg');
    expect(b.contentType).toBe('image/png');
    expect((await sharp(b.body).metadata()).format).toBe('png');
  });

  it('converts an image once: a later print takes it from the cache, by its bytes and not its name', async () => {
    await photo(path.join(dir, 'photo.png'));
    const cache = path.join(dir, 'cache');
    await printedImages(cache).get(path.join(dir, 'photo.png'));
    const [kept] = fs.readdirSync(cache);
    expect(kept).toMatch(/^[0-9a-f]{24}\.jpg$/);
    // What the cache holds is what the next print is given.
    fs.writeFileSync(path.join(cache, kept), 'kept');
    fs.copyFileSync(path.join(dir, 'photo.png'), path.join(dir, 'renamed.png'));
    const again = await printedImages(cache).get(path.join(dir, 'renamed.png'));
    expect(again).toEqual({ contentType: 'image/jpeg', body: Buffer.from('kept') });
  });

  it('converts an image asked for twice at once a single time', async () => {
    await photo(path.join(dir, 'photo.png'));
    const images = printedImages(path.join(dir, 'cache'));
    const [a, b] = await Promise.all([images.get(path.join(dir, 'photo.png')), images.get(path.join(dir, 'photo.png'))]);
    expect(a).toBe(b);
    expect(fs.readdirSync(path.join(dir, 'cache'))).toHaveLength(1);
  });

  it('after a print, keeps only the images it asked for', async () => {
    await photo(path.join(dir, 'photo.png'));
    await chart(path.join(dir, 'chart.webp'));
    const cache = path.join(dir, 'cache');
    await printedImages(cache).get(path.join(dir, 'chart.webp'));
    const images = printedImages(cache);
    await images.get(path.join(dir, 'photo.png'));
    images.prune();
    expect(fs.readdirSync(cache)).toEqual([expect.stringMatching(/\.jpg$/)]);
  });

  it("prints a WebP variant from its PNG or JPEG twin of the same width, whose pixels are the source's", async () => {
    await chart(path.join(dir, 'chart-480.png'));
    await sharp(path.join(dir, 'chart-480.png')).webp({ quality: 50 }).toFile(path.join(dir, 'chart-480.webp'));
    await photo(path.join(dir, 'photo.png'));
    await sharp(path.join(dir, 'photo.png')).jpeg().toFile(path.join(dir, 'photo-320.jpg'));
    await sharp(path.join(dir, 'photo.png')).webp().toFile(path.join(dir, 'photo-320.webp'));
    const cache = path.join(dir, 'cache');
    const images = printedImages(cache);
    // A flat chart stays a PNG: the twin's own bytes, not the lossy WebP's pixels encoded again.
    expect(await images.get(path.join(dir, 'chart-480.webp'))).toEqual({ contentType: 'image/png', body: fs.readFileSync(path.join(dir, 'chart-480.png')) });
    // A JPEG twin goes into the PDF as it is, converted from nothing.
    expect(await images.get(path.join(dir, 'photo-320.webp'))).toEqual({ contentType: 'image/jpeg', body: fs.readFileSync(path.join(dir, 'photo-320.jpg')) });
    expect(printedFrom(path.join(dir, 'chart-480.png'))).toBe(path.join(dir, 'chart-480.png'));
    fs.rmSync(path.join(dir, 'chart-480.png'));
    expect(printedFrom(path.join(dir, 'chart-480.webp'))).toBe(path.join(dir, 'chart-480.webp'));
  });
});
