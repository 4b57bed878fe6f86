import type { Node } from 'gatsby';
import { forgetHandledMdxNodes, noteMdxNodeHandled, untilMdxNodesCaughtUp } from './mdxNodesCaughtUp';

const file = (id: string, digest: string, ext = '.mdx') =>
  ({ id, ext, absolutePath: `/site/content/docs/${id}${ext}`, internal: { type: 'File', contentDigest: digest } }) as unknown as Node;
const mdxOf = (f: Node) => ({ id: `${f.id} >>> Mdx`, parent: f.id, internal: { type: 'Mdx', contentDigest: f.internal.contentDigest } }) as unknown as Node;

/** A clock that moves only when the waiter pauses, and the pauses it took; `onPause` runs at each. */
function clock(onPause: (count: number) => void = () => undefined) {
  let time = 0;
  let pauses = 0;
  return {
    now: () => time,
    pause: () => {
      pauses += 1;
      time += 25;
      onPause(pauses);
      return Promise.resolve();
    },
    pauses: () => pauses,
  };
}

describe('untilMdxNodesCaughtUp', () => {
  let files: Node[];
  const warnings: string[] = [];
  const warn = (message: string) => void warnings.push(message);

  beforeEach(async () => {
    forgetHandledMdxNodes();
    warnings.length = 0;
    files = [file('intro', 'a1'), file('sidebars', 's1', '.json')];
    // The first createPages of a process takes the nodes as sourcing left them.
    const first = clock();
    await untilMdxNodesCaughtUp(() => files, { ...first, warn });
    expect(first.pauses()).toBe(0);
  });

  it('returns at once when every file is handled', async () => {
    const c = clock();
    await untilMdxNodesCaughtUp(() => files, { ...c, warn });
    expect(c.pauses()).toBe(0);
  });

  it("waits for a new file's Mdx node to be handled", async () => {
    const added = file('added', 'n1');
    files.push(added);
    const c = clock((count) => count === 3 && noteMdxNodeHandled(mdxOf(added)));
    await untilMdxNodesCaughtUp(() => files, { ...c, warn });
    expect(c.pauses()).toBe(3);
    expect(warnings).toEqual([]);
  });

  it("waits for the Mdx node of an edited file's new text, not its old one", async () => {
    const before = files[0];
    const edited = file('intro', 'a2');
    files[0] = edited;
    const c = clock((count) => {
      if (count === 1) noteMdxNodeHandled(mdxOf(before));
      if (count === 4) noteMdxNodeHandled(mdxOf(edited));
    });
    await untilMdxNodesCaughtUp(() => files, { ...c, warn });
    expect(c.pauses()).toBe(4);
  });

  it('does not wait for files gatsby-plugin-mdx makes no node of', async () => {
    files.push(file('authors', 'y1', '.yml'));
    const c = clock();
    await untilMdxNodesCaughtUp(() => files, { ...c, warn });
    expect(c.pauses()).toBe(0);
  });

  it('gives up on a file at the ceiling, says which, and does not wait for it again until it changes', async () => {
    files.push(file('broken', 'b1'));
    const c = clock();
    await untilMdxNodesCaughtUp(() => files, { ...c, ceilingMs: 1000, warn });
    expect(c.now()).toBe(1000);
    expect(warnings).toEqual([
      '/site/content/docs/broken.mdx: no Mdx node of this text after 1 s (gatsby-plugin-mdx may have reported an error above); the pages are made without it until the file changes again.',
    ]);

    const again = clock();
    await untilMdxNodesCaughtUp(() => files, { ...again, ceilingMs: 1000, warn });
    expect(again.pauses()).toBe(0);
    expect(warnings).toHaveLength(1);

    files[2] = file('broken', 'b2');
    const fixed = clock((count) => count === 2 && noteMdxNodeHandled(mdxOf(files[2])));
    await untilMdxNodesCaughtUp(() => files, { ...fixed, ceilingMs: 1000, warn });
    expect(fixed.pauses()).toBe(2);
    expect(warnings).toHaveLength(1);
  });

  it('does not wait for a file whose front matter does not parse, and says why once', async () => {
    files.push(file('yaml', 'y1'));
    const asked: string[] = [];
    const whyNoMdx = (f: Node) => (asked.push(f.id), f.id === 'yaml' ? 'content/docs/yaml.mdx:2:8: the front matter is not valid YAML' : null);
    const c = clock();
    await untilMdxNodesCaughtUp(() => files, { ...c, whyNoMdx, warn });
    expect(c.pauses()).toBe(0);
    expect(warnings).toEqual(['content/docs/yaml.mdx:2:8: the front matter is not valid YAML']);
    await untilMdxNodesCaughtUp(() => files, { ...clock(), whyNoMdx, warn });
    expect(asked).toEqual(['yaml']);
    expect(warnings).toHaveLength(1);
  });

  it('asks why a file has no Mdx node once per text, however long it waits for it', async () => {
    const added = file('slow', 'n1');
    files.push(added);
    const asked: string[] = [];
    const c = clock((count) => count === 5 && noteMdxNodeHandled(mdxOf(added)));
    await untilMdxNodesCaughtUp(() => files, { ...c, whyNoMdx: (f) => (asked.push(f.id), null), warn });
    expect(c.pauses()).toBe(5);
    expect(asked).toEqual(['slow']);
  });
});
