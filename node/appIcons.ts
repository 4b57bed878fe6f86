/**
 * The installed web app's icons (docs/features.md#read-offline), drawn from the site's own image: the
 * favicon, else the navbar's logo. sharp reads SVG, PNG, JPEG, WebP and GIF; a favicon.ico, the
 * Docusaurus template's, is read here: its largest image, a PNG or an uncompressed 32- or 24-bit
 * bitmap (https://learn.microsoft.com/en-us/previous-versions/ms997538(v=msdn.10)). An image the site
 * cannot read stops the build naming its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** The pixels of an image of an .ico file, for sharp: a PNG's bytes, or raw RGBA. */
export type IcoImage = { png: Buffer } | { rgba: Buffer; width: number; height: number };

/** The largest image of an .ico file's bytes; throws on a file that is none, or one of only paletted or compressed bitmaps. */
export function largestIcoImage(bytes: Buffer): IcoImage {
  if (bytes.length < 6 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) throw new Error('not an icon file (.ico)');
  const entries = Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const at = 6 + 16 * i;
    return { width: bytes[at] || 256, height: bytes[at + 1] || 256, size: bytes.readUInt32LE(at + 8), offset: bytes.readUInt32LE(at + 12) };
  }).sort((a, b) => b.width * b.height - a.width * a.height);
  for (const entry of entries) {
    const data = bytes.subarray(entry.offset, entry.offset + entry.size);
    if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { png: Buffer.from(data) };
    const image = bitmap(data);
    if (image) return image;
  }
  throw new Error('an icon file (.ico) without a PNG or a 32- or 24-bit bitmap image, which the web app icons can be drawn from');
}

/** A BITMAPINFOHEADER image as an .ico holds it (its height doubled for the AND mask, rows bottom up), as RGBA; null for a kind not read. */
function bitmap(data: Buffer): IcoImage | null {
  if (data.length < 40 || data.readUInt32LE(0) !== 40) return null;
  const width = data.readInt32LE(4);
  const height = Math.abs(data.readInt32LE(8)) / 2;
  const bits = data.readUInt16LE(14);
  const compression = data.readUInt32LE(16);
  if ((bits !== 32 && bits !== 24) || compression !== 0 || width <= 0 || height <= 0) return null;
  const stride = Math.ceil((width * bits) / 32) * 4;
  const maskStride = Math.ceil(width / 32) * 4;
  const maskAt = 40 + stride * height;
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = 40 + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const at = row + (x * bits) / 8;
      const out = (y * width + x) * 4;
      rgba[out] = data[at + 2];
      rgba[out + 1] = data[at + 1];
      rgba[out + 2] = data[at];
      // 24-bit pixels take their transparency from the AND mask (a set bit is transparent).
      const masked =
        maskAt + (height - 1 - y) * maskStride + (x >> 3) < data.length && (data[maskAt + (height - 1 - y) * maskStride + (x >> 3)] >> (7 - (x & 7))) & 1;
      rgba[out + 3] = bits === 32 ? data[at + 3] : masked ? 0 : 255;
    }
  }
  return { rgba, width, height };
}

/** The site's image the icons are drawn from, from its folder (under static/): the favicon, else the navbar's logo; null without either. */
export function appIconSource(siteDir: string, favicon: string, logo: string): string | null {
  const candidates = [favicon, logo].filter(Boolean).map((src) => path.join(siteDir, 'static', src));
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** The image at `file`, ready for sharp to resize: an .ico read here, anything else by sharp. */
export function appIconImage(file: string, size: number): Sharp {
  if (!/\.ico$/i.test(file)) return sharp(file, { density: Math.max(72, (72 * size) / 32) });
  const image = largestIcoImage(fs.readFileSync(file));
  return 'png' in image ? sharp(image.png) : sharp(image.rgba, { raw: { width: image.width, height: image.height, channels: 4 } });
}
