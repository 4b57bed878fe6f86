/**
 * The files for agents (src/lib/twins.ts), made from the site model: each
 * built doc's and post's Markdown twin, and `llms.txt` and `llms-full.txt`,
 * which list the pages search and the sitemap list.
 */
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import { twinPath } from '../src/lib/routes';
import { llmsFullOrder, llmsFullTxt, llmsTxt, twinDocument, type LlmsDoc, type LlmsInput } from '../src/lib/twins';
import type { Site } from './site';
import { removeUnwritten, writeChangedFiles } from './writeChangedFiles';

function llmsInputOf(site: Site): LlmsInput {
  const { model } = site;
  const doc = (d: { path: string; title: string; description: string | null }): LlmsDoc => ({ route: d.path, title: d.title, description: d.description });
  return {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    siteUrl: siteConfig.url,
    sidebars: Object.values(model.sidebars),
    docs: new Map(model.listedDocs.map((d) => [d.path, doc(d)])),
    blogTitle: siteConfig.blog.title,
    posts: model.listedPosts.map(doc),
  };
}

const bySite = new WeakMap<Site, Map<string, string>>();

/** The files, by their path from the site's root (`/docs/git.md`, `/llms.txt`). */
export function agentFilesOf(site: Site): Map<string, string> {
  const known = bySite.get(site);
  if (known) return known;
  const twins = new Map<string, string>();
  // Every locale's pages have their twin; llms.txt lists the default locale's.
  for (const { model, rendered: renderings } of site.locales) {
    for (const page of [...model.versions.flatMap((v) => v.docs), ...model.posts]) {
      const rendered = renderings.get(page.nodeId);
      if (rendered)
        twins.set(
          page.path,
          twinDocument({ title: rendered.contentTitle ?? page.title, description: page.description, route: page.path, twin: rendered.twin }, siteConfig.url),
        );
    }
  }
  const input = llmsInputOf(site);
  const full = llmsFullOrder(input).flatMap((route) => (twins.has(route) ? [{ route, document: twins.get(route)! }] : []));
  const files = new Map([...twins].map(([route, document]) => [twinPath(route), document]));
  files.set('/llms.txt', llmsTxt(input));
  files.set('/llms-full.txt', llmsFullTxt(full, siteConfig.url));
  bySite.set(site, files);
  return files;
}

/** Writes the files into the build (those that changed); returns how many twins there are and how many files were written. */
export function writeAgentFiles(site: Site, publicDir: string, cacheDir: string): { twins: number; written: number; removed: number } {
  const files = agentFilesOf(site);
  const written = writeChangedFiles(publicDir, files);
  // The twin of a doc deleted since the build before goes with its page.
  const removed = removeUnwritten(publicDir, path.join(cacheDir, 'twins', 'published.json'), files.keys());
  return { twins: files.size - 2, written, removed };
}
