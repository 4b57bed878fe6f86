import { CHUNK_RECORDS, SHARDED_FORMAT_VERSION, type DictionaryFile, type PostingsFile, type RecordsFile, type ShardedMeta } from './indexFormat';
import { assertDictionary, assertMeta, assertPostings, assertRecords, decodeRecords, forEachPosting } from './indexReader';
import { buildShardedIndex, writeShardedIndex } from './indexWriter';
import { buildRecords } from './records';
import { searchPage, WORDS } from '../../../tests/support/searchEngine';
import { queryWords } from './tokenize';

const page = searchPage;
const PAGES = [
  page('/docs/docker', 'Docker', ['Docker packages applications into images.', 'A volume keeps data after the container is removed.']),
  page('/docs/git', 'Git', ['Rebasing rewrites history; merging keeps it.']),
  ...Array.from({ length: 30 }, (_, p) => page(`/docs/p${p}`, `Page ${WORDS[p % 20]}`, [WORDS.map((w, i) => `${w}${(p * 7 + i) % 13}`).join(' ')])),
  page('/blog/post', 'A post', ['Docker again, from the blog.'], 'default'),
];
const records = PAGES.flatMap(buildRecords);
const files = buildShardedIndex(records, [], { shardBytes: 400 });
const ofKind = <T>(prefix: string) => [...files].filter(([path]) => path.startsWith(prefix)).map(([, file]) => file as T);

describe('buildShardedIndex', () => {
  it('writes every record, with its text, into records files of a page each, a chunk of records per file', () => {
    const chunks = ofKind<RecordsFile>('r/');
    const byId = (a: { objectID: string }, b: { objectID: string }) => a.objectID.localeCompare(b.objectID);
    expect(chunks.flatMap(decodeRecords).sort(byId)).toEqual([...records].sort(byId));
    expect(chunks.every((c) => c.records.length <= CHUNK_RECORDS && c.first % CHUNK_RECORDS === 0)).toBe(true);
  });

  it('cuts postings into shards of contiguous terms, and writes every file in a shape the reader accepts', () => {
    const firsts = ofKind<PostingsFile>('p/').map((f) => f.terms);
    expect(firsts.length).toBeGreaterThan(10);
    for (let i = 1; i < firsts.length; i++) expect(firsts[i - 1][firsts[i - 1].length - 1] < firsts[i][0]).toBe(true);
    for (const [path, file] of files) {
      if (path === 'meta.json') assertMeta(file);
      else if (path.startsWith('d/')) assertDictionary(file, path);
      else if (path.startsWith('p/')) assertPostings(file, path);
      else assertRecords(file, path);
    }
  });

  it('hands each file over once and complete: each made JSON as it comes, they are the whole index', () => {
    const handed = new Map<string, string>();
    writeShardedIndex(
      records,
      (path, file) => {
        expect(handed.has(path)).toBe(false);
        handed.set(path, JSON.stringify(file));
      },
      [],
      { shardBytes: 400 },
    );
    expect(handed).toEqual(new Map([...files].map(([path, file]) => [path, JSON.stringify(file)])));
  });

  it('lists each term in its first letter’s dictionary with its occurrences and its shard', () => {
    const docker = files.get('d/d.json') as DictionaryFile;
    const at = docker.terms.indexOf('docker');
    // Each of the page's five records carries its title; then its first text and the post's.
    expect(docker.counts[at]).toBe(7);
    expect((files.get(`p/${docker.shards[at]}.json`) as PostingsFile).terms).toContain('docker');
    expect(docker.shards).toEqual([...docker.shards].sort((a, b) => a - b));
  });

  it('encodes where a term occurs: the record by page and position, its section and type, and each attribute and word position', () => {
    const shard = ofKind<PostingsFile>('p/').find((f) => f.terms.includes('volume'))!;
    const places: number[][] = [];
    forEachPosting(shard.lists[shard.terms.indexOf('volume')], (p, position, sectionType, code) => places.push([p, position, sectionType, code]));
    // Page 0's records are its own, a heading, a text, a heading, a text: the last is a text (type 6) of
    // section 2 (the page's own record is section 0), and "volume" its second word (attribute 6, text).
    expect(places).toEqual([[0, 4, 2 * 8 + 6, 1 * 16 + 6]]);
  });

  it('gives runs of pages with the same facets one entry in the meta file', () => {
    const meta = files.get('meta.json') as ShardedMeta;
    expect(meta).toMatchObject({ v: SHARDED_FORMAT_VERSION, pages: PAGES.length, records: records.length, shards: ofKind('p/').length });
    expect(meta.facets).toEqual([
      [0, 'en', 'docs-default-current', 1],
      [PAGES.length - 1, 'en', 'default', 0],
    ]);
  });

  it('ships synonym phrases split into the words a query of them gives, with the shards of the terms they match', () => {
    const withSynonyms = buildShardedIndex(
      [page('/tree', 'Decision trees', ['A decision tree splits the data.']), page('/zh', '笔记', ['决策树的笔记。'])].flatMap(buildRecords),
      [['决策树', 'decision tree', '  ']],
    );
    const phrases = [queryWords('决策树').map((w) => w.word), ['decision', 'tree']];
    const d = withSynonyms.get('d/d.json') as DictionaryFile;
    expect(d.synonyms.map(([g, p]) => [g, p])).toEqual([[0, phrases]]);
    expect(d.synonyms[0][2].map(([term]) => term)).toEqual(expect.arrayContaining(['decision', 'tree', 'trees']));
  });

  it('refuses records that are not page after page', () => {
    const [own, heading, text] = buildRecords(page('/a', 'A', ['Text.']));
    expect(() => buildShardedIndex([text, own, heading])).toThrow('has text before its page record');
  });
});
