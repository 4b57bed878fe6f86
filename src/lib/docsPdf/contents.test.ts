import { doc, DOCS, SIDEBAR } from '../../../tests/support/sidebarDocs';
import type { SidebarItem } from '../sidebar';
import { bodyHeadingLevel, pdfContents, pdfParts, type PdfEntry } from './contents';

/** Each entry as `level label`, a category's label in capitals. */
const shape = (entries: PdfEntry[]) => entries.map((e) => `${e.level} ${e.kind === 'category' ? e.label.toUpperCase() : e.doc.title}`);

describe('the docs PDF contents', () => {
  it('follow the sidebar: each category one level, its own doc then its items one below, nested categories deeper', () => {
    const { entries } = pdfContents({ sidebars: { main: SIDEBAR }, listedDocs: DOCS.filter((d) => !d.id.startsWith('model-application')) });
    expect(shape(entries)).toEqual([
      '1 DEVELOPMENT TOOLS',
      '2 Development tools',
      '2 Docker',
      '2 Git',
      '1 MACHINE LEARNING',
      '2 Machine learning',
      '2 NEURAL NETWORKS',
      '3 Neural networks',
      '3 Basics',
      '1 OPENCV',
      '2 OpenCV',
      '2 OpenCV basics',
    ]);
  });

  it('put the listed docs no sidebar holds after the sidebars, by their folders, with the folders’ labels', () => {
    const { entries } = pdfContents({
      sidebars: { main: SIDEBAR },
      listedDocs: DOCS,
      folders: new Map([['model-application', { label: 'LLM apps' }]]),
    });
    expect(shape(entries).slice(-4)).toEqual(['1 LLM APPS', '2 Model applications', '2 LANGCHAIN', '3 LangChain']);
  });

  it('leave out unlisted docs, a category with nothing listed, links, markup, and a doc listed twice after its first place', () => {
    const sidebar: SidebarItem[] = [
      { type: 'doc', id: 'a', label: 'A', href: '/docs/a' },
      { type: 'link', key: 'l', label: 'Elsewhere', href: 'https://example.org/' },
      { type: 'html', key: 'h', value: '<hr>' },
      { type: 'category', key: 'hidden', label: 'Hidden', href: null, items: [{ type: 'doc', id: 'secret', label: 'Secret', href: '/docs/secret' }] },
      { type: 'category', key: 'again', label: 'Again', href: null, items: [{ type: 'doc', id: 'a', label: 'A', href: '/docs/a', ref: true }] },
    ];
    const { entries } = pdfContents({
      sidebars: { one: sidebar, two: [{ type: 'doc', id: 'b', label: 'B', href: '/docs/b' }] },
      listedDocs: [doc('a', 'A'), doc('b', 'B')],
    });
    expect(shape(entries)).toEqual(['1 A', '1 B']);
  });

  it('give every doc and category an anchor, and each route the PDF holds the anchor it leads to', () => {
    const generated: SidebarItem = {
      type: 'category',
      key: 'guides',
      label: 'Guides',
      href: '/docs/category/guides',
      items: [{ type: 'doc', id: 'guides/one', label: 'One', href: '/docs/guides/one' }],
      generatedIndex: { title: 'Guides', description: null },
    };
    const { entries, anchorOf } = pdfContents({ sidebars: { main: [...SIDEBAR, generated] }, listedDocs: [...DOCS, doc('guides/one', 'One')] });
    const anchors = entries.map((e) => e.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    const devDoc = entries.find((e) => e.kind === 'doc' && e.doc.id === 'development_tool/index')!;
    // The index doc's route, with or without its trailing slash, leads to the doc, not to its category.
    expect(anchorOf.get('/docs/development_tool')).toBe(devDoc.anchor);
    expect(anchorOf.get('/docs/category/guides')).toBe(entries.find((e) => e.kind === 'category' && e.label === 'Guides')!.anchor);
    expect(anchorOf.has('/docs/model-application')).toBe(true);
  });

  it('keep every level within h6, the deepest heading Chromium’s outline reads', () => {
    let items: SidebarItem[] = [{ type: 'doc', id: 'deep', label: 'Deep', href: '/docs/deep' }];
    for (let i = 0; i < 8; i++) items = [{ type: 'category', key: `k${i}`, label: `K${i}`, href: null, items }];
    const { entries } = pdfContents({ sidebars: { main: items }, listedDocs: [doc('deep', 'Deep')] });
    expect(Math.max(...entries.map((e) => e.level))).toBe(6);
    expect(entries.at(-1)).toMatchObject({ kind: 'doc', level: 6 });
  });
});

describe('a doc body’s headings in the PDF', () => {
  it('go under the doc’s title: h2 one below, h3 two below; an h1 counts as an h2; past h6, none', () => {
    expect(bodyHeadingLevel(2, 2)).toBe(3);
    expect(bodyHeadingLevel(3, 2)).toBe(4);
    expect(bodyHeadingLevel(1, 2)).toBe(3);
    expect(bodyHeadingLevel(5, 2)).toBe(6);
    expect(bodyHeadingLevel(6, 2)).toBeNull();
    expect(bodyHeadingLevel(2, 6)).toBeNull();
  });
});

describe('the docs PDFs of a version', () => {
  const contents = pdfContents({ sidebars: { main: SIDEBAR }, listedDocs: DOCS, folders: new Map([['model-application', { label: 'LLM apps' }]]) });

  it('are one while the version has at most the most docs one PDF holds', () => {
    expect(pdfParts(contents, 10)).toEqual([{ slug: '', label: null, contents }]);
  });

  it('are parts past it, in reading order, each of at most that many docs, cut before a category', () => {
    const parts = pdfParts(contents, 4);
    expect(parts.map((p) => [p.slug, p.label, shape(p.contents.entries)])).toEqual([
      ['1', 'Part 1 of 3', ['1 DEVELOPMENT TOOLS', '2 Development tools', '2 Docker', '2 Git', '1 MACHINE LEARNING', '2 Machine learning']],
      ['2', 'Part 2 of 3', ['2 NEURAL NETWORKS', '3 Neural networks', '3 Basics', '1 OPENCV', '2 OpenCV', '2 OpenCV basics']],
      ['3', 'Part 3 of 3', ['1 LLM APPS', '2 Model applications', '2 LANGCHAIN', '3 LangChain']],
    ]);
    expect(parts.flatMap((p) => p.contents.entries)).toEqual(contents.entries);
    expect([...parts[2].contents.anchorOf.keys()]).toEqual(['/docs/model-application', '/docs/model-application/langchain']);
    expect(parts[1].contents.anchorOf.get('/docs/opencv')).toBe(contents.anchorOf.get('/docs/opencv'));
  });
});
