import { activeHeading, buildToc, pageToc } from './toc';

describe('buildToc', () => {
  const headings = [
    { depth: 2, id: 'a', value: 'A' },
    { depth: 3, id: 'a1', value: 'A1' },
    { depth: 4, id: 'a1x', value: 'deep' },
    { depth: 3, id: 'a2', value: 'A2' },
    { depth: 2, id: 'b', value: 'B' },
    { depth: 1, id: 'title', value: 'Title' },
  ];

  it('nests h3 under h2 and leaves out levels outside 2–3', () => {
    expect(buildToc(headings)).toEqual([
      {
        depth: 2,
        id: 'a',
        value: 'A',
        children: [
          { depth: 3, id: 'a1', value: 'A1', children: [] },
          { depth: 3, id: 'a2', value: 'A2', children: [] },
        ],
      },
      { depth: 2, id: 'b', value: 'B', children: [] },
    ]);
  });

  it('keeps an h3 that comes before any h2 at the top level', () => {
    expect(
      buildToc([
        { depth: 3, id: 'x', value: 'X' },
        { depth: 2, id: 'y', value: 'Y' },
      ]).map((i) => i.id),
    ).toEqual(['x', 'y']);
  });

  it('honours other level ranges', () => {
    expect(buildToc(headings, 2, 4)[0].children[0].children.map((c) => c.id)).toEqual(['a1x']);
  });
});

describe('pageToc', () => {
  const headings = [
    { depth: 2, id: 'a', value: 'A' },
    { depth: 3, id: 'b', value: 'B' },
    { depth: 4, id: 'c', value: 'C' },
  ];
  it('follows the front matter: hidden, or the levels it names, 2 to 3 by default', () => {
    expect(pageToc(headings, { hideTableOfContents: true, tocMinHeadingLevel: null, tocMaxHeadingLevel: null })).toEqual([]);
    expect(JSON.stringify(pageToc(headings, { hideTableOfContents: false, tocMinHeadingLevel: null, tocMaxHeadingLevel: null }))).not.toContain('"c"');
    expect(pageToc(headings, { hideTableOfContents: false, tocMinHeadingLevel: 3, tocMaxHeadingLevel: 4 }).map((i) => i.id)).toEqual(['b']);
    expect(pageToc(headings, { hideTableOfContents: false, tocMinHeadingLevel: 3, tocMaxHeadingLevel: 4 })[0].children.map((i) => i.id)).toEqual(['c']);
  });
});

describe('activeHeading', () => {
  const ids = ['a', 'b', 'c'];
  const at = (tops: Record<string, number>) => (id: string) => tops[id] ?? null;

  it('is the first heading below the navbar when it is in the top half of the window', () => {
    expect(activeHeading(ids, 60, 800, at({ a: -500, b: 100, c: 900 }))).toBe('b');
  });

  it('is the heading before it when that one is further down', () => {
    expect(activeHeading(ids, 60, 800, at({ a: -500, b: 600, c: 900 }))).toBe('a');
  });

  it('is none above the first heading, and the last heading at the end of the page', () => {
    expect(activeHeading(ids, 60, 800, at({ a: 500, b: 900, c: 1200 }))).toBeNull();
    expect(activeHeading(ids, 60, 800, at({ a: -900, b: -600, c: -100 }))).toBe('c');
  });
});
