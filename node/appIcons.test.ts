import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { appIconImage, appIconSource, largestIcoImage } from './appIcons';

/** An .ico file of one 2×2 bitmap (its rows bottom up, BGRA, then the AND mask), as favicon generators write it. */
function bitmapIco(bits: 32 | 24, pixels: number[][]): Buffer {
  const width = 2;
  const height = 2;
  const stride = Math.ceil((width * bits) / 32) * 4;
  const dib = Buffer.alloc(40 + stride * height + 4 * height);
  dib.writeUInt32LE(40, 0);
  dib.writeInt32LE(width, 4);
  dib.writeInt32LE(height * 2, 8);
  dib.writeUInt16LE(1, 12);
  dib.writeUInt16LE(bits, 14);
  pixels.forEach(([r, g, b, a], i) => {
    const y = Math.floor(i / width);
    const at = 40 + (height - 1 - y) * stride + (i % width) * (bits / 8);
    dib[at] = b;
    dib[at + 1] = g;
    dib[at + 2] = r;
    if (bits === 32) dib[at + 3] = a;
  });
  return ico([{ width, height, data: dib }]);
}

function ico(images: { width: number; height: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ width, height, data }, i) => {
    header[6 + 16 * i] = width % 256;
    header[7 + 16 * i] = height % 256;
    header.writeUInt32LE(data.length, 14 + 16 * i);
    header.writeUInt32LE(offset, 18 + 16 * i);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const PIXELS = [
  [255, 0, 0, 255],
  [0, 255, 0, 128],
  [0, 0, 255, 255],
  [255, 255, 255, 0],
];

describe("the web app's icons", () => {
  it("reads an .ico's 32-bit bitmap as RGBA, its rows top down", () => {
    const image = largestIcoImage(bitmapIco(32, PIXELS));
    expect(image).toEqual({ width: 2, height: 2, rgba: Buffer.from(PIXELS.flat()) });
  });

  it("reads a 24-bit bitmap opaque, and takes an .ico's largest image, a PNG", async () => {
    expect(largestIcoImage(bitmapIco(24, PIXELS))).toMatchObject({ rgba: Buffer.from(PIXELS.map(([r, g, b]) => [r, g, b, 255]).flat()) });
    const png = await sharp({ create: { width: 48, height: 48, channels: 4, background: '#7a3fb8' } })
      .png()
      .toBuffer();
    const small = bitmapIco(32, PIXELS).subarray(22);
    expect(
      largestIcoImage(
        ico([
          { width: 2, height: 2, data: small },
          { width: 48, height: 48, data: png },
        ]),
      ),
    ).toEqual({ png });
  });

  it('refuses what is no icon, or holds only images it does not read', () => {
    expect(() => largestIcoImage(Buffer.from('<svg/>'))).toThrow('not an icon file (.ico)');
    const paletted = bitmapIco(32, PIXELS);
    paletted.writeUInt16LE(8, 22 + 14);
    expect(() => largestIcoImage(paletted)).toThrow(/without a PNG or a 32- or 24-bit bitmap/);
  });

  it("draws them from the favicon, else the navbar's logo; an .ico as well as what sharp reads", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'));
    try {
      fs.mkdirSync(path.join(site, 'static/img'), { recursive: true });
      fs.writeFileSync(path.join(site, 'static/img/favicon.ico'), bitmapIco(32, PIXELS));
      fs.writeFileSync(
        path.join(site, 'static/img/logo.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#7a3fb8"/></svg>',
      );
      expect(appIconSource(site, '/img/favicon.ico', '/img/logo.svg')).toBe(path.join(site, 'static/img/favicon.ico'));
      expect(appIconSource(site, '/img/gone.ico', '/img/logo.svg')).toBe(path.join(site, 'static/img/logo.svg'));
      expect(appIconSource(site, '', '')).toBeNull();
      const icon = await appIconImage(path.join(site, 'static/img/favicon.ico'), 192).resize(192, 192).png().toBuffer();
      expect(await sharp(icon).metadata()).toMatchObject({ width: 192, height: 192, format: 'png' });
      const { data } = await sharp(icon).raw().toBuffer({ resolveWithObject: true });
      // The top left quarter is the favicon's red pixel.
      expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
