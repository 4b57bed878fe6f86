import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { siteConfig } from '../config/site';
import { encodeIndex } from '../lib/search/indexFile';
import { buildRecords, type SearchBlock, type SearchRecord } from '../lib/search/records';
import { buildSidebars, flattenSidebar } from '../lib/sidebar';
import { docsFromNodes, type MdxNodeWithFields } from './content';

export interface MdxNodeForSearch extends MdxNodeWithFields {
  fields?: (MdxNodeWithFields['fields'] & { searchBlocks?: SearchBlock[] }) | null;
}

const DOCS_TAG = (version: string) => `docs-default-${version}`;

/**
 * Every search record of the site: docs under their top-level category
 * (the sidebar's, or their top folder's page for docs outside it), posts
 * under "Blog". One list feeds both the embedded index and Algolia.
 */
export function siteSearchRecords(nodes: readonly MdxNodeForSearch[]): SearchRecord[] {
  const docs = docsFromNodes(nodes);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const categoryOf = new Map<string, string>();
  for (const items of Object.values(buildSidebars(siteConfig.docs.sidebars, docs))) {
    for (const item of items) {
      const label = item.label;
      const links = item.type === 'doc' ? [item] : flattenSidebar([item]);
      for (const link of links) categoryOf.set(link.href, label);
    }
  }
  const version = siteConfig.docs.versions[0].name;
  const language = siteConfig.i18n.defaultLocale;
  const records: SearchRecord[] = [];
  const sorted = [...nodes].filter((n) => n.fields?.slug).sort((a, b) => a.fields!.slug!.localeCompare(b.fields!.slug!));
  for (const node of sorted) {
    const f = node.fields!;
    if (f.kind === 'doc') {
      const top = f.docId!.split('/')[0];
      const topDoc = byId.get(`${top}/index`) ?? byId.get(top);
      const lvl0 = categoryOf.get(f.slug!) ?? topDoc?.title ?? f.title!;
      records.push(...buildRecords({ url: f.slug!, lvl0, title: f.title!, language, tag: DOCS_TAG(version), blocks: f.searchBlocks ?? [] }));
    } else if (f.kind === 'post') {
      records.push(...buildRecords({ url: f.slug!, lvl0: siteConfig.blog.title, title: f.title!, language, tag: 'default', blocks: f.searchBlocks ?? [] }));
    }
  }
  return records;
}

/**
 * Writes the embedded index as `public/search/index.<hash>.json`. The hash
 * is of the content, so the file can be cached forever and a content change
 * gives a new URL.
 */
export async function writeSearchIndex(records: readonly SearchRecord[], publicDir: string): Promise<{ url: string; bytes: number }> {
  const json = JSON.stringify(encodeIndex(records));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  const dir = path.join(publicDir, 'search');
  await fs.mkdir(dir, { recursive: true });
  const name = `index.${hash}.json`;
  const target = path.join(dir, name);
  await fs.writeFile(target, json);
  return { url: `/search/${name}`, bytes: Buffer.byteLength(json) };
}
