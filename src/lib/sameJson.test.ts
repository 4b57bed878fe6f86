import { isSameJson } from './sameJson';

describe('isSameJson', () => {
  const context = {
    title: 'Git',
    content: { html: '<p>Text</p>', headings: [{ id: 'a', depth: 2, text: 'A' }], date: null },
    docSidebar: {
      items: [
        { type: 'link', label: 'Git', href: '/docs/git' },
        { type: 'category', label: 'Tools', items: null },
      ],
      activePath: '/docs/git',
    },
    count: 3,
    unlisted: false,
  };

  it('holds for equal values made apart, as a context stored by Gatsby and one made again', () => {
    expect(isSameJson(context, structuredClone(context))).toBe(true);
    expect(isSameJson(context, JSON.parse(JSON.stringify(context)))).toBe(true);
    expect(isSameJson([], [])).toBe(true);
    expect(isSameJson({}, Object.create(null))).toBe(true);
  });

  it('fails on any change, deep or shallow, of a value, a type, a key or a length', () => {
    const changes: ((c: typeof context) => void)[] = [
      (c) => (c.title = 'Git!'),
      (c) => (c.count = 4),
      (c) => (c.unlisted = true),
      (c) => (c.content.date = 0 as unknown as null),
      (c) => (c.content.headings[0].depth = 3),
      (c) => c.content.headings.push({ id: 'b', depth: 2, text: 'B' }),
      (c) => (c.docSidebar.items[1].items = [] as unknown as null),
      (c) => delete (c as Partial<typeof c>).unlisted,
      (c) => ((c as Record<string, unknown>).extra = 1),
      (c) => (c.content.headings = { 0: c.content.headings[0] } as unknown as typeof c.content.headings),
    ];
    for (const change of changes) {
      const changed = structuredClone(context);
      change(changed);
      expect(JSON.stringify(changed)).not.toBe(JSON.stringify(context));
      expect([isSameJson(context, changed), isSameJson(changed, context)]).toEqual([false, false]);
    }
  });

  it('reads a key set to undefined as absent, as JSON does, and ignores the order of keys', () => {
    expect(isSameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isSameJson({ a: 1 }, { b: undefined, a: 1 })).toBe(true);
    expect(isSameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(isSameJson({ a: undefined }, { a: null })).toBe(false);
  });

  it('never holds where JSON would change a value: functions, dates, maps, NaN, holes in arrays', () => {
    const f = () => 1;
    expect(isSameJson({ f }, { f })).toBe(false);
    const date = new Date(0);
    expect(isSameJson({ date }, { date: new Date(0) })).toBe(false);
    expect(isSameJson(new Map(), new Map())).toBe(false);
    expect(isSameJson(NaN, NaN)).toBe(false);
    expect(isSameJson([undefined], [undefined])).toBe(false);
    expect(isSameJson({ toJSON: () => 1 }, { toJSON: () => 1 })).toBe(false);
  });
});
