/**
 * Records grouped by page, as the index writer walks them
 * (./indexWriter.ts): a page once with its url, category, title, facets and
 * rank, then its sections: a heading (or the page itself) followed by the
 * texts under it.
 */
import type { RecordType, SearchRecord } from './records';

/** Type of the section's own record, its anchor, lvl2…lvl6 (trailing nulls dropped), its texts, then the names its code uses (when it has any). */
export type SectionGroup = [type: RecordType, anchor: string, headings: (string | null)[], contents: string[], code?: string];
export type PageGroup = [url: string, lvl0: string, lvl1: string, language: string, tag: string, pageRank: number, sections: SectionGroup[]];

/** The headings a section carries besides the page's title, in order. */
export const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * Groups records as built by `buildRecords`, page after page: each page
 * starts with its lvl1 record, and text records follow the heading they sit under.
 */
export function groupByPage(records: readonly SearchRecord[]): PageGroup[] {
  const pages: PageGroup[] = [];
  let page: PageGroup | null = null;
  for (const record of records) {
    const url = record.url.split('#')[0];
    if (!page || page[0] !== url || record.type === 'lvl1') {
      page = [url, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '', record.language, record.docusaurus_tag, record.weight.pageRank, []];
      pages.push(page);
    }
    const sections = page[6];
    if (record.type === 'content' && sections.length > 0) {
      sections[sections.length - 1][3].push(record.content ?? '');
      continue;
    }
    if (record.type === 'content') throw new Error(`Search record ${record.objectID} has text before its page record`);
    const headings = SUB_LEVELS.map((l) => record.hierarchy[l]);
    while (headings.length && headings[headings.length - 1] === null) headings.pop();
    const anchor = record.url.includes('#') ? record.url.slice(record.url.indexOf('#') + 1) : '';
    sections.push(record.code ? [record.type, anchor, headings, [], record.code] : [record.type, anchor, headings, []]);
  }
  return pages;
}
