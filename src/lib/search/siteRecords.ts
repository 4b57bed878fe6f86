/**
 * Every search record of the site, derived from the site model: docs under
 * their section, posts under the blog's title. One list feeds both the
 * embedded index and Algolia.
 */
import type { SiteModel } from '../model';
import { buildRecords, type SearchBlock, type SearchRecord } from './records';
import { DEFAULT_TAG, docsVersionTag } from './settings';

export interface SiteRecordOptions {
  language: string;
  /** The top-level category of posts: the blog's title. */
  blogLabel: string;
  /** Page rank of docs and of posts: among otherwise equal hits, the higher comes first. */
  pageRank: { docs: number; blog: number };
}

/**
 * Builds the records of every listed page, in route order; `blocksOf` gives a page's rendered text.
 * Each docs version's docs carry its tag, which contextual search filters on.
 */
export function siteSearchRecords(
  model: Pick<SiteModel, 'versions' | 'listedPosts'>,
  blocksOf: (nodeId: string) => readonly SearchBlock[],
  options: SiteRecordOptions,
): SearchRecord[] {
  const pages = [
    ...model.versions.flatMap(({ version, listedDocs, sectionOf }) =>
      listedDocs.map((doc) => ({
        url: doc.path,
        nodeId: doc.nodeId,
        title: doc.title,
        lvl0: sectionOf.get(doc.path) ?? doc.title,
        tag: docsVersionTag(version.name),
        pageRank: options.pageRank.docs,
      })),
    ),
    ...model.listedPosts.map((post) => ({
      url: post.path,
      nodeId: post.nodeId,
      title: post.title,
      lvl0: options.blogLabel,
      tag: DEFAULT_TAG,
      pageRank: options.pageRank.blog,
    })),
  ].sort((a, b) => a.url.localeCompare(b.url));
  return pages.flatMap(({ nodeId, ...page }) => buildRecords({ ...page, language: options.language, blocks: [...blocksOf(nodeId)] }));
}
