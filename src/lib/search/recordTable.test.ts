import { RecordTable, recordKey } from './recordTable';

describe('RecordTable', () => {
  const runs: [number, string, string, number][] = [
    [0, 'en', 'docs-default-current', 1],
    [5, 'en', 'default', 0],
    [9, 'zh', 'default', 0],
  ];

  it('numbers each record on first sight, and gives the same number again', () => {
    const table = new RecordTable(runs);
    expect(table.id(3, 0, 0)).toBe(0);
    expect(table.id(7, 2, 2 * 8 + 6)).toBe(1);
    expect(table.id(3, 0, 0)).toBe(0);
    expect(table.size).toBe(2);
    expect([table.page[1], table.position[1], table.section[1], table.type[1]]).toEqual([7, 2, 2, 6]);
  });

  it('gives a record the facets of its run of pages, and the level of its type', () => {
    const table = new RecordTable(runs);
    const doc = table.id(4, 0, 0);
    const post = table.id(5, 1, 6);
    const zh = table.id(12, 0, 1);
    expect([table.facet(doc, 'docusaurus_tag'), table.pageRank(doc)]).toEqual(['docs-default-current', 1]);
    expect([table.facet(post, 'docusaurus_tag'), table.facet(post, 'type'), table.pageRank(post)]).toEqual(['default', 'content', 0]);
    expect([table.facet(zh, 'language'), table.facet(zh, 'type'), table.facet(zh, 'lvl0')]).toEqual(['zh', 'lvl2', undefined]);
    // A page's own record above a heading's, a heading's above a text's.
    expect(table.level(doc)).toBeGreaterThan(table.level(zh));
    expect(table.level(zh)).toBeGreaterThan(table.level(post));
  });

  it('keys a record by page and position in one number', () => {
    expect(recordKey(2, 5)).not.toBe(recordKey(5, 2));
    expect(recordKey(1, 0)).toBeGreaterThan(recordKey(0, 60_000));
  });
});
