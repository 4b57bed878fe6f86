/**
 * The embedded index's file format: the site's records, with what repeats
 * per page (url, category, title, facets) written once per page. Decoding
 * gives back exactly the records that go to Algolia.
 */
import type { Hierarchy, RecordType, SearchRecord } from './records';

export const INDEX_FORMAT_VERSION = 1;

type EncodedPage = [url: string, lvl0: string, lvl1: string, language: string, tag: string];
/** Page number, type, anchor, lvl2…lvl6 (trailing nulls dropped), content. */
type EncodedRecord = [page: number, type: RecordType, anchor: string, headings: (string | null)[], content: string | null];

export interface IndexFile {
  v: number;
  pages: EncodedPage[];
  records: EncodedRecord[];
}

const LEVEL_WEIGHT: Record<RecordType, number> = { lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 };
const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Encodes records (grouped by page, in page order) into the index file. */
export function encodeIndex(records: readonly SearchRecord[]): IndexFile {
  const pages: EncodedPage[] = [];
  const pageOf = new Map<string, number>();
  const encoded: EncodedRecord[] = records.map((record) => {
    const url = record.url.split('#')[0];
    let page = pageOf.get(url);
    if (page === undefined) {
      page = pages.length;
      pageOf.set(url, page);
      pages.push([url, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '', record.language, record.docusaurus_tag]);
    }
    const headings = SUB_LEVELS.map((l) => record.hierarchy[l]);
    while (headings.length && headings[headings.length - 1] === null) headings.pop();
    const anchor = record.url.includes('#') ? record.url.slice(record.url.indexOf('#') + 1) : '';
    return [page, record.type, anchor, headings, record.content];
  });
  return { v: INDEX_FORMAT_VERSION, pages, records: encoded };
}

/** Decodes the index file back into records. */
export function decodeIndex(file: IndexFile): SearchRecord[] {
  if (file.v !== INDEX_FORMAT_VERSION) throw new Error(`Unsupported search index version ${file.v}`);
  const positions = new Map<number, number>();
  return file.records.map(([page, type, anchor, headings, content]) => {
    const [url, lvl0, lvl1, language, tag] = file.pages[page];
    const position = positions.get(page) ?? 0;
    positions.set(page, position + 1);
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    SUB_LEVELS.forEach((level, i) => (hierarchy[level] = headings[i] ?? null));
    return {
      objectID: `${url}#${anchor}-${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      type,
      hierarchy,
      content,
      language,
      docusaurus_tag: tag,
      weight: { level: LEVEL_WEIGHT[type], position },
    };
  });
}
