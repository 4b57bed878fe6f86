/**
 * Files the pages link to that are not pages: each full sidebar as a
 * content-hashed JSON file, KaTeX's and DocSearch's stylesheets.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SidebarItem } from '../lib/sidebar';
import { writeDocSearchAssets, writeKatexAssets } from './vendorAssets';

export interface PageAssets {
  /** The full sidebar's file, by sidebar id. */
  sidebarUrls: Record<string, string>;
  /** Stylesheets and fonts a page with math links to. */
  math: { stylesheets: string[]; fonts: string[] };
}

/**
 * Writes each full sidebar to a content-hashed JSON file. Pages carry a pruned
 * sidebar; the full one is fetched only when a reader expands a collapsed category.
 */
async function writeSidebarFiles(sidebars: Record<string, SidebarItem[]>, publicDir: string): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  await fs.mkdir(path.join(publicDir, 'sidebars'), { recursive: true });
  for (const [id, items] of Object.entries(sidebars)) {
    const json = JSON.stringify(items);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const name = `${id}.${hash}.json`;
    await fs.writeFile(path.join(publicDir, 'sidebars', name), json);
    urls[id] = `/sidebars/${name}`;
  }
  return urls;
}

export async function writePageAssets(sidebars: Record<string, SidebarItem[]>, siteDir: string): Promise<PageAssets> {
  const publicDir = path.join(siteDir, 'public');
  const sidebarUrls = await writeSidebarFiles(sidebars, publicDir);
  const katexCss = await writeKatexAssets(siteDir, publicDir);
  await writeDocSearchAssets(siteDir, publicDir);
  // The two fonts nearly every formula uses: fetched with the stylesheet, they
  // are in before the math is laid out, so text around formulas does not shift.
  const fonts = ['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2'].map((f) => katexCss.replace(/[^/]+$/, `fonts/${f}`));
  return { sidebarUrls, math: { stylesheets: [katexCss], fonts } };
}
