import { jest } from '@jest/globals';
import { renderMdx } from './compile';
import { highlightedBlocks, keepHighlightedBlocks } from './highlight';

const FIXTURE = `Intro with ~~old~~ text and a [link](/docs/opencv/).

- [x] done
- [ ] todo

## A table

| Model | Score |
|-------|------:|
| KNN   | 0.91  |

### Code sample

\`\`\`python title="train.py" {2}
import numpy as np
x = np.zeros(3)
y = np.zeros_like(x)
\`\`\`

:::tip[Be careful]
Body with **bold** at 10:30.
:::

:::warning
Default title.
:::

Inline math $\\hat{y} = wx + b$ and display math:

$$
J(\\theta) = \\frac{1}{m}\\sum_{i=1}^{m} x_i
$$
`;

describe('renderMdx', () => {
  let html: string;
  let result: Awaited<ReturnType<typeof renderMdx>>;
  beforeAll(async () => {
    result = await renderMdx(FIXTURE, 'fixture.mdx');
    html = result.html;
  });

  it('renders GitHub-flavoured Markdown: tables, task lists, strikethrough', () => {
    expect(html).toContain('<table>');
    expect(html).toMatch(/<th[^>]*>Model<\/th>/);
    expect(html).toContain('<input type="checkbox" disabled="" checked=""/>');
    expect(html).toContain('<del>old</del>');
  });

  it('gives headings ids and a "Direct link to" anchor', () => {
    expect(html).toContain(
      '<h2 id="a-table">A table<a class="hash-link" aria-label="Direct link to A table" title="Direct link to A table" href="#a-table">\u200b</a></h2>',
    );
    expect(result.headings).toEqual([
      { depth: 2, id: 'a-table', value: 'A table' },
      { depth: 3, id: 'code-sample', value: 'Code sample' },
    ]);
  });

  it('highlights code at build time, with a title and highlighted lines', () => {
    expect(html).toContain('<div class="code-block-title">train.py</div>');
    expect(html).toContain('<span style="color:var(--shiki-token-keyword)">import</span>');
    // Line 2 of the block, as `{2}` asked: highlighted, and highlighted only.
    expect(html.match(/<span class="line highlighted">/g)).toHaveLength(1);
    expect(html).toMatch(/<span class="line highlighted"><span[^>]*>x <\/span>/);
  });

  it('frames every code block with a copy button, and hides magic comments while highlighting their lines', async () => {
    const { html: out } = await renderMdx('```python showLineNumbers=3\nimport os\n# highlight-next-line\nx = 1\n```\n', 'x.mdx');
    expect(out).toMatch(/^<div class="code-block"><pre class="shiki site line-numbers" style="[^"]*;--line-start:2" tabindex="0">/);
    expect(out).toContain('<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">Copy</button></div>');
    expect(out).not.toContain('highlight-next-line');
    expect(out).toMatch(/<span class="line highlighted"><span[^>]*>x <\/span>/);
  });

  it('highlights a code block once: rendered again after an edit elsewhere on the page, it comes from the cache, the same', async () => {
    keepHighlightedBlocks();
    const block = '```python {2}\nimport os\nprint(os.getcwd())\n```\n';
    const code = (out: string) => /<div class="code-block">[\s\S]*?<\/div>/.exec(out)![0];
    const first = await renderMdx(`First text.\n\n${block}`, 'cache.mdx');
    const kept = highlightedBlocks.blocks.size;
    const edited = await renderMdx(`Edited text.\n\n${block}`, 'cache.mdx');
    expect(highlightedBlocks.blocks.size).toBe(kept);
    expect(code(edited.html)).toBe(code(first.html));
    expect(edited.html).toContain('Edited text.');
    // Another code is highlighted anew; the kept tree is as it was (later plugins changed a copy).
    const changed = await renderMdx(`Edited text.\n\n${block.replace('getcwd', 'listdir')}`, 'cache.mdx');
    expect(highlightedBlocks.blocks.size).toBe(kept + 1);
    expect(code(changed.html)).toContain('listdir');
    expect(code((await renderMdx(block, 'cache.mdx')).html)).toBe(code(first.html));
  });

  it('highlights a line whole however slow the machine is: a build does not depend on its load', async () => {
    // Each reading of the clock a second later than the one before: a tokenizer with a time limit gives up.
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      const { html: out } = await renderMdx('```bash\npip install opencv-python\n```\n', 'slow.mdx');
      expect(out).toMatch(/>pip<\/span><span[^>]*> install<\/span><span[^>]*> opencv-python</);
    } finally {
      clock.mockRestore();
    }
  });

  it('makes code blocks focusable, so a keyboard can scroll them', () => {
    expect(html).toMatch(/<pre class="shiki site"[^>]* tabindex="0">/);
    expect(html).not.toMatch(/<pre(?![^>]*tabindex="0")[^>]*>/);
  });

  it('renders admonitions with custom and default titles, leaving "10:30" as text', () => {
    expect(html).toContain('<div class="admonition admonition-tip"><p class="admonition-title">Be careful</p>');
    expect(html).toContain('at 10:30.');
    expect(html).toContain('<p class="admonition-title">Warning</p>');
  });

  it('reads dollar signs as text where the config leaves math off, as Docusaurus does without remark-math', async () => {
    const prices = 'A coffee costs $4 here and $6 at the station; $$ is not math either.\n\nNor is $x + y$ here.';
    const off = await renderMdx(prices, 'prices.mdx', 0, { math: false });
    expect(off.hasMath).toBe(false);
    expect(off.html).toContain('A coffee costs $4 here and $6 at the station; $$ is not math either.');
    expect(off.html).toContain('Nor is $x + y$ here.');
    const on = await renderMdx(prices, 'prices.mdx', 0, { math: true });
    expect(on.html).toContain('class="katex"');
  });

  it('renders math with KaTeX at build time', () => {
    expect(result.hasMath).toBe(true);
    expect(html).toContain('class="katex-display"');
    expect(html).not.toContain('$$');
  });

  it('collects the text for search: headings with ids, text blocks, the names code uses, no rendered math', () => {
    expect(result.searchBlocks.slice(0, 4)).toEqual([
      { kind: 'text', text: 'Intro with old text and a link.' },
      { kind: 'text', text: 'done' },
      { kind: 'text', text: 'todo' },
      { kind: 'heading', depth: 2, id: 'a-table', text: 'A table' },
    ]);
    const texts = result.searchBlocks.map((b) => (b.kind === 'code' ? '' : b.text));
    expect(texts).toEqual(expect.arrayContaining(['Model', 'KNN', 'Body with bold at 10:30.']));
    expect(texts.join(' ')).not.toContain('np.zeros');
    // Of a code block, only its names: searchable, never shown as text.
    expect(result.searchBlocks.filter((b) => b.kind === 'code').flatMap((b) => b.names)).toEqual(['zeros_like']);
    expect(texts.join(' ')).not.toContain('mathnormal');
  });

  it('rejects an unknown admonition type, listing the known ones', async () => {
    await expect(renderMdx(':::careful\nx\n:::\n', 'x.mdx')).rejects.toThrow(
      'Unknown admonition ":::careful". Use one of: :::note, :::tip, :::info, :::warning, :::danger, :::caution',
    );
  });

  it("reads Docusaurus's legacy admonition types as it does: :::important as info, titled with its name", async () => {
    const { html } = await renderMdx(':::important\nBody.\n:::\n\n:::success Done\nBody.\n:::\n\n:::secondary\nBody.\n:::\n', 'x.mdx');
    expect(html).toContain('<div class="admonition admonition-info"><p class="admonition-title">important</p>');
    expect(html).toContain('<div class="admonition admonition-tip"><p class="admonition-title">Done</p>');
    expect(html).toContain('<div class="admonition admonition-note"><p class="admonition-title">secondary</p>');
  });

  it('reads the title after the type, as Docusaurus does, but not inside code', async () => {
    const { html } = await renderMdx(':::caution Mind the *gap*\nBody.\n:::\n\n```text\n:::tip Not a title\n```\n', 'x.mdx');
    expect(html).toContain('<div class="admonition admonition-caution"><p class="admonition-title">Mind the <em>gap</em></p>');
    expect(html).toContain(':::tip Not a title');
  });

  it('takes an opening "# Heading" out of the body as the title, so the page has one h1', async () => {
    const { html, contentTitle, headings } = await renderMdx('\n# Getting *started*\n\nText.\n\n## Next\n', 'x.mdx');
    expect(contentTitle).toBe('Getting started');
    expect(html).not.toContain('<h1');
    expect(headings.map((h) => h.value)).toEqual(['Next']);
    expect((await renderMdx('Text first.\n\n# Not a title\n', 'x.mdx')).contentTitle).toBeNull();
    // The title keeps its slug, as in Docusaurus: an h2 of the same text is `-1`.
    expect((await renderMdx('# Deploy your site\n\nText.\n\n## Deploy your site\n', 'x.mdx')).headings).toEqual([
      { depth: 2, id: 'deploy-your-site-1', value: 'Deploy your site' },
    ]);
  });

  it('sets custom heading ids written {#id} or {/* #id */}, and leaves code alone', async () => {
    const { html, headings } = await renderMdx('## Set up *Docker* {#install}\n\n### Run it {/* #run */}\n\n```md\n## Kept {#as-is}\n```\n', 'x.mdx');
    expect(html).toContain('<h2 id="install">Set up <em>Docker</em><a class="hash-link"');
    expect(html).toContain('<h3 id="run">Run it<a class="hash-link"');
    expect(headings).toEqual([
      { depth: 2, id: 'install', value: 'Set up Docker' },
      { depth: 3, id: 'run', value: 'Run it' },
    ]);
    expect(html).toContain('## Kept {#as-is}');
  });

  it('reads <!-- comments --> as comments, as Docusaurus does, in prose, in JSX and never in code', async () => {
    const source =
      '<!-- a note for authors -->\n\nText <!-- inline --> more.\n\n<div>\n<!-- inside -->\nx\n</div>\n\n<!--\nSeveral lines:\n- of notes\n-->\n\n```html\n<!-- kept -->\n```\n';
    const { html, searchBlocks } = await renderMdx(source, 'c.md');
    expect(html).not.toMatch(/note for authors|inline|inside|Several lines/);
    expect(html).toContain('<p>Text  more.</p>');
    expect(html).toContain('&lt;!-- kept --&gt;');
    expect(JSON.stringify(searchBlocks)).not.toContain('note for authors');
  });

  it('turns each MDX 1 reading off with its markdown.mdx1Compat switch, failing where Docusaurus fails', async () => {
    const off = { comments: false, admonitions: true, headingIds: true };
    await expect(renderMdx('Text.\n\n<!-- note -->\n', 'c.mdx', 4, { mdx1Compat: off })).rejects.toThrow(/^c\.mdx:7:\d+: .*comment/);
    const plainTitle = await renderMdx(':::tip Mind the gap\nBody.\n:::\n', 'a.mdx', 0, { mdx1Compat: { ...off, comments: true, admonitions: false } });
    expect(plainTitle.html).not.toContain('Mind the gap</p>');
    await expect(renderMdx('## Set up {#install}\n', 'h.mdx', 0, { mdx1Compat: { comments: true, admonitions: true, headingIds: false } })).rejects.toThrow(
      /^h\.mdx:1:\d+: /,
    );
  });

  it('renders HTML as authors write it in Markdown: class=, style="…" and style={{…}}', async () => {
    const { html } = await renderMdx(
      '<div class="box" style="color: red; margin-top: 4px; --accent: teal">A<br />B</div>\n\nText <span style={{ color: "blue" }}>C</span>.\n',
      'h.md',
    );
    expect(html).toBe('<div style="color:red;margin-top:4px;--accent:teal" class="box">A<br/>B</div>\n<p>Text <span style="color:blue">C</span>.</p>');
  });

  it('keeps the HTML of a file read as CommonMark (markdown.format "md"), <br> and all, and still refuses script in it', async () => {
    const { html } = await renderMdx('<div class="box" style="color: red">A<br>B</div>\n\nText <kbd>Ctrl</kbd> and <br> too.\n', 'h.md', 0, { format: 'md' });
    expect(html).toBe('<div class="box" style="color:red">A<br/>B</div>\n<p>Text <kbd>Ctrl</kbd> and <br/> too.</p>');
    await expect(renderMdx('Text.\n\n<a href="javascript:alert(1)">x</a>\n', 'h.md', 2, { format: 'md' })).rejects.toThrow(
      'h.md:5:1: a javascript: URL in "href" on <a> ("javascript:alert(1)") is not allowed in content',
    );
  });

  it("embeds a page of the config's frameOrigins in an <iframe>, and refuses any other with its line", async () => {
    const video = '<iframe src="https://www.youtube-nocookie.com/embed/x" title="Demo" allowFullScreen></iframe>';
    await expect(renderMdx(`Text.\n\n${video}\n`, 'v.md', 2)).rejects.toThrow(
      "v.md:5:1: An <iframe> element (name its https origin in the config's frameOrigins to embed its pages) is not allowed in content",
    );
    const { html } = await renderMdx(`Text.\n\n${video}\n`, 'v.md', 2, { frameOrigins: ['https://www.youtube-nocookie.com'] });
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/x" title="Demo" allowfullscreen=""></iframe>');
    // Read as CommonMark, the same; and a frame an expression makes is checked as it is made.
    expect((await renderMdx(`${video}\n`, 'v.md', 0, { format: 'md', frameOrigins: ['https://www.youtube-nocookie.com'] })).html).toContain('<iframe');
    await expect(renderMdx('<iframe src={"https://evil.example/x"} />\n', 'v.mdx', 0, { frameOrigins: ['https://www.youtube-nocookie.com'] })).rejects.toThrow(
      'v.mdx:1:1: An <iframe> without a "src" written as text is not allowed in content',
    );
  });

  it('cuts the excerpt at the truncate marker, in either form, and leaves no trace of it in the page', async () => {
    for (const marker of ['{/* truncate */}', '<!-- truncate -->']) {
      const { html, excerpt } = await renderMdx(`Intro with a [link](/docs/x).\n\n${marker}\n\n## Later\n\nMore.\n`, 'p.mdx');
      expect(excerpt).toBe('<p>Intro with a <a href="/docs/x">link</a>.</p>');
      expect(html).not.toContain('truncate');
      expect(html).toContain('<h2 id="later">');
    }
    expect((await renderMdx('No marker.\n', 'p.mdx')).excerpt).toBeNull();
  });

  it("renders a translation's anchors and code frames in its locale's words, hostile ones as text", async () => {
    const labels = {
      headingLink: 'رابط مباشر إلى {heading}',
      copy: 'نسخ',
      copyAria: 'نسخ الرمز إلى الحافظة',
      copied: 'تم النسخ',
      output: 'المخرجات',
      notRun: 'لا يشغّله هذا الموقع: {reason}',
    };
    const { html: out } = await renderMdx(
      '## التثبيت\n\n```python run\nprint(6)\n```\n\n```text output\n6\n```\n\n```python norun="مفتاح"\nx\n```\n',
      'x.mdx',
      0,
      { labels },
    );
    expect(out).toContain('aria-label="رابط مباشر إلى التثبيت" title="رابط مباشر إلى التثبيت"');
    expect(out).toContain('<button type="button" class="copy-button" aria-label="نسخ الرمز إلى الحافظة" title="نسخ" data-copied="تم النسخ">نسخ</button>');
    expect(out).toContain('<div class="code-block-title">المخرجات</div>');
    expect(out).toContain('<div class="code-block-note">لا يشغّله هذا الموقع: مفتاح</div>');
    const hostile = await renderMdx('## A\n', 'x.mdx', 0, { labels: { ...labels, headingLink: '"><script>alert(1)</script> {heading}' } });
    expect(hostile.html).toContain('aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; A"');
    expect(hostile.html).not.toContain('<script>');
  });

  it('shows hostile text written in code as text', async () => {
    const { html: out } = await renderMdx('Never trust `<img src=x onerror=alert(1)>`.\n', 'x.mdx');
    expect(out).toContain('<code>&lt;img src=x onerror=alert(1)&gt;</code>');
  });

  it('titles what a sample prints "Output", and says under a program the site does not run why not', async () => {
    const { html: out } = await renderMdx(
      '```python run\nprint(6)\n```\n\n```text output\n6\n```\n\n```python norun="needs an <API> key" title="app.py"\nprint(1)\n```\n',
      'x.mdx',
    );
    expect(out).toMatch(/<div class="code-block code-block-titled code-block-output"><div class="code-block-title">Output<\/div><pre/);
    expect(out).toContain('<div class="code-block-title">app.py</div>');
    expect(out).toContain('<div class="code-block-note">Not run by this site: needs an &lt;API&gt; key</div>');
    expect(out).not.toMatch(/norun|data-meta/);
    expect((out.match(/code-block-note/g) ?? []).length).toBe(1);
  });

  it("opens links to other sites in a new tab, as Docusaurus does, and keeps the site's own links in place", async () => {
    const { html: out } = await renderMdx('[Jamstack](https://jamstack.org/), [Git](/docs/development_tool/git) and [top](#top).\n', 'x.mdx');
    expect(out).toBe(
      '<p><a href="https://jamstack.org/" rel="noopener noreferrer" target="_blank">Jamstack</a>, <a href="/docs/development_tool/git">Git</a> and <a href="#top">top</a>.</p>',
    );
  });
});
