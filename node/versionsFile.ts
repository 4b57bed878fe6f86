/** Reads the content's `versions.json` (Docusaurus's list of released docs versions, newest first) into the site's versions. */
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../src/config/site';
import type { DocsConfig } from '../src/lib/config/types';
import { parseVersionsFile, resolveDocsVersions, type DocsVersion } from '../src/lib/versions';

/** The content to build: `content/`, or another tree (the benchmarks' generated corpus) given by SITE_CONTENT_DIR. */
export const contentDirOf = (siteDir: string) => path.resolve(siteDir, process.env.SITE_CONTENT_DIR ?? 'content');

/** The versions of the docs under `contentDir`: the docs folder's, and those its `versions.json` lists. */
export function readDocsVersions(contentDir: string, docs: Pick<DocsConfig, 'routeBasePath' | 'lastVersion' | 'versions'>): DocsVersion[] {
  const file = path.join(contentDir, 'versions.json');
  const released = fs.existsSync(file) ? parseVersionsFile(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file)) : [];
  return resolveDocsVersions(docs, released);
}

let known: DocsVersion[] | null = null;

/** The site's docs versions, read once per process (Gatsby runs in the site's folder). */
export const siteDocsVersions = (): DocsVersion[] => (known ??= readDocsVersions(contentDirOf(process.cwd()), siteConfig.docs));
