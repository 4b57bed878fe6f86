import { describe, expect, it } from '@jest/globals';
import { SHARDED_FORMAT_VERSION, type RecordsFile } from './indexFormat';
import { assertDictionary, assertMeta, assertPostings, assertRecords, decodeRecords, forEachPosting } from './indexReader';

describe('forEachPosting', () => {
  it('walks records by page and position deltas, and each record’s places by their deltas', () => {
    // Page 2 position 5 (two places), then page 2 position 5 + 3, then page 3 position 1.
    const list = [2, 5, 14, 2, 22, 16, 0, 3, 6, 1, 7, 1, 1, 9, 1, 40];
    const visited: number[][] = [];
    forEachPosting(list, (page, position, sectionType, code) => visited.push([page, position, sectionType, code]));
    expect(visited).toEqual([
      [2, 5, 14, 22],
      [2, 5, 14, 38],
      [2, 8, 6, 7],
      [3, 1, 9, 40],
    ]);
  });
});

describe('decodeRecords', () => {
  it('gives a records file’s records back in the shape `buildRecords` makes, numbered from the file’s first position', () => {
    const file: RecordsFile = {
      v: SHARDED_FORMAT_VERSION,
      page: ['/docs/git', 'Tools', 'Git', 'en', 'docs-default-current', 1],
      first: 16,
      records: [
        ['lvl2', 'rebase', ['Rebase'], null, 'git_rebase'],
        ['content', 'rebase', ['Rebase', null, 'Deep'], 'Rewrites history.'],
      ],
    };
    expect(decodeRecords(file)).toEqual([
      {
        objectID: '/docs/git#rebase-16',
        url: '/docs/git#rebase',
        type: 'lvl2',
        hierarchy: { lvl0: 'Tools', lvl1: 'Git', lvl2: 'Rebase', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: null,
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        weight: { pageRank: 1, level: expect.any(Number), position: 16 },
        code: 'git_rebase',
      },
      expect.objectContaining({
        objectID: '/docs/git#rebase-17',
        content: 'Rewrites history.',
        hierarchy: expect.objectContaining({ lvl3: null, lvl4: 'Deep' }),
      }),
    ]);
    expect(decodeRecords({ ...file, page: ['/docs/git', 'Tools', 'Git', 'en', 'x', 1], records: [['lvl1', '', [], null]] })[0]).toMatchObject({
      url: '/docs/git',
      objectID: '/docs/git#-16',
    });
  });
});

describe('the index file checks', () => {
  it('refuses a file of another version or shape, naming it', () => {
    expect(() => assertMeta({ v: 3, pages: [] })).toThrow('Unsupported search index version 3 (meta.json)');
    expect(() => assertMeta(null)).toThrow("The search index's meta.json is not an index file");
    expect(() => assertMeta('<html>Not found</html>')).toThrow('is not an index file');
    expect(() => assertPostings({ v: SHARDED_FORMAT_VERSION, terms: ['a'], lists: [] }, 'p/3.json')).toThrow(
      "The search index's p/3.json does not have the shape of an index file",
    );
    expect(() => assertRecords({ v: SHARDED_FORMAT_VERSION, page: ['/a'], first: 0, records: [] }, 'r/0-0.json')).toThrow('r/0-0.json does not have the shape');
  });

  it('accepts files of the format', () => {
    expect(() =>
      assertMeta({ v: SHARDED_FORMAT_VERSION, pages: 1, records: 2, facets: [[0, 'en', 'default', 0]], dictionaries: { a: 3 }, shards: 1 }),
    ).not.toThrow();
    expect(() => assertPostings({ v: SHARDED_FORMAT_VERSION, terms: ['a'], lists: [[0, 0, 0, 1, 16]] }, 'p/0.json')).not.toThrow();
    expect(() =>
      assertRecords({ v: SHARDED_FORMAT_VERSION, page: ['/a', 'A', 'A', 'en', 'default', 0], first: 0, records: [['lvl1', '', [], null]] }, 'r/0-0.json'),
    ).not.toThrow();
    expect(() =>
      assertRecords({ v: SHARDED_FORMAT_VERSION, page: ['/a', 'A', 'A', 'en', 'default', 0], first: 0, records: [['h1', '', [], null]] }, 'r/0-0.json'),
    ).toThrow('does not have the shape');
  });

  it('refuses a dictionary whose synonym phrases are not split into words (the shape of version 4)', () => {
    const d = { v: SHARDED_FORMAT_VERSION, terms: ['decision'], counts: [1], shards: [0], synonyms: [[0, ['decision tree'], []]] };
    expect(() => assertDictionary(d, 'd/d.json')).toThrow("The search index's d/d.json does not have the shape of an index file");
    expect(() => assertDictionary({ ...d, synonyms: [[0, [[]], []]] }, 'd/d.json')).toThrow('d/d.json does not have the shape');
    expect(() => assertDictionary({ ...d, synonyms: [[0, [['decision', 'tree']], []]] }, 'd/d.json')).not.toThrow();
    expect(() => assertDictionary({ ...d, counts: [], synonyms: [] }, 'd/d.json')).toThrow('does not have the shape');
  });
});
