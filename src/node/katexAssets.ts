import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * KaTeX's stylesheet and fonts, copied as they ship to `public/katex/<version>/`.
 * Bundling the stylesheet would inline every font into every page's CSS
 * (about 120 kB); as files, only pages with math link the stylesheet, and the
 * browser fetches the few fonts those pages use. The version in the path makes
 * the URL change whenever the files do.
 * @param siteDir - the site's root, where `katex` is installed
 * @returns the stylesheet's URL
 */
export async function writeKatexAssets(siteDir: string, publicDir: string): Promise<string> {
  // Resolved from the site's root: the bundled gatsby-node has no require.resolve of its own.
  const dist = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('katex/dist/katex.min.css'));
  const { version } = JSON.parse(await fs.readFile(path.join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  const target = path.join(publicDir, 'katex', version);
  await fs.mkdir(target, { recursive: true });
  await fs.copyFile(path.join(dist, 'katex.min.css'), path.join(target, 'katex.min.css'));
  await fs.cp(path.join(dist, 'fonts'), path.join(target, 'fonts'), { recursive: true });
  return `/katex/${version}/katex.min.css`;
}
