import { afterRenderErrors, contentKey, drawingFirst } from './site';
import type { MdxNode } from './mdxNode';
import { mdxNode as node } from '../tests/support/mdxNode';

describe('the order files render in', () => {
  it('puts the files with diagrams first, each group in its own order', () => {
    const withBody = (id: string, body: string) => ({ ...node(id, id, `/${id}`), body }) as MdxNode;
    const nodes = [
      withBody('a', 'Text.'),
      withBody('b', '```mermaid\ngraph TD\n```'),
      withBody('c', '```js\nmermaid\n```'),
      withBody('d', '~~~mermaid\nflowchart LR\n~~~'),
    ];
    expect(drawingFirst(nodes).map((n) => n.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('content key', () => {
  it("is the same for the same nodes in any order, and changes with a node's content or route", () => {
    const a = node('a', 'd1', '/docs/a');
    const b = node('b', 'd2', '/docs/b');
    expect(contentKey([a, b])).toBe(contentKey([b, a]));
    expect(contentKey([a, node('b', 'd3', '/docs/b')])).not.toBe(contentKey([a, b]));
    expect(contentKey([a, node('b', 'd2', '/docs/c')])).not.toBe(contentKey([a, b]));
    expect(contentKey([a])).not.toBe(contentKey([a, b]));
  });
});

describe('a site model that cannot be built', () => {
  it('says first why the docs it misses failed, then what their absence broke', () => {
    const broke = new Error('sidebars.json: docs[1].items[0]: unknown doc id "install".');
    expect(afterRenderErrors([], broke)).toBe(broke);
    expect(afterRenderErrors([new Error('content/docs/install.md:52:1: Unexpected character')], broke).message).toBe(
      '1 content file cannot be built:\ncontent/docs/install.md:52:1: Unexpected character\nsidebars.json: docs[1].items[0]: unknown doc id "install".',
    );
  });
});
