/**
 * The content's images in the build: each variant written under `public/`,
 * from the cache or encoded with sharp (node/mdx/images.ts). Pages name
 * their variants when they render, so nothing waits for the files but the
 * finished build: createPages starts the encoding under `gatsby build` and
 * onPostBuild waits for it, as for the social cards. Encoded inside
 * createPages, the site's 810 variants held a cold build's createPages for
 * about 50 s with one core idle (docs/performance.md#figures-behind-the-code).
 */
import path from 'node:path';
import { siteImageCache, writeImages } from './mdx/images';
import { oncePerSite } from './startedOnce';

export interface ImagesReport {
  /** Images the content shows. */
  images: number;
  /** Variant files encoded by this build (the others came from the cache or were in place). */
  encoded: number;
  /** Seconds from the start of the writing to its end. */
  seconds: number;
}

/** Writes the site's image variants into `public/`, once per site: createPages starts it, onPostBuild waits for it. */
export const writeSiteImages = oncePerSite(async (site, siteDir): Promise<ImagesReport> => {
  const started = Date.now();
  const images = [...site.rendered.values()].flatMap((r) => r.images);
  const encoded = await writeImages(images, path.join(siteDir, 'public'), siteImageCache(siteDir));
  return { images: images.length, encoded, seconds: (Date.now() - started) / 1000 };
});
