import { buildRecords, firstParagraph, type SearchPage } from './records';

const PAGE: SearchPage = {
  url: '/docs/development_tool/git',
  lvl0: 'Development tools',
  title: 'Git',
  language: 'en',
  tag: 'docs-default-current',
  pageRank: 1,
  blocks: [
    { kind: 'text', text: 'Git stores  snapshots.' },
    { kind: 'heading', depth: 2, id: 'undoing-things', text: 'Undoing things' },
    { kind: 'text', text: 'Use git restore.' },
    { kind: 'heading', depth: 3, id: 'reset', text: 'Reset <modes>' },
    { kind: 'text', text: 'Soft & hard.' },
    { kind: 'heading', depth: 2, id: 'remotes', text: 'Remotes' },
  ],
};

describe('buildRecords', () => {
  const records = buildRecords(PAGE);

  it('makes a record per page, heading and text block, in DocSearch shape', () => {
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', '/docs/development_tool/git', null, null, null],
      ['content', '/docs/development_tool/git', null, null, 'Git stores snapshots.'],
      ['lvl2', '/docs/development_tool/git#undoing-things', 'Undoing things', null, null],
      ['content', '/docs/development_tool/git#undoing-things', 'Undoing things', null, 'Use git restore.'],
      ['lvl3', '/docs/development_tool/git#reset', 'Undoing things', 'Reset &lt;modes&gt;', null],
      ['content', '/docs/development_tool/git#reset', 'Undoing things', 'Reset &lt;modes&gt;', 'Soft &amp; hard.'],
      ['lvl2', '/docs/development_tool/git#remotes', 'Remotes', null, null],
    ]);
  });

  it('pins the full shape of a record', () => {
    expect(records[3]).toEqual({
      objectID: '/docs/development_tool/git#undoing-things-3',
      url: '/docs/development_tool/git#undoing-things',
      type: 'content',
      hierarchy: { lvl0: 'Development tools', lvl1: 'Git', lvl2: 'Undoing things', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'Use git restore.',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { pageRank: 1, level: 0, position: 3 },
    });
  });

  it('never uses lvl0 as a type, and gives unique object ids', () => {
    expect(records.some((r) => (r.type as string) === 'lvl0')).toBe(false);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('escapes every text field', () => {
    const [record] = buildRecords({ ...PAGE, title: '<img src=x onerror=alert(1)>', lvl0: 'A & B', blocks: [] });
    expect(record.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(record.hierarchy.lvl0).toBe('A &amp; B');
  });

  it("gives a section's own record the names its code uses and its text does not", () => {
    const withCode = buildRecords({
      ...PAGE,
      blocks: [
        { kind: 'code', names: ['git_lfs', 'Repo.init'] },
        { kind: 'heading', depth: 2, id: 'undoing-things', text: 'Undoing things' },
        { kind: 'text', text: 'Use git restore.' },
        { kind: 'code', names: ['check-ignore', 'restore', 'a<b', 'Repo.init'] },
        { kind: 'code', names: ['check-ignore'] },
      ],
    });
    expect(withCode.map((r) => r.code)).toEqual(['git_lfs Repo.init', 'check-ignore a&lt;b', undefined]);
  });
});

describe('firstParagraph', () => {
  it('is the first block of text, wherever the headings are, with its spaces tidied', () => {
    expect(
      firstParagraph([
        { kind: 'heading', depth: 2, id: 'a', text: 'A' },
        { kind: 'text', text: '  ' },
        { kind: 'text', text: "Let's discover\n Docusaurus." },
        { kind: 'text', text: 'Second.' },
      ]),
    ).toBe("Let's discover Docusaurus.");
    expect(firstParagraph([{ kind: 'heading', depth: 2, id: 'a', text: 'A' }])).toBeNull();
  });
});
