import { hasH2, linkedPaths, wordFloor } from './contentRules';

describe('content rules', () => {
  it('sets floors by kind of page', () => {
    expect(wordFloor('content/blog/2025-01-01-x.mdx')).toBe(300);
    expect(wordFloor('content/docs/opencv/index.mdx')).toBe(250);
    expect(wordFloor('content/docs/opencv/basics.mdx')).toBe(600);
  });

  it('finds linked site paths without anchors', () => {
    expect([...linkedPaths('See [a](/docs/a#x), [b](/docs/b "t") and [c](https://x.dev).')]).toEqual(['/docs/a', '/docs/b']);
  });

  it('finds an h2 only outside code', () => {
    expect(hasH2('```md\n## not a heading\n```\n')).toBe(false);
    expect(hasH2('Intro\n\n## Real\n')).toBe(true);
    expect(hasH2('### Only h3\n')).toBe(false);
  });
});
