/**
 * Images in content, as the build serves them: each local raster image in a
 * few widths, as WebP with the original format as the fallback, under
 * content-hashed names; SVG as it is. This module holds the rules (which
 * widths, which names, which markup); node/mdx/images.ts reads the files.
 */
import path from 'node:path';
import type { Element } from 'hast';

/** Where processed images are served from. */
export const IMAGE_BASE = '/assets/images';

/** Widths a raster image is offered in (never wider than the original). */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

/** What the content column is at most, for the browser to pick a width before layout. */
export const IMAGE_SIZES = '(min-width: 1200px) 860px, 100vw';

export type ImageSrcKind = 'external' | 'site' | 'site-file' | 'relative';

/**
 * `https://…`, `data:` and `//host` are left alone; `/x.png` is from `static/`; `@site/static/x.png` from the site's folder
 * (Docusaurus's alias, https://docusaurus.io/docs/markdown-features/assets#images); anything else is beside the file.
 */
export function classifyImageSrc(src: string): ImageSrcKind {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) return 'external';
  if (src.startsWith('@site/')) return 'site-file';
  return src.startsWith('/') ? 'site' : 'relative';
}

/** The file a local image's `src` names (not an external one's): from `static/`, the site's folder or the content file's. */
export function imageSourceFile(src: string, at: { sourceFile: string; staticDir: string; siteDir: string }): string {
  const { file } = splitImageSrc(src);
  const kind = classifyImageSrc(src);
  if (kind === 'site') return path.join(at.staticDir, file);
  if (kind === 'site-file') return path.join(at.siteDir, file.slice('@site/'.length));
  return path.resolve(path.dirname(at.sourceFile), file);
}

/** Splits `./img/x.png#gh-dark-mode-only` into the file part and the fragment (`gh-dark-mode-only`). */
export function splitImageSrc(src: string): { file: string; fragment: string | null } {
  const hashAt = src.indexOf('#');
  const withoutHash = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const file = withoutHash.replace(/\?.*$/, '');
  return { file: decodeURI(file), fragment: hashAt >= 0 ? src.slice(hashAt + 1) : null };
}

export interface ImageVariant {
  /** File name under {@link IMAGE_BASE}. */
  file: string;
  width: number;
  format: 'webp' | 'png' | 'jpeg' | 'gif' | 'avif' | 'svg';
}

export interface ProcessedImage {
  /** Absolute path of the source file. */
  source: string;
  width: number;
  height: number;
  /** Served as it is (SVG, GIF): one file, no variants. */
  asIs: ImageVariant | null;
  /** WebP variants, narrowest first. */
  modern: ImageVariant[];
  /** Variants in the original format, narrowest first; the widest is the `src`. */
  fallback: ImageVariant[];
}

const FALLBACK_FORMAT: Record<string, ImageVariant['format']> = { png: 'png', jpeg: 'jpeg', jpg: 'jpeg', webp: 'webp', avif: 'avif' };

/** A file name safe for a URL: lower-case words joined by '-'. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/\.[^.]+$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'image';

const extension = (format: ImageVariant['format']) => (format === 'jpeg' ? 'jpg' : format);

/**
 * The files a source image is served as.
 * @param name - the source's file name, for readable URLs
 * @param hash - a hash of the source's bytes, so a changed image gets new URLs
 */
export function planImage(source: string, name: string, hash: string, meta: { width: number; height: number; format: string }): ProcessedImage {
  const base = `${slugOf(name)}.${hash}`;
  const { width, height } = meta;
  const format = meta.format.toLowerCase();
  if (format === 'svg' || format === 'gif') {
    return { source, width, height, asIs: { file: `${base}.${format}`, width, format: format === 'gif' ? 'gif' : 'svg' }, modern: [], fallback: [] };
  }
  const fallbackFormat = FALLBACK_FORMAT[format];
  if (!fallbackFormat) throw new Error(`unsupported image format "${meta.format}" (use PNG, JPEG, WebP, AVIF, GIF or SVG)`);
  const widths = [...IMAGE_WIDTHS.filter((w) => w < width), width];
  const variants = (fmt: ImageVariant['format']) => widths.map((w) => ({ file: `${base}-${w}.${extension(fmt)}`, width: w, format: fmt }));
  return { source, width, height, asIs: null, modern: fallbackFormat === 'webp' ? [] : variants('webp'), fallback: variants(fallbackFormat) };
}

/**
 * The names a WebP variant's twin can have: the variant of the same width in the source's own format, PNG or
 * JPEG, as `planImage` names it (the path's folder kept). The docs PDF prints the twin, whose pixels are the source's.
 */
export function fallbackTwins(webpFile: string): string[] {
  if (!webpFile.endsWith('.webp')) return [];
  const stem = webpFile.slice(0, -'.webp'.length);
  return (['png', 'jpeg'] as const).map((format) => `${stem}.${extension(format)}`);
}

const url = (v: ImageVariant) => `${IMAGE_BASE}/${v.file}`;
const srcset = (variants: ImageVariant[]) => variants.map((v) => `${url(v)} ${v.width}w`).join(', ');

/**
 * The markup of a processed image: `<picture>` with a WebP source and an
 * `<img>` that carries the alt text, the intrinsic size (no layout shift) and
 * lazy loading unless `eager` (the page's first image, when it is on the first screen).
 */
export function pictureElement(image: ProcessedImage, img: { alt: string; title: string | null; className: string[] }, eager: boolean): Element {
  const common = {
    alt: img.alt,
    ...(img.title ? { title: img.title } : {}),
    width: image.width,
    height: image.height,
    loading: eager ? 'eager' : 'lazy',
    decoding: 'async',
    ...(img.className.length ? { className: img.className } : {}),
  };
  if (image.asIs) return { type: 'element', tagName: 'img', properties: { src: url(image.asIs), ...common }, children: [] };
  const widest = image.fallback[image.fallback.length - 1];
  const fallbackImg: Element = {
    type: 'element',
    tagName: 'img',
    properties: { src: url(widest), srcSet: srcset(image.fallback), sizes: IMAGE_SIZES, ...common },
    children: [],
  };
  if (image.modern.length === 0) return fallbackImg;
  return {
    type: 'element',
    tagName: 'picture',
    properties: img.className.length ? { className: img.className } : {},
    children: [
      { type: 'element', tagName: 'source', properties: { type: 'image/webp', srcSet: srcset(image.modern), sizes: IMAGE_SIZES }, children: [] },
      fallbackImg,
    ],
  };
}
