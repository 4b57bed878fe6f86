/**
 * What the browser does with a file of the index before searching it: checks
 * its version and shape, and decodes its postings and records.
 */
import { RECORD_TYPES, SHARDED_FORMAT_VERSION, metaPath, type DictionaryFile, type PostingsFile, type RecordsFile, type ShardedMeta } from './indexFormat';
import { LEVEL_WEIGHT, type Hierarchy, type SearchRecord } from './records';
import { SUB_LEVELS } from './recordsByPage';

/** Walks a postings list, record by record: `visit` gets the record and each place the term occurs in it. */
export function forEachPosting(list: readonly number[], visit: (page: number, position: number, sectionType: number, code: number) => void): void {
  let page = 0;
  let position = 0;
  let first = true;
  for (let i = 0; i < list.length;) {
    const dPage = list[i];
    page += dPage;
    position = first || dPage !== 0 ? list[i + 1] : position + list[i + 1];
    first = false;
    const sectionType = list[i + 2];
    const count = list[i + 3];
    i += 4;
    let code = 0;
    for (let k = 0; k < count; k++) {
      code = k === 0 ? list[i + k] : code + list[i + k];
      visit(page, position, sectionType, code);
    }
    i += count;
  }
}

/** The records of a records file, as `buildRecords` made them. */
export function decodeRecords(file: RecordsFile): SearchRecord[] {
  const [url, lvl0, lvl1, language, tag, pageRank] = file.page;
  return file.records.map(([type, anchor, headings, content, code], k) => {
    const position = file.first + k;
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    SUB_LEVELS.forEach((level, i) => (hierarchy[level] = headings[i] ?? null));
    const record: SearchRecord = {
      objectID: `${url}#${anchor}-${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      type,
      hierarchy,
      content,
      language,
      docusaurus_tag: tag,
      weight: { pageRank, level: LEVEL_WEIGHT[type], position },
    };
    if (code) record.code = code;
    return record;
  });
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isIntArray = (v: unknown): v is number[] => Array.isArray(v) && v.every(isInt);

/** Refuses a file of another format or shape (an old index, a file cut short, an error page), rather than search it. */
function assertVersion(value: unknown, what: string): asserts value is { v: number } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`The search index's ${what} is not an index file`);
  const v = (value as { v?: unknown }).v;
  if (v !== SHARDED_FORMAT_VERSION) throw new Error(`Unsupported search index version ${String(v)} (${what})`);
}

const malformed = (what: string) => new Error(`The search index's ${what} does not have the shape of an index file`);

export function assertMeta(value: unknown): asserts value is ShardedMeta {
  assertVersion(value, metaPath);
  const m = value as Partial<ShardedMeta>;
  const facetsOk =
    Array.isArray(m.facets) &&
    m.facets.every((f) => Array.isArray(f) && f.length === 4 && isInt(f[0]) && isString(f[1]) && isString(f[2]) && Number.isFinite(f[3]));
  const dictionariesOk = !!m.dictionaries && typeof m.dictionaries === 'object' && Object.values(m.dictionaries).every(isInt);
  if (!isInt(m.pages) || !isInt(m.records) || !isInt(m.shards) || !facetsOk || !dictionariesOk) throw malformed(metaPath);
}

export function assertDictionary(value: unknown, path: string): asserts value is DictionaryFile {
  assertVersion(value, path);
  const d = value as Partial<DictionaryFile>;
  const isTermShard = (t: unknown) => Array.isArray(t) && t.length === 2 && isString(t[0]) && isInt(t[1]);
  const synonymsOk =
    Array.isArray(d.synonyms) &&
    d.synonyms.every(
      (s) =>
        Array.isArray(s) &&
        s.length === 3 &&
        isInt(s[0]) &&
        Array.isArray(s[1]) &&
        s[1].every((words) => Array.isArray(words) && words.length > 0 && words.every(isString)) &&
        Array.isArray(s[2]) &&
        s[2].every(isTermShard),
    );
  if (
    !Array.isArray(d.terms) ||
    !d.terms.every(isString) ||
    !isIntArray(d.counts) ||
    !isIntArray(d.shards) ||
    d.counts.length !== d.terms.length ||
    d.shards.length !== d.terms.length ||
    !synonymsOk
  )
    throw malformed(path);
}

export function assertPostings(value: unknown, path: string): asserts value is PostingsFile {
  assertVersion(value, path);
  const p = value as Partial<PostingsFile>;
  if (!Array.isArray(p.terms) || !p.terms.every(isString) || !Array.isArray(p.lists) || p.lists.length !== p.terms.length || !p.lists.every(isIntArray))
    throw malformed(path);
}

const isChunkRecord = (r: unknown) =>
  Array.isArray(r) &&
  (r.length === 4 || (r.length === 5 && isString(r[4]))) &&
  (RECORD_TYPES as readonly unknown[]).includes(r[0]) &&
  isString(r[1]) &&
  Array.isArray(r[2]) &&
  r[2].every((h) => h === null || isString(h)) &&
  (r[3] === null || isString(r[3]));

export function assertRecords(value: unknown, path: string): asserts value is RecordsFile {
  assertVersion(value, path);
  const { page, first, records } = value as Partial<RecordsFile>;
  if (
    !Array.isArray(page) ||
    page.length !== 6 ||
    !page.slice(0, 5).every(isString) ||
    !Number.isFinite(page[5]) ||
    !isInt(first) ||
    !Array.isArray(records) ||
    !records.every(isChunkRecord)
  )
    throw malformed(path);
}
