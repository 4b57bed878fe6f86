/**
 * The embedded index's file format. A page is written once with its url,
 * category, title, facets and rank, then as sections: a heading (or the page
 * itself) followed by the texts under it. Decoding gives back exactly the
 * records that go to Algolia, in the same order.
 */
import { LEVEL_WEIGHT, type Hierarchy, type RecordType, type SearchRecord } from './records';

export const INDEX_FORMAT_VERSION = 3;

/** Type of the section's own record, its anchor, lvl2…lvl6 (trailing nulls dropped), its texts, then the names its code uses (when it has any). */
type EncodedSection = [type: RecordType, anchor: string, headings: (string | null)[], contents: string[], code?: string];
type EncodedPage = [url: string, lvl0: string, lvl1: string, language: string, tag: string, pageRank: number, sections: EncodedSection[]];

export interface IndexFile {
  v: number;
  pages: EncodedPage[];
  /** Synonym groups of the site's search settings, for the engine to apply as Algolia would. */
  synonyms?: string[][];
}

const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * Encodes records as built by `buildRecords`, page after page: each page
 * starts with its lvl1 record, and text records follow the heading they sit under.
 */
export function encodeIndex(records: readonly SearchRecord[], synonyms: readonly (readonly string[])[] = []): IndexFile {
  const pages: EncodedPage[] = [];
  let page: EncodedPage | null = null;
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
  return synonyms.length ? { v: INDEX_FORMAT_VERSION, pages, synonyms: synonyms.map((g) => [...g]) } : { v: INDEX_FORMAT_VERSION, pages };
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isSection = (s: unknown) =>
  Array.isArray(s) && (s.length === 4 || (s.length === 5 && isString(s[4]))) && isString(s[0]) && isString(s[1]) && Array.isArray(s[2]) && s[2].every((h) => h === null || isString(h)) && Array.isArray(s[3]) && s[3].every(isString);
const isPage = (p: unknown) => Array.isArray(p) && p.length === 7 && p.slice(0, 5).every(isString) && Number.isFinite(p[5]) && Array.isArray(p[6]) && p[6].every(isSection);

/**
 * Checks that fetched JSON is an index file of this format: a file cut short,
 * an old format or anything else a server answered with is refused whole,
 * rather than searched.
 */
export function assertIndexFile(value: unknown): asserts value is IndexFile {
  const file = value as Partial<IndexFile> | null;
  if (!file || typeof file !== 'object' || Array.isArray(file)) throw new Error('The search index is not an index file');
  if (file.v !== INDEX_FORMAT_VERSION) throw new Error(`Unsupported search index version ${String(file.v)}`);
  if (!Array.isArray(file.pages) || !file.pages.every(isPage)) throw new Error('The search index does not have the shape of an index file');
  if (file.synonyms !== undefined && !(Array.isArray(file.synonyms) && file.synonyms.every((g) => Array.isArray(g) && g.every(isString)))) {
    throw new Error('The search index does not have the shape of an index file');
  }
}

/** Decodes the index file back into records. */
export function decodeIndex(file: IndexFile): SearchRecord[] {
  assertIndexFile(file);
  const records: SearchRecord[] = [];
  for (const [url, lvl0, lvl1, language, tag, pageRank, sections] of file.pages) {
    let position = 0;
    for (const [type, anchor, headings, contents, code] of sections) {
      const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
      SUB_LEVELS.forEach((level, i) => (hierarchy[level] = headings[i] ?? null));
      const record = (recordType: RecordType, content: string | null): SearchRecord => ({
        objectID: `${url}#${anchor}-${position}`,
        url: anchor ? `${url}#${anchor}` : url,
        type: recordType,
        hierarchy: { ...hierarchy },
        content,
        language,
        docusaurus_tag: tag,
        weight: { pageRank, level: LEVEL_WEIGHT[recordType], position: position++ },
      });
      const own = record(type, null);
      if (code) own.code = code;
      records.push(own);
      for (const content of contents) records.push(record('content', content));
    }
  }
  return records;
}
