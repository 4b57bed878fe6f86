/**
 * Local images in content: `![alt](./img/x.png)` beside the file, or
 * `![alt](/img/x.png)` from `static/`. At render time each is read (its size
 * and a hash of its bytes) and its markup written; the variants themselves
 * are encoded later, once, by `writeImages` below (called by createPages), so a page
 * served from the render cache still gets its files.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Element, Root } from 'hast';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import {
  classifyImageSrc,
  IMAGE_BASE,
  imageSourceFile,
  pictureElement,
  planImage,
  splitImageSrc,
  type ImageVariant,
  type ProcessedImage,
} from '../../src/lib/mdx/images';

export interface ImageOptions {
  /** Absolute path of the content file (relative images resolve beside it). */
  sourceFile: string;
  /** Absolute path of the site's `static/` folder. */
  staticDir: string;
  /** Absolute path of the site's folder, for `@site/…` images. */
  siteDir: string;
  /** Where the images of the page (and of the partials it imports) are gathered. */
  collected: { images: ProcessedImage[]; dependencies: Dependency[] };
}

/** A file the rendering read, with a hash of its bytes: a changed file makes the cached page stale. */
export interface Dependency {
  file: string;
  hash: string;
}

/** The short content hash that names an image's files and marks a dependency as changed. */
const hashBytes = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

export const hashFile = async (file: string) => hashBytes(await fs.readFile(file));

/** Docusaurus's (and GitHub's) way to show an image in one colour mode only. */
const MODE_ONLY = new Set(['gh-light-mode-only', 'gh-dark-mode-only']);

async function processImage(file: string): Promise<{ image: ProcessedImage; hash: string }> {
  const bytes = await fs.readFile(file);
  const hash = hashBytes(bytes);
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height || !meta.format) throw new Error('cannot read its size');
  return { image: planImage(file, path.basename(file), hash, { width: meta.width, height: meta.height, format: meta.format }), hash };
}

/**
 * Words of text that fit above an image on a phone's first screen, below the
 * navbar and the page title (Lighthouse's mobile screen is 412 × 823 CSS px:
 * about 20 lines of 8 words). Only an image with fewer words before it can
 * be the page's largest paint; one further down loads lazily, as Docusaurus
 * loads every content image, so it does not take bandwidth from the text and
 * fonts the first screen waits for.
 */
export const FIRST_SCREEN_WORDS = 120;

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function rehypeImages(options: ImageOptions) {
  return async (tree: Root, vfile: VFile) => {
    const found: { node: Element; index: number; parent: { children: unknown[] }; src: string; wordsBefore: number }[] = [];
    let words = 0;
    visit(tree, (node, index, parent) => {
      if (node.type === 'text') words += countWords(node.value);
      if (node.type !== 'element' || node.tagName !== 'img' || !parent || index === undefined) return;
      const src = String(node.properties.src ?? '');
      if (src && classifyImageSrc(src) !== 'external') found.push({ node, index, parent, src, wordsBefore: words });
    });
    const { images, dependencies } = options.collected;
    for (const { node, index, parent, src, wordsBefore } of found) {
      const { fragment } = splitImageSrc(src);
      const file = imageSourceFile(src, options);
      let image: ProcessedImage;
      let hash: string;
      try {
        ({ image, hash } = await processImage(file));
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read: ${(error as Error).message}`;
        vfile.fail(`Image "${src}" ${reason} (looked for ${path.relative(process.cwd(), file)})`, node);
      }
      images.push(image);
      dependencies.push({ file, hash });
      const className = fragment && MODE_ONLY.has(fragment) ? [fragment] : [];
      // The page's first image loads at once when it is on the first screen; the others lazily.
      const eager = images.length === 1 && wordsBefore < FIRST_SCREEN_WORDS;
      parent.children[index] = pictureElement(
        image,
        { alt: String(node.properties.alt ?? ''), title: node.properties.title ? String(node.properties.title) : null, className },
        eager,
      );
    }
  };
}

/** Every variant file of the images, with how to make it. */
export function imageOutputs(images: readonly ProcessedImage[]): { source: string; variant: ImageVariant; asIs: boolean }[] {
  return images.flatMap((image): { source: string; variant: ImageVariant; asIs: boolean }[] =>
    image.asIs
      ? [{ source: image.source, variant: image.asIs, asIs: true }]
      : [...image.modern, ...image.fallback].map((variant) => ({ source: image.source, variant, asIs: false })),
  );
}

/** Where encoded variant files are kept between builds and develop sessions (`gatsby clean` empties it). */
export const siteImageCache = (siteDir: string) => path.join(siteDir, '.cache', 'site-images');

/** One variant file of an image, with how to make it. */
export type ImageOutput = ReturnType<typeof imageOutputs>[number];

/** The variant files of the images, one per file name. */
export const uniqueOutputs = (images: readonly ProcessedImage[]): ImageOutput[] => [...new Map(imageOutputs(images).map((o) => [o.variant.file, o])).values()];

/**
 * The variant's file in `cacheDir` (which survives `public/` being emptied),
 * encoded with sharp unless an earlier build or request already did; `made`
 * says whether this call encoded it.
 */
export async function cachedVariant({ source, variant, asIs }: ImageOutput, cacheDir: string): Promise<{ file: string; made: boolean }> {
  const cached = path.join(cacheDir, variant.file);
  if (await exists(cached)) return { file: cached, made: false };
  await fs.mkdir(cacheDir, { recursive: true });
  // Written aside and renamed: a request for the file while it is encoded never reads half of it.
  const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  if (asIs) await fs.copyFile(source, partial);
  else {
    const out = encoded(sharp(source).resize({ width: variant.width, withoutEnlargement: true }), variant.format);
    await out.toFile(partial);
  }
  await fs.rename(partial, cached);
  return { file: cached, made: true };
}

/** A variant's encoding. */
function encoded(pipeline: sharp.Sharp, format: ImageVariant['format']): sharp.Sharp {
  if (format === 'webp') return pipeline.webp({ quality: 82, effort: 4 });
  if (format === 'jpeg') return pipeline.jpeg({ quality: 82, mozjpeg: true });
  // zlib's level 6, not 9: the same pixels in 38 % of the encoding time, in files 15 % larger that only a browser
  // without WebP fetches (docs/performance.md#figures-behind-the-code).
  if (format === 'png') return pipeline.png({ compressionLevel: 6, palette: false });
  return pipeline.toFormat(format);
}

/**
 * Variants encoded at a time. One encoding keeps about one core busy (libvips's own threads do little for
 * a resize and an encode); two at once, the site's images encode 1.7 times as fast (docs/performance.md#figures-behind-the-code), and two of the four threads of Node's pool stay free for the build's file work.
 */
const ENCODE_CONCURRENCY = 2;

/**
 * Writes each variant under `public/assets/images/`, from the cache or
 * encoded (`cachedVariant`); returns how many were encoded.
 */
export async function writeImages(images: readonly ProcessedImage[], publicDir: string, cacheDir: string): Promise<number> {
  const outDir = path.join(publicDir, IMAGE_BASE);
  await fs.mkdir(outDir, { recursive: true });
  const outputs = uniqueOutputs(images);
  // The files already in place, found all at once.
  const present = await Promise.all(outputs.map((o) => exists(path.join(outDir, o.variant.file))));
  const limit = pLimit(ENCODE_CONCURRENCY);
  const made = await Promise.all(
    outputs.map((output, i) =>
      present[i]
        ? Promise.resolve(false)
        : limit(async () => {
            const variant = await cachedVariant(output, cacheDir);
            await fs.copyFile(variant.file, path.join(outDir, output.variant.file));
            return variant.made;
          }),
    ),
  );
  return made.filter(Boolean).length;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
