import { pdfDocHtml, pdfHref, prefixSvgIds, type DocHtmlContext } from './docHtml';

const context: DocHtmlContext = {
  anchor: 'd4',
  path: '/docs/development_tool/docker',
  level: 2,
  anchorOf: new Map([
    ['/docs/development_tool/docker', 'd4'],
    ['/docs/development_tool/git', 'd5'],
    ['/docs/opencv', 'd9'],
    ['/docs/category/guides', 'c7'],
  ]),
  siteUrl: 'https://example.org',
};

describe('a doc’s links in the PDF', () => {
  it('lead inside the PDF when they lead to a doc it holds: to its title, or to its heading', () => {
    expect(pdfHref('/docs/development_tool/git', context)).toBe('#d5');
    expect(pdfHref('/docs/development_tool/git#branches', context)).toBe('#d5--branches');
    expect(pdfHref('/docs/opencv/', context)).toBe('#d9');
    expect(pdfHref('git#x', context)).toBe('#d5--x');
    expect(pdfHref('../opencv/', context)).toBe('#d9');
    expect(pdfHref('https://example.org/docs/development_tool/git', context)).toBe('#d5');
    expect(pdfHref('/docs/category/guides', context)).toBe('#c7');
  });

  it('lead to another PDF of the version, at the same anchor, for a doc it holds', () => {
    const elsewhere = new Map([['/docs/opencv/basics', { file: '/docs/docs-opencv.pdf', anchor: 'd12' }]]);
    expect(pdfHref('/docs/opencv/basics#kernels', { ...context, elsewhere })).toBe('https://example.org/docs/docs-opencv.pdf#d12--kernels');
    expect(pdfHref('/docs/opencv/basics', { ...context, elsewhere })).toBe('https://example.org/docs/docs-opencv.pdf#d12');
    expect(pdfHref('/docs/development_tool/git', { ...context, elsewhere })).toBe('#d5');
  });

  it('lead to the doc’s own headings within it', () => {
    expect(pdfHref('#volumes', context)).toBe('#d4--volumes');
    expect(pdfHref('/docs/development_tool/docker#volumes', context)).toBe('#d4--volumes');
    expect(pdfHref('#', context)).toBe('#d4');
  });

  it('lead to the site for its pages the PDF does not hold, and stay as written for other sites and schemes', () => {
    expect(pdfHref('/blog/2024/01/01/hello', context)).toBe('https://example.org/blog/2024/01/01/hello');
    expect(pdfHref('/docs/development_tool/git?tab=a', context)).toBe('https://example.org/docs/development_tool/git?tab=a');
    expect(pdfHref('/files/data.zip', context)).toBe('https://example.org/files/data.zip');
    expect(pdfHref('https://docs.docker.com/', context)).toBe('https://docs.docker.com/');
    expect(pdfHref('mailto:hello@example.org', context)).toBe('mailto:hello@example.org');
  });
});

describe('a doc’s HTML in the PDF', () => {
  it('rewrites the links of anchors alone, escaped again', () => {
    const html = pdfDocHtml('<p><a href="/docs/development_tool/git#a&amp;b">Git</a> <link href="/x"> <a href="/blog?a=1&amp;b=2">blog</a></p>', context);
    expect(html).toBe('<p><a href="#d5--a&amp;b">Git</a> <link href="/x"> <a href="https://example.org/blog?a=1&amp;b=2">blog</a></p>');
  });

  it('prefixes its ids and the attributes that name them, so that two docs’ ids do not meet', () => {
    const html = pdfDocHtml(
      '<button role="tab" id=":R1:-tab-a" aria-controls=":R1:-panel-a">A</button><div role="tabpanel" id=":R1:-panel-a" aria-labelledby=":R1:-tab-a">x</div><label for="f">F</label>',
      context,
    );
    expect(html).toContain('id="d4--:R1:-tab-a" aria-controls="d4--:R1:-panel-a"');
    expect(html).toContain('id="d4--:R1:-panel-a" aria-labelledby="d4--:R1:-tab-a"');
    expect(html).toContain('for="d4--f"');
  });

  it('moves its headings under the doc’s title, drops their "#" links, and makes a heading past h6 a paragraph', () => {
    const html = pdfDocHtml(
      '<h2 id="intro">Intro<a class="hash-link" aria-label="Direct link to Intro" href="#intro">\u200b</a></h2><h3 id="more">More</h3><h6>Deep</h6>',
      context,
    );
    expect(html).toBe('<h3 id="d4--intro">Intro</h3><h4 id="d4--more">More</h4><p class="pdf-deep-heading">Deep</p>');
  });

  it('shows what a page hides until a click: every tab’s panel after its label, every <details> open', () => {
    const html = pdfDocHtml(
      '<div class="tabs-container"><div role="tablist"><button role="tab" id="t-a" aria-controls="p-a">Linux</button><button role="tab" id="t-b" aria-controls="p-b">macOS</button></div>' +
        '<div role="tabpanel" id="p-a" class="tab-panel">one</div><div role="tabpanel" id="p-b" class="tab-panel" hidden="">two</div></div>' +
        '<details><summary>S</summary>body</details><details open=""><summary>T</summary></details>',
      context,
    );
    expect(html).toContain('<div role="tabpanel" id="d4--p-a" class="tab-panel"><p class="pdf-tab-label">Linux</p>one</div>');
    expect(html).toContain('<div role="tabpanel" id="d4--p-b" class="tab-panel"><p class="pdf-tab-label">macOS</p>two</div>');
    expect(html).toContain('<details open=""><summary>S</summary>');
    expect(html).toContain('<details open=""><summary>T</summary>');
  });

  it('fetches every image at once, the lazy ones below the fold too', () => {
    expect(pdfDocHtml('<img src="/assets/a.png" loading="lazy" alt="">', context)).toBe('<img src="/assets/a.png" alt="">');
  });

  it('keeps a diagram’s light drawing alone, its ids and their references prefixed together', () => {
    const svg = (mode: string) =>
      `<svg id="mermaid-0-${mode}" class="gh-${mode}-mode-only flowchart"><style>#mermaid-0-${mode} .node{fill:#fff}#mermaid-0-${mode}.flow{}</style>` +
      `<marker id="mermaid-0-${mode}_end"></marker><path marker-end="url(#mermaid-0-${mode}_end)"></path><use href="#mermaid-0-${mode}_end"></use></svg>`;
    const html = pdfDocHtml(`<div class="mermaid-diagram">${svg('light')}${svg('dark')}</div><p id="after">x</p>`, context);
    expect(html).not.toContain('gh-dark-mode-only');
    expect(html).toContain('id="d4--mermaid-0-light"');
    expect(html).toContain('#d4--mermaid-0-light .node{fill:#fff}');
    expect(html).toContain('#d4--mermaid-0-light.flow{}');
    expect(html).toContain('url(#d4--mermaid-0-light_end)');
    expect(html).toContain('href="#d4--mermaid-0-light_end"');
    expect(html).toMatch(/<\/svg><\/div><p id="d4--after">x<\/p>$/);
  });

  it('leaves an SVG without ids, and the text of code, as they are', () => {
    expect(prefixSvgIds('<svg viewBox="0 0 1 1"><path fill="#fff"></path></svg>', 'd1')).toBe('<svg viewBox="0 0 1 1"><path fill="#fff"></path></svg>');
    const code = '<pre><code>&lt;h2 id="x"&gt; &lt;a href="/docs/development_tool/git"&gt;</code></pre>';
    expect(pdfDocHtml(code, context)).toBe(code);
  });
});
