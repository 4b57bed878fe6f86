import { buildShardedIndex } from './indexWriter';
import { LoadedIndex, POSITION_BITS } from './indexLoader';
import { buildRecords, type SearchPage } from './records';

const page = (url: string, title: string, texts: string[]): SearchPage => ({
  url,
  lvl0: 'Docs',
  title,
  language: 'en',
  tag: 'docs-default-current',
  pageRank: 1,
  blocks: texts.map((text) => ({ kind: 'text' as const, text })),
});
const files = buildShardedIndex(
  [page('/docker', 'Docker', ['Docker packages applications.', 'A volume keeps data.']), page('/git', 'Git', ['Rebasing rewrites history.'])].flatMap(
    buildRecords,
  ),
  [['container', 'docker']],
  { shardBytes: 100 },
);

/** An index on `files` that notes what it reads; `fail` makes a path's next read fail. */
async function opened(fail = new Set<string>()) {
  const read: string[] = [];
  const index = await LoadedIndex.open((path) => {
    read.push(path);
    if (fail.delete(path)) return Promise.reject(new Error(`cannot read ${path}`));
    return Promise.resolve(files.get(path));
  });
  return { index, read };
}

describe('LoadedIndex', () => {
  it('opens on the meta file, and refuses one that is not an index file', async () => {
    expect((await opened()).read).toEqual(['meta.json']);
    await expect(LoadedIndex.open(() => Promise.resolve('<html>Not found</html>'))).rejects.toThrow('is not an index file');
  });

  it('loads the dictionaries of a query’s words, each once, and only those the index has', async () => {
    const { index, read } = await opened();
    await Promise.all([index.loadQueryDictionaries('docker volume'), index.loadQueryDictionaries('docker'), index.loadDictionaries(['q'])]);
    expect(read.slice(1).sort()).toEqual(['d/d.json', 'd/v.json']);
    expect(index.dictionaryCount).toBe(2);
    expect(index.has('docker') && index.has('volume')).toBe(true);
    expect(index.has('rebasing')).toBe(false);
    expect(index.dictionary('r')).toBeUndefined();
    expect(index.hasDictionary('r') && !index.hasDictionary('q')).toBe(true);
  });

  it('takes in the synonym groups a dictionary carries, with the terms they match', async () => {
    const { index } = await opened();
    await index.loadDictionaries(['c']);
    expect(index.synonyms.startingWith('docker').map((p) => p.phrase)).toEqual([['docker']]);
    // The group's other phrase, from another dictionary: known without loading it.
    expect(index.has('docker')).toBe(true);
    await index.loadPostings(['docker']);
    expect(index.postingsOf('docker')).toBeDefined();
  });

  it('loads postings as pairs of record number and place, numbering records on first sight', async () => {
    const { index, read } = await opened();
    await index.loadDictionaries(['v']);
    await index.loadPostings(['volume', 'volume']);
    expect(read.filter((p) => p.startsWith('p/'))).toHaveLength(1);
    const list = index.postingsOf('volume')!;
    expect(list).toHaveLength(2);
    const [id, place] = list;
    // The page's third record (its own, then two texts); the text (attribute 6), word 1.
    expect([index.table.page[id], index.table.position[id]]).toEqual([0, 2]);
    expect([Math.floor(place / POSITION_BITS), place % POSITION_BITS]).toEqual([6, 1]);
  });

  it('loads the text of records by their numbers, and refuses a record whose text it has not loaded', async () => {
    const { index } = await opened();
    await index.loadDictionaries(['v']);
    await index.loadPostings(['volume']);
    const [id] = index.postingsOf('volume')!;
    expect(() => index.record(id)).toThrow('The search index has no text for record 2 of page 0');
    await index.loadRecords([id]);
    expect(index.record(id)).toMatchObject({ url: '/docker', content: 'A volume keeps data.' });
  });

  it('forgets a failed read, so that the next search tries again', async () => {
    const { index, read } = await opened(new Set(['d/d.json']));
    await expect(index.loadDictionaries(['d'])).rejects.toThrow('cannot read d/d.json');
    await index.loadDictionaries(['d']);
    expect(read.filter((p) => p === 'd/d.json')).toHaveLength(2);
    expect(index.has('docker')).toBe(true);
  });
});
