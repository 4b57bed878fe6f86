import { decodeIndex, encodeIndex } from './indexFile';
import { buildRecords } from './records';

describe('index file', () => {
  const records = [
    ...buildRecords({ url: '/docs/a', lvl0: 'A & B', title: 'Page <A>', language: 'en', tag: 'docs-default-current', pageRank: 1, blocks: [
      { kind: 'text', text: 'intro' },
      { kind: 'heading', depth: 2, id: 'x', text: 'X' },
      { kind: 'heading', depth: 3, id: 'y', text: 'Y' },
      { kind: 'text', text: 'deep' },
    ] }),
    ...buildRecords({ url: '/blog/p', lvl0: 'Blog', title: 'Post', language: 'en', tag: 'default', pageRank: 0, blocks: [{ kind: 'text', text: 'hello' }] }),
  ];

  it('decodes to exactly the records it encodes', () => {
    expect(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(records))))).toEqual(records);
  });

  it('writes what repeats per page once', () => {
    const file = encodeIndex(records);
    expect(file.pages).toHaveLength(2);
    expect(JSON.stringify(file).split('Page &lt;A&gt;').length - 1).toBe(1);
  });

  it('refuses a file of another version', () => {
    expect(() => decodeIndex({ v: 99, pages: [] })).toThrow('Unsupported search index version 99');
  });

  it('refuses whatever is not an index file of this format, before searching it', () => {
    const good = encodeIndex(records);
    expect(() => decodeIndex(null as never)).toThrow('The search index is not an index file');
    expect(() => decodeIndex([] as never)).toThrow('The search index is not an index file');
    expect(() => decodeIndex({ v: 3 } as never)).toThrow('does not have the shape of an index file');
    expect(() => decodeIndex({ v: 3, pages: [['/docs/x']] } as never)).toThrow('does not have the shape of an index file');
    expect(() => decodeIndex({ ...good, pages: [[...good.pages[0].slice(0, 6), [['lvl2', 'a', [1], []]]]] } as never)).toThrow('does not have the shape');
    expect(() => decodeIndex({ ...good, pages: [[...good.pages[0].slice(0, 5), 'high', good.pages[0][6]]] } as never)).toThrow('does not have the shape');
    expect(decodeIndex(JSON.parse(JSON.stringify(good)))).toEqual(records);
  });
});
