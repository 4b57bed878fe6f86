import {
  ATTRIBUTES,
  CHUNK_RECORDS,
  INDEX_ENTRY_URL,
  RECORD_TYPES,
  dictionaryKey,
  dictionaryPath,
  indexEntryJson,
  metaPath,
  postingsPath,
  readIndexEntry,
  recordsPath,
} from './indexFormat';

describe('the index format', () => {
  it('files a term under its first letter or digit, and other scripts under a few shared keys', () => {
    expect(dictionaryKey('docker')).toBe('d');
    expect(dictionaryKey('3d')).toBe('3');
    expect(dictionaryKey('决策树')).toMatch(/^u[0-9a-v]$/);
    expect(dictionaryKey('決')).toBe(dictionaryKey(String.fromCodePoint('決'.codePointAt(0)! + 32)));
    expect(dictionaryKey('ça')).not.toBe('c');
  });

  it('names the files by what they hold: dictionaries by key, shards by number, records by page and chunk', () => {
    expect(metaPath).toBe('meta.json');
    expect(dictionaryPath('d')).toBe('d/d.json');
    expect(postingsPath(12)).toBe('p/12.json');
    expect(recordsPath(7, 0)).toBe('r/7-0.json');
    expect(recordsPath(7, CHUNK_RECORDS - 1)).toBe('r/7-0.json');
    expect(recordsPath(7, CHUNK_RECORDS)).toBe('r/7-1.json');
  });

  it('ranks the page title first and the category last, and numbers every record type', () => {
    expect(ATTRIBUTES[0]).toBe('lvl1');
    expect(ATTRIBUTES[ATTRIBUTES.length - 1]).toBe('lvl0');
    expect(ATTRIBUTES.indexOf('content')).toBeLessThan(ATTRIBUTES.indexOf('code'));
    // A record's type takes the low three bits of a posting's section number.
    expect(RECORD_TYPES.length).toBeLessThanOrEqual(8);
  });

  it("has an entry at one URL naming the index's folder and holding its meta", () => {
    expect(INDEX_ENTRY_URL).toBe('/search/current.json');
    const meta = '{"v":4,"pages":[]}';
    const entry = JSON.parse(indexEntryJson('/search/0123456789abcdef/', meta)) as unknown;
    expect(readIndexEntry(entry)).toEqual({ folder: '/search/0123456789abcdef/', meta: { v: 4, pages: [] } });
    expect(readIndexEntry({ folder: '/search/develop/', meta: null }).folder).toBe('/search/develop/');
  });

  it("refuses an entry whose folder is not one of the index's: a search reads nowhere else", () => {
    for (const entry of [
      null,
      'text',
      {},
      { folder: 'https://elsewhere.example/search/x/' },
      { folder: '/search/../admin/' },
      { folder: '/search/x' },
      { folder: '//evil.example/search/x/' },
    ])
      expect(() => readIndexEntry(entry)).toThrow("The search index's entry (/search/current.json) does not name an index folder (/search/<name>/)");
  });
});
