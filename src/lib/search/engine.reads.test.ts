import { jest } from '@jest/globals';
import { LocalSearchEngine, SupersededSearch } from './engine';
import { buildRecords } from './records';
import { searchPage, WORDS } from '../../../tests/support/searchEngine';
import { normalizeSearchRequests } from './requests';
import { queryWords } from './tokenize';
import { CHUNK_RECORDS, dictionaryKey, type PostingsFile } from './indexFormat';
import { buildShardedIndex } from './indexWriter';

const page = searchPage;
const PAGES = [
  page('/docs/docker', 'Docker', ['Docker packages applications into images.', 'A volume keeps data after the container is removed.']),
  page('/docs/git', 'Git', ['Rebasing rewrites history; merging keeps it.']),
  page('/docs/typo', 'Typos', ['A dacker is one typo away from the word.']),
  // Enough other words for the postings to need many shards.
  ...Array.from({ length: 30 }, (_, p) => page(`/docs/p${p}`, `Page ${WORDS[p % 20]}`, [WORDS.map((w, i) => `${w}${(p * 7 + i) % 13}`).join(' ')])),
  page('/blog/post', 'A post', ['Docker again, from the blog.'], 'default'),
];
const records = PAGES.flatMap(buildRecords);
const files = buildShardedIndex(records, [], { shardBytes: 400 });

/** An engine on `files` that notes what it reads. */
async function counting() {
  const read: string[] = [];
  const engine = await LocalSearchEngine.open((path) => {
    read.push(path);
    if (!files.has(path)) return Promise.reject(new Error(`no ${path}`));
    return Promise.resolve(JSON.parse(JSON.stringify(files.get(path))));
  });
  const search = (query: string) => engine.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query, hitsPerPage: 5 }] })[0]);
  return { read, search };
}

describe('the engine reads only what a query needs', () => {
  it('reads only what a query needs: its letters, the shards of its terms, the text of its hits', async () => {
    const { read, search } = await counting();
    const result = await search('docker ');
    expect(result.hits[0].url).toBe('/docs/docker');
    expect(new Set(result.hits.map((h) => h.url.split('#')[0]))).toEqual(new Set(['/docs/docker', '/blog/post', '/docs/typo']));
    const dictionaries = read.filter((p) => p.startsWith('d/'));
    // Its first letter's dictionary only: a word is looked for with a typo after its first letter.
    expect(dictionaries).toEqual(['d/d.json']);
    // The shards of "docker" and of its one-typo neighbour "dacker", and no other.
    const shards = read.filter((p) => p.startsWith('p/'));
    expect(
      shards
        .map((p) => (files.get(p) as PostingsFile).terms.filter((t) => t === 'docker' || t === 'dacker'))
        .flat()
        .sort(),
    ).toEqual(['dacker', 'docker']);
    expect(shards).toHaveLength(2);
    // The text of the hits: the records files that hold them, and no other.
    const chunks = new Set(result.hits.map((h) => `${h.url.split('#')[0]}:${Math.floor(h.weight.position / CHUNK_RECORDS)}`));
    expect(read.filter((p) => p.startsWith('r/'))).toHaveLength(chunks.size);
    expect(read.length).toBe(1 + 1 + 2 + chunks.size);
    // The same query again reads nothing more; another reads only what it lacks.
    const before = read.length;
    await search('docker ');
    expect(read.length).toBe(before);
    await search('dock');
    expect(read.filter((p) => p.startsWith('d/'))).toEqual(dictionaries);
  });

  it("reads a word's second letter's dictionary only when nothing begins with its first: a swapped first pair or a letter typed before", async () => {
    const { read, search } = await counting();
    expect((await search('odcker ')).hits[0]?.url).toBe('/docs/docker');
    expect(read.filter((p) => p.startsWith('d/'))).toEqual(['d/o.json', 'd/d.json']);
    expect((await search('xdocker ')).hits[0]?.url).toBe('/docs/docker');
    // A word that begins as a term does reads no other dictionary, and is not looked for under its second letter.
    const before = read.length;
    expect((await search('rebasing ')).hits[0]?.url).toBe('/docs/git#s0');
    expect(read.slice(before).filter((p) => p.startsWith('d/'))).toEqual(['d/r.json']);
  });

  it("reads the postings of a word's typos only when the records with the words as typed do not fill the page asked for", async () => {
    const shardOf = (term: string) => [...files].find(([path, f]) => path.startsWith('p/') && (f as PostingsFile).terms.includes(term))![0];
    expect(shardOf('dacker')).not.toBe(shardOf('docker'));
    const engine = async (hitsPerPage: number) => {
      const { read } = await counting();
      const fresh = await LocalSearchEngine.open((path) => (read.push(path), Promise.resolve(JSON.parse(JSON.stringify(files.get(path))))));
      const result = await fresh.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'docker ', hitsPerPage }] })[0]);
      return { read, result };
    };
    const few = await engine(2);
    expect(few.read).not.toContain(shardOf('dacker'));
    expect(few.result.exhaustiveNbHits).toBe(false);
    expect(few.result.hits.map((h) => h.url)).toEqual((await engine(50)).result.hits.slice(0, 2).map((h) => h.url));
    const all = await engine(50);
    expect(all.read).toContain(shardOf('dacker'));
    expect(all.result.exhaustiveNbHits).toBe(true);
    expect(all.result.hits.map((h) => h.url)).toContain('/docs/typo#s0');
  });
});

describe('the engine reads the synonyms a query can use with its own dictionaries', () => {
  it("rewrites a query with its synonyms without reading the synonyms' dictionaries: their terms and shards come with the group", async () => {
    const withSynonyms = buildShardedIndex(
      [page('/tree', 'Decision trees', ['A decision tree splits the data.']), page('/zh', '笔记', ['决策树的笔记。'])].flatMap(buildRecords),
      [['决策树', 'decision tree']],
    );
    const read: string[] = [];
    const engine = await LocalSearchEngine.open((path) => (read.push(path), Promise.resolve(JSON.parse(JSON.stringify(withSynonyms.get(path))))));
    const hits = (await engine.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: '决策树' }] })[0])).hits.map((h) => h.url.split('#')[0]);
    expect(new Set(hits)).toEqual(new Set(['/tree', '/zh']));
    const own = new Set(queryWords('决策树').map((w) => `d/${dictionaryKey(w.word)}.json`));
    expect(new Set(read.filter((p) => p.startsWith('d/')))).toEqual(own);
    expect(read).not.toContain('d/d.json');
  });

  it('runs no word segmenter for an English query on a dictionary that carries a Chinese synonym phrase', async () => {
    const withSynonyms = buildShardedIndex(
      [page('/tree', 'Decision trees', ['A decision tree splits the data.']), page('/zh', '笔记', ['决策树的笔记。'])].flatMap(buildRecords),
      [['决策树', 'decision tree', '  ']],
    );
    // The browser's word segmenter is what a Chinese phrase needs; an English query must not wake it.
    const segment = jest.spyOn(Intl.Segmenter.prototype, 'segment');
    try {
      const engine = await LocalSearchEngine.open((path) => Promise.resolve(JSON.parse(JSON.stringify(withSynonyms.get(path)))));
      const hits = (await engine.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'decision tree' }] })[0])).hits.map(
        (h) => h.url.split('#')[0],
      );
      expect(new Set(hits)).toEqual(new Set(['/tree', '/zh']));
      expect(segment).not.toHaveBeenCalled();
    } finally {
      segment.mockRestore();
    }
  });
});

describe('the engine stops early, and reads little for stop words and on a large index', () => {
  it('stops a search that a newer one superseded before it reads postings or texts', async () => {
    const read: string[] = [];
    const engine = await LocalSearchEngine.open((path) => (read.push(path), Promise.resolve(JSON.parse(JSON.stringify(files.get(path))))));
    const request = normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'docker' }] })[0];
    await expect(engine.search(request, { superseded: () => true })).rejects.toBeInstanceOf(SupersededSearch);
    expect(read.filter((p) => p.startsWith('p/') || p.startsWith('r/'))).toEqual([]);
    // What it read stays: the next search of the query reads only the rest.
    expect((await engine.search(request)).hits[0].url).toBe('/docs/docker');
  });

  it('reads no postings of a stop word for a query of stop words alone, nor for a plural that is one', async () => {
    const filler = Array.from({ length: 40 }, (_, p) => page(`/docs/f${p}`, `Filler ${p}`, [`the team went to the shop in the city ${WORDS[p % 20]}${p}`]));
    const index = buildShardedIndex(
      [
        page('/docs/theory', 'Theory', ['A theory of tools, in short.']),
        page('/docs/insert', 'Insert', ['How to insert rows into tables.']),
        ...filler,
      ].flatMap(buildRecords),
      [],
      { shardBytes: 400 },
    );
    const shardOf = (term: string) => [...index].find(([path, f]) => path.startsWith('p/') && (f as PostingsFile).terms.includes(term))![0];
    const run = async (query: string) => {
      const read: string[] = [];
      const engine = await LocalSearchEngine.open((path) => (read.push(path), Promise.resolve(JSON.parse(JSON.stringify(index.get(path))))));
      const { hits } = await engine.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query }] })[0]);
      return { read, urls: [...new Set(hits.map((h) => h.url.split('#')[0]))] };
    };
    const stopShards = ['the', 'to', 'in', 'how'].map(shardOf);
    // Taken as still being typed: the words that begin with the last one, as while it was typed.
    const the = await run('the ');
    expect(the.urls).toEqual((await run('the')).urls);
    expect(the.urls).toEqual(['/docs/theory']);
    const howTo = await run('how to ');
    expect(howTo.urls).toEqual(['/docs/theory']);
    // "ins" is not the plural of "in".
    const ins = await run('ins');
    expect(ins.urls).toEqual(['/docs/insert']);
    for (const { read } of [the, howTo, ins]) expect(read.filter((p) => stopShards.includes(p))).toEqual([]);
  });

  it('reads the same few files for a query whatever else the index holds', async () => {
    const big = buildShardedIndex(
      [...records, ...Array.from({ length: 300 }, (_, p) => page(`/docs/more${p}`, `More ${p}`, [`zulu${p} yankee${p % 17} xray`])).flatMap(buildRecords)],
      [],
      { shardBytes: 400 },
    );
    const small = files;
    const cost = async (index: Map<string, unknown>) => {
      const read: string[] = [];
      const engine = await LocalSearchEngine.open((path) => (read.push(path), Promise.resolve(index.get(path))));
      await engine.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'rebasing ' }] })[0]);
      return read.filter((p) => !p.startsWith('d/')).map((p) => JSON.stringify(index.get(p)).length);
    };
    const [before, after] = [await cost(small), await cost(big)];
    expect(after.length).toBe(before.length);
    expect(after.reduce((a, b) => a + b, 0)).toBeLessThan(before.reduce((a, b) => a + b, 0) * 1.5);
  });

  it('refuses a file that is not an index file, rather than search it', async () => {
    const engine = await LocalSearchEngine.open((path) => Promise.resolve(path === 'meta.json' ? files.get(path) : '<html>Not found</html>'));
    await expect(engine.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'docker' }] })[0])).rejects.toThrow('is not an index file');
  });
});
