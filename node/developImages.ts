import type { ProcessedImage } from '../src/lib/mdx/images';
import { cachedVariant, uniqueOutputs, type ImageOutput } from './mdx/images';
import { keptUntilFailed } from './startedOnce';

/**
 * Under `gatsby develop`, an image's variant files are encoded when the
 * browser first asks for one, not all before the server starts: the site's
 * 144 images make 810 files, 29 s of a 65 s cold start; a page shows a few.
 * `gatsby build` writes them all (node/createPages.ts).
 */
const offered = new Map<string, ImageOutput>();
const making = new Map<string, Promise<string>>();

/** The content's images as the site now has them (each createPages under develop). */
export function offerImages(images: readonly ProcessedImage[]): void {
  offered.clear();
  for (const output of uniqueOutputs(images)) offered.set(output.variant.file, output);
}

/**
 * The file to send for the variant file `name` (under `/assets/images/`),
 * encoded into `cacheDir` on the first request (one encoding for requests
 * that come together); null when no image of the content has that file.
 */
export function developImageFile(name: string, cacheDir: string): Promise<string> | null {
  const output = offered.get(name);
  if (!output) return null;
  // A failed encoding is tried again by the next request.
  return keptUntilFailed(making, name, () => cachedVariant(output, cacheDir).then((made) => made.file));
}
