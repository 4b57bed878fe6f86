/**
 * Files the pages link to that are not pages: each full sidebar as a
 * content-hashed JSON file, pages' own stylesheets, KaTeX's and DocSearch's stylesheets.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SidebarItem } from '../src/lib/sidebar';
import { inlineStylesheet } from '../src/lib/stylesheets';
import type { RenderedMdx } from './mdx/compile';
import { writeDocSearchAssets, writeKatexAssets } from './vendorAssets';

/** Which sidebars a `sidebarUrls` entry holds: a docs version's, in a locale other than the default one named before it (`fr/current`). */
export const sidebarsKey = (locale: { code: string; isDefault: boolean }, version: string) => (locale.isDefault ? version : `${locale.code}/${version}`);

export interface PageAssets {
  /** The full sidebar's file, by `sidebarsKey` (docs version, and locale) and sidebar id. */
  sidebarUrls: Record<string, Record<string, string>>;
  /** The URL of a page's own stylesheet (what its content's components import), by its content node's id. */
  contentStylesheets: Map<string, string>;
  /** Stylesheets and fonts a page with math links to. */
  math: { stylesheets: string[]; fonts: string[] };
  /** Each stylesheet a page may name (KaTeX's, the pages' own) as its HTML inlines it, by URL (src/lib/stylesheets.ts). */
  inlined: Record<string, string>;
}

/**
 * Writes each full sidebar to a content-hashed JSON file. Pages carry a pruned
 * sidebar; the full one is fetched only when a reader expands a collapsed category.
 */
async function writeSidebarFiles(sidebarsByVersion: Record<string, Record<string, SidebarItem[]>>, publicDir: string): Promise<PageAssets['sidebarUrls']> {
  const urls: PageAssets['sidebarUrls'] = {};
  await fs.mkdir(path.join(publicDir, 'sidebars'), { recursive: true });
  for (const [version, sidebars] of Object.entries(sidebarsByVersion)) {
    urls[version] = {};
    for (const [id, items] of Object.entries(sidebars)) {
      const json = JSON.stringify(items);
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
      const name = `${id}.${hash}.json`;
      await fs.writeFile(path.join(publicDir, 'sidebars', name), json);
      urls[version][id] = `/sidebars/${name}`;
    }
  }
  return urls;
}

/**
 * Writes each content page's own stylesheet (node/mdx/contentStylesheet.ts) to a content-hashed file:
 * pages with the same stylesheet (the global MDX components') share it.
 */
async function writeContentStylesheets(
  rendered: ReadonlyMap<string, Pick<RenderedMdx, 'css'>>,
  publicDir: string,
): Promise<{ urls: Map<string, string>; inlined: Record<string, string> }> {
  const urls = new Map<string, string>();
  const inlined: Record<string, string> = {};
  for (const [nodeId, { css }] of rendered) {
    if (!css) continue;
    const url = `/assets/content/${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
    if (urls.size === 0) await fs.mkdir(path.join(publicDir, 'assets', 'content'), { recursive: true });
    if (!(url in inlined)) {
      await fs.writeFile(path.join(publicDir, url), css);
      inlined[url] = inlineStylesheet(css, url);
    }
    urls.set(nodeId, url);
  }
  return { urls, inlined };
}

export async function writePageAssets(
  /** Each docs version's sidebars, by `sidebarsKey`. */
  sidebars: Record<string, Record<string, SidebarItem[]>>,
  rendered: ReadonlyMap<string, Pick<RenderedMdx, 'css'>>,
  siteDir: string,
): Promise<PageAssets> {
  const publicDir = path.join(siteDir, 'public');
  const sidebarUrls = await writeSidebarFiles(sidebars, publicDir);
  const content = await writeContentStylesheets(rendered, publicDir);
  const katexCss = await writeKatexAssets(siteDir, publicDir);
  await writeDocSearchAssets(siteDir, publicDir);
  // The two fonts nearly every formula uses: fetched with the stylesheet, they
  // are in before the math is laid out, so text around formulas does not shift.
  const fonts = ['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2'].map((f) => katexCss.replace(/[^/]+$/, `fonts/${f}`));
  const inlined = { ...content.inlined, [katexCss]: inlineStylesheet(await fs.readFile(path.join(publicDir, katexCss), 'utf8'), katexCss) };
  return { sidebarUrls, contentStylesheets: content.urls, math: { stylesheets: [katexCss], fonts }, inlined };
}
