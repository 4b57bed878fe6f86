import { decodeIndex, encodeIndex } from './indexFile';
import { buildRecords } from './records';

describe('index file', () => {
  const records = [
    ...buildRecords({ url: '/docs/a', lvl0: 'A & B', title: 'Page <A>', language: 'en', tag: 'docs-default-current', blocks: [
      { kind: 'text', text: 'intro' },
      { kind: 'heading', depth: 2, id: 'x', text: 'X' },
      { kind: 'heading', depth: 3, id: 'y', text: 'Y' },
      { kind: 'text', text: 'deep' },
    ] }),
    ...buildRecords({ url: '/blog/p', lvl0: 'Blog', title: 'Post', language: 'en', tag: 'default', blocks: [{ kind: 'text', text: 'hello' }] }),
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
});
