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
  /** The docs version the docs belong to. */
  version: string;
  /** The top-level category of posts: the blog's title. */
  blogLabel: string;
  /** Page rank of docs and of posts: among otherwise equal hits, the higher comes first. */
  pageRank: { docs: number; blog: number };
}

/** Builds the records of every listed page, in route order; `blocksOf` gives a page's rendered text. */
export function siteSearchRecords(model: SiteModel, blocksOf: (nodeId: string) => readonly SearchBlock[], options: SiteRecordOptions): SearchRecord[] {
  const pages = [
    ...model.listedDocs.map((doc) => ({
      url: doc.path,
      nodeId: doc.nodeId,
      title: doc.title,
      lvl0: model.sectionOf.get(doc.path) ?? doc.title,
      tag: docsVersionTag(options.version),
      pageRank: options.pageRank.docs,
    })),
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
