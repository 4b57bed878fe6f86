/**
 * The images of the docs PDF (node/docsPdf.ts) as Chromium is given them, converted once and kept in
 * the PDF's cache folder by the hash of their bytes: a rebuild that prints the PDF again after a doc's
 * edit converts none of the images it held before (docs/performance.md#the-docs-pdf-in-a-rebuild).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fallbackTwins } from '../src/lib/mdx/images';
import { writeWhole } from './writeChangedFiles';

/** Bumped when the conversion changes. */
const IMAGE_FORMAT = 2;

export interface PrintedImage {
  contentType: 'image/jpeg' | 'image/png';
  body: Buffer;
}

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

/**
 * An image as the PDF holds it. Chromium puts a JPEG into the PDF as it is, and any other image as its
 * pixels, deflated (about the size of its PNG): the site's screenshots and photographs, as PNG and WebP,
 * were 19 of the 29 MB of this site's PDF (docs/performance.md#figures-behind-the-code). An image goes as a
 * JPEG when that is less than half its PNG, on white (the PDF's page); a chart of flat colours stays a PNG.
 */
async function printedImage(source: Buffer, isPng: boolean): Promise<PrintedImage> {
  const png = isPng ? source : await sharp(source).png().toBuffer();
  // Quality 82, the site's own JPEG variants': from the source's pixels (printedFrom, below), the PDF's images
  // weigh no more at 82 than they did at 85 from the lossy WebP (docs/performance.md#the-docs-pdf-in-a-rebuild).
  const jpeg = await sharp(source).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
  return jpeg.length * 2 < png.length ? { contentType: 'image/jpeg', body: jpeg } : { contentType: 'image/png', body: png };
}

/**
 * The file an image is printed from: for a WebP variant, its PNG or JPEG twin of the same width where the build
 * wrote one (`fallbackTwins` in src/lib/mdx/images.ts), which holds the source's own pixels where the WebP's are
 * lossy. Converting from the twin also skips decoding the WebP and encoding a PNG only to weigh it, a sixth of the
 * CPU time (docs/performance.md#the-docs-pdf-in-a-rebuild).
 */
export function printedFrom(file: string): string {
  return fallbackTwins(file).find((twin) => fs.existsSync(twin)) ?? file;
}

/** The printed images of one print, kept in `dir`; `prune` removes the kept images it did not ask for. */
export function printedImages(dir: string): { get(file: string): Promise<PrintedImage>; prune(): void } {
  fs.mkdirSync(dir, { recursive: true });
  const used = new Set<string>();
  // An image the document shows twice is asked for twice at once: converted and written once.
  const pending = new Map<string, Promise<PrintedImage>>();
  const convert = async (key: string, source: Buffer, isPng: boolean): Promise<PrintedImage> => {
    for (const [contentType, ext] of Object.entries(EXTENSIONS) as [PrintedImage['contentType'], string][]) {
      const kept = path.join(dir, `${key}.${ext}`);
      if (fs.existsSync(kept)) {
        used.add(path.basename(kept));
        return { contentType, body: fs.readFileSync(kept) };
      }
    }
    const image = await printedImage(source, isPng);
    const kept = `${key}.${EXTENSIONS[image.contentType]}`;
    writeWhole(path.join(dir, kept), image.body);
    used.add(kept);
    return image;
  };
  return {
    get(asked) {
      const file = printedFrom(asked);
      const source = fs.readFileSync(file);
      // Chromium puts a JPEG into the PDF as it is.
      if (file.endsWith('.jpg')) return Promise.resolve({ contentType: 'image/jpeg' as const, body: source });
      const key = createHash('sha256').update(`${IMAGE_FORMAT}\0`).update(source).digest('hex').slice(0, 24);
      let image = pending.get(key);
      if (!image) pending.set(key, (image = convert(key, source, file.endsWith('.png'))));
      return image;
    },
    prune() {
      for (const name of fs.readdirSync(dir)) if (!used.has(name)) fs.rmSync(path.join(dir, name), { force: true });
    },
  };
}
