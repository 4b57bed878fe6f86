import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { renderMdx } from './compile';
import { packageCssModuleSuffix } from './contentStylesheet';
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

  it('fails on invalid MDX with the file and line', async () => {
    await expect(renderMdx('# T\n\nA {broken expression\n', 'content/docs/bad.mdx', 4)).rejects.toThrow(/^content\/docs\/bad\.mdx:7:\d+: /);
  });

  it('fails on a component the page uses and nothing defines, naming its file, line and name', async () => {
    const failure = renderMdx('# T\n\nSee <Highlight>this</Highlight>.\n', 'content/docs/bad.mdx', 4);
    await expect(failure).rejects.toThrow(
      /^content\/docs\/bad\.mdx:7:5: rendering failed: Expected component `Highlight` to be defined: you likely forgot to import, pass, or provide it\.$/,
    );
  });

  it('refuses script elements, event handlers and javascript: URLs with their location', async () => {
    await expect(renderMdx('Hi\n\n<script>alert(1)</script>\n', 'x.mdx')).rejects.toThrow('x.mdx:3:1: <script> is not allowed in content');
    await expect(renderMdx('<img src="x" onError="alert(1)" />\n', 'x.mdx')).rejects.toThrow('Event handler attribute "onError"');
    // A handler written as code (Docusaurus's scaffold has one) cannot run in static HTML: dropped, with a warning.
    const { html: button, warnings } = await renderMdx('Text.\n\n<button onClick={() => alert(1)}>Click me!</button>\n', 'x.mdx', 4);
    expect(button).toContain('<button>Click me!</button>');
    expect(warnings).toEqual([
      'x.mdx:7: Event handler "onClick" on <button> is dropped: content is rendered to HTML at build time; put interactive parts in an island (src/islands/)',
    ]);
    await expect(renderMdx('<a href="javascript:alert(1)">x</a>\n', 'x.mdx')).rejects.toThrow('javascript: URL');
    await expect(renderMdx("import X from './missing-module'\n\n# Hi\n", 'x.mdx')).rejects.toThrow(/^x\.mdx: .*Could not resolve "\.\/missing-module"/);
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

  it.each([
    ['a Markdown link', '# T\n\n[click](javascript:alert(1))\n', /x\.mdx:3:1: A javascript: URL in a Markdown link is not allowed in content/],
    ['a character reference in a Markdown link', 'a\n\n[click](jav&#x61;script:alert(1))\n', /x\.mdx:3:1: A javascript: URL in a Markdown link/],
    ['a reference link in mixed case', 'a\n\n[click][r]\n\n[r]: JaVaScRiPt:alert(1)\n', /x\.mdx:5:1: A javascript: URL in a Markdown link/],
    ['a vbscript: image', '![x](vbscript:msgbox)\n', /x\.mdx:1:1: A vbscript: URL in a Markdown image/],
    [
      'a JSX href from an expression',
      'Intro.\n\n<a href={"javascript:" + "alert(1)"}>x</a>\n',
      /^x\.mdx:3:1: a javascript: URL in "href" on <a> \("javascript:alert\(1\)"\) is not allowed in content/,
    ],
    [
      'dangerouslySetInnerHTML',
      '<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />\n',
      /^x\.mdx:1:1: an event handler attribute "onError" on <img> is not allowed in content/,
    ],
    [
      'an element an expression makes',
      'a\n\n{[1].map((n) => <img key={n} src={`data:text/html,${n}`} />)}\n',
      /^x\.mdx:3:17: a data: URL that is not an image in "src" on <img>/,
    ],
    [
      'a component that writes a script',
      'export const S = () => <div dangerouslySetInnerHTML={{ __html: "<script>alert(1)</script>" }} />\n\n<S />\n',
      /^x\.mdx:1:24: a <script> element is not allowed in content/,
    ],
  ])('refuses %s that could run script, naming the file and the line', async (_name, source, message) => {
    await expect(renderMdx(source, 'x.mdx')).rejects.toThrow(message);
  });

  it('counts the line of an expression in the file, below its front matter', async () => {
    await expect(renderMdx('\n<a href={"javascript:x"}>x</a>\n', 'x.mdx', 4)).rejects.toThrow(/^x\.mdx:6:1: a javascript: URL in "href" on <a>/);
  });

  it("runs content code with the site's public settings as its whole environment, in plain pages and in bundled ones", async () => {
    process.env.ALGOLIA_ADMIN_KEY = 'adm1n-k3y-0123456789';
    process.env.SITE_TEST_PLAIN = 'plain value';
    process.env.GATSBY_SITE_TEST = 'public value';
    try {
      const plain = await renderMdx(
        'Key: [{process.env.ALGOLIA_ADMIN_KEY}] home: [{process.env.SITE_TEST_PLAIN}] public: [{process.env.GATSBY_SITE_TEST}]\n',
        'x.mdx',
      );
      expect(plain.html).toBe('<p>Key: [] home: [] public: [public value]</p>');
      const bundled = await renderMdx('export const k = process.env.ALGOLIA_ADMIN_KEY ?? "none";\n\nKey: {k} HOME: [{process.env.HOME}]\n', 'y.mdx');
      expect(bundled.html).toBe('<p>Key: none HOME: []</p>');
      // The build around it keeps its environment.
      expect(process.env.ALGOLIA_ADMIN_KEY).toBe('adm1n-k3y-0123456789');
    } finally {
      delete process.env.ALGOLIA_ADMIN_KEY;
      delete process.env.SITE_TEST_PLAIN;
      delete process.env.GATSBY_SITE_TEST;
    }
  });

  it.each([
    [
      'writes a file',
      'Intro.\n\n{process.getBuiltinModule("fs").writeFileSync("/tmp/mdx-sandbox-probe", "x")}\n',
      /^x\.mdx:7:\d+: content code tried to write a file \(\/tmp\/mdx-sandbox-probe\)/,
    ],
    [
      'reads a file outside the site',
      '{process.getBuiltinModule("fs").readFileSync("/etc/hostname", "utf8")}\n',
      /^x\.mdx:5:\d+: content code tried to read a file outside the site \(\/etc\/hostname\)/,
    ],
    [
      'starts a process',
      'a\n\nb\n\n{process.getBuiltinModule("child_process").execSync("id").toString()}\n',
      /^x\.mdx:9:\d+: content code tried to start a process/,
    ],
    [
      'writes a file from an export',
      'export const x = process.getBuiltinModule("fs").writeFileSync("/tmp/mdx-sandbox-probe", "x");\n\nText.\n',
      /^x\.mdx:5:\d+: content code tried to write a file/,
    ],
  ])('refuses content code that %s, naming the file, the line and what it tried', async (_what, source, message) => {
    await expect(renderMdx(source, 'x.mdx', 4)).rejects.toThrow(message);
    expect(fs.existsSync('/tmp/mdx-sandbox-probe')).toBe(false);
  });

  it("names a partial's own file and line for content code it holds that the sandbox refuses", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partial-'));
    fs.writeFileSync(path.join(dir, '_part.mdx'), 'Partial text.\n\n{process.getBuiltinModule("fs").writeFileSync("/tmp/mdx-sandbox-probe", "x")}\n');
    try {
      const error = await renderMdx("import Part from './_part.mdx';\n\n<Part />\n", 'x.mdx', 4, { sourceFile: path.join(dir, 'x.mdx') }).catch(
        (e: Error) => e,
      );
      expect((error as Error).message).toMatch(
        new RegExp(`^${path.relative(process.cwd(), path.join(dir, '_part.mdx')).replace(/[.]/g, '\\.')}:3:\\d+: content code tried to write a file`),
      );
      expect(fs.existsSync('/tmp/mdx-sandbox-probe')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the line in the file for an error whose place is only in its text (a tag left open)', async () => {
    await expect(renderMdx('Text.\n\n<div>\nunclosed\n', 'x.mdx', 4)).rejects.toThrow('x.mdx:7:1: Expected a closing tag for `<div>` (7:1-7:6)');
  });

  it("opens links to other sites in a new tab, as Docusaurus does, and keeps the site's own links in place", async () => {
    const { html: out } = await renderMdx('[Jamstack](https://jamstack.org/), [Git](/docs/development_tool/git) and [top](#top).\n', 'x.mdx');
    expect(out).toBe(
      '<p><a href="https://jamstack.org/" rel="noopener noreferrer" target="_blank">Jamstack</a>, <a href="/docs/development_tool/git">Git</a> and <a href="#top">top</a>.</p>',
    );
  });
});

describe('global MDX components (a site’s src/theme/MDXComponents, Docusaurus’s swizzle point)', () => {
  let themeDir: string;
  beforeAll(() => {
    themeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-'));
    fs.writeFileSync(
      path.join(themeDir, 'Highlight.js'),
      'export default function Highlight({ children, color }) {\n  return <span className="highlight" style={{ backgroundColor: color }}>{children}</span>;\n}\n',
    );
    fs.writeFileSync(
      path.join(themeDir, 'MDXComponents.js'),
      "import MDXComponents from '@theme-original/MDXComponents';\nimport Highlight from './Highlight';\n\nexport default { ...MDXComponents, Highlight };\n",
    );
  });
  afterAll(() => fs.rmSync(themeDir, { recursive: true, force: true }));

  it('renders a component the site provides to every page, used without an import, beside the theme’s own', async () => {
    const page = await renderMdx(
      '# T\n\nSee <Highlight color="#ffc">this</Highlight>.\n\n<Details>\n  <summary>More</summary>\n\nHidden.\n\n</Details>\n',
      'content/docs/g.mdx',
      0,
      {
        themeDir,
      },
    );
    expect(page.html).toContain('<span class="highlight" style="background-color:#ffc">this</span>');
    expect(page.html).toContain('<summary>More</summary>');
    // A page depends on the components it was rendered with: a change to them renders it again.
    expect(page.dependencies.map((d) => path.relative(process.cwd(), d.file)).filter((f) => !f.startsWith('src/'))).toEqual(
      [path.join(themeDir, 'Highlight.js'), path.join(themeDir, 'MDXComponents.js')].map((f) => path.relative(process.cwd(), f)),
    );
  });

  it('still fails on a component that nothing provides, naming it', async () => {
    await expect(renderMdx('# T\n\n<Nope />\n', 'content/docs/g.mdx', 0, { themeDir })).rejects.toThrow(
      /content\/docs\/g\.mdx:3:1: rendering failed: Expected component `Nope` to be defined/,
    );
  });

  it('refuses an override of an HTML element, which the site renders itself', async () => {
    const elementsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-'));
    try {
      fs.writeFileSync(path.join(elementsDir, 'MDXComponents.js'), 'export default { a: (props) => <b {...props} /> };\n');
      await expect(renderMdx('A [link](/x).\n', 'content/docs/g.mdx', 0, { themeDir: elementsDir })).rejects.toThrow(
        /src\/theme\/MDXComponents maps the HTML element `a`, which this site renders itself/,
      );
    } finally {
      fs.rmSync(elementsDir, { recursive: true, force: true });
    }
  });
});

describe('stylesheets that content imports (the page’s own stylesheet)', () => {
  // A package as npm installs one, importing its own stylesheet, as embeds do; removed after the tests.
  const packageDir = path.resolve('node_modules/content-stylesheet-test-embed');
  let dir: string;
  beforeAll(() => {
    fs.mkdirSync(path.join(packageDir, 'fonts'), { recursive: true });
    fs.writeFileSync(path.join(packageDir, 'package.json'), '{ "name": "content-stylesheet-test-embed", "type": "module", "exports": "./index.js" }\n');
    fs.writeFileSync(
      path.join(packageDir, 'index.js'),
      "import { createElement } from 'react';\nimport './base.css';\nimport styles from './frame.module.css';\nimport { label } from './label.cjs';\nexport default function Embed() { return createElement('div', { className: `embed ${styles.frame}` }, label); }\n",
    );
    // A CommonJS module of the package, requiring a stylesheet of its own.
    fs.writeFileSync(path.join(packageDir, 'label.cjs'), "require('./label.css');\nexports.label = 'Embedded';\n");
    fs.writeFileSync(path.join(packageDir, 'base.css'), ".embed { border: 1px solid red; }\n@font-face { font-family: E; src: url('./fonts/e.woff2'); }\n");
    fs.writeFileSync(path.join(packageDir, 'label.css'), '.embed { color: teal; }\n');
    fs.writeFileSync(path.join(packageDir, 'frame.module.css'), '.frame { margin: 2px; }\n:global(.embed) .frame { margin: 3px; }\n');
    fs.writeFileSync(path.join(packageDir, 'fonts/e.woff2'), 'font');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'styled-'));
    fs.writeFileSync(
      path.join(dir, 'Card.js'),
      "import styles from './Card.module.css';\nimport './card.css';\nexport default function Card() { return <p className={styles.card}>Card</p>; }\n",
    );
    fs.writeFileSync(path.join(dir, 'Card.module.css'), '.card { padding: 4px; }\n');
    fs.writeFileSync(path.join(dir, 'card.css'), '.plain { margin: 0; }\n');
  });
  afterAll(() => {
    fs.rmSync(packageDir, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("renders an npm component that imports its own CSS, and gives the page the package's stylesheets", async () => {
    const { html, css } = await renderMdx("import Embed from 'content-stylesheet-test-embed';\n\n<Embed />\n", 'e.mdx');
    // The package's CSS module: its classes named as its stylesheet names them, a hash of its path in node_modules.
    const frame = `frame_${packageCssModuleSuffix(path.join(packageDir, 'frame.module.css'))}`;
    expect(frame).toMatch(/^frame_[0-9a-f]{6}$/);
    expect(html).toBe(`<div class="embed ${frame}">Embedded</div>`);
    expect(css).toContain(`.${frame}{margin:2px}`);
    expect(css).toContain(`.embed .${frame}{margin:3px}`);
    expect(css).not.toContain(':export');
    expect(css).toContain('.embed{border:1px solid red}');
    expect(css).toContain('.embed{color:teal}');
    // What the stylesheet refers to comes with it.
    expect(css).toContain('src:url(data:font/woff2,font)');
    // A second page with the package gets its stylesheets too, though the package is loaded already.
    expect((await renderMdx("import Embed from 'content-stylesheet-test-embed';\n\n<Embed />\n", 'f.mdx')).css).toContain('.embed{color:teal}');
  });

  it("bundles a site component's stylesheets, CSS modules with class names of their own", async () => {
    const { html, css, dependencies } = await renderMdx("import Card from './Card.js';\n\n<Card />\n", 'c.mdx', 0, {
      sourceFile: path.join(dir, 'c.mdx'),
    });
    // Named from the file and a hash of its path: another component's `.card` in another bundle is another class.
    const className = /<p class="([^"]+)">Card<\/p>/.exec(html)?.[1];
    expect(className).toMatch(/^Card_[0-9a-f]{6}_card$/);
    // An edit of the stylesheet renders the page again.
    expect(dependencies.map((d) => d.file)).toEqual(expect.arrayContaining([path.join(dir, 'Card.module.css'), path.join(dir, 'card.css')]));
    expect(css).toContain(`.${className}{padding:4px}`);
    expect(css).toContain('.plain{margin:0}');
  });

  it('gives a page that imports no stylesheet none', async () => {
    expect((await renderMdx('Text.\n', 'n.mdx')).css).toBeNull();
    expect((await renderMdx("import Tabs from '@theme/Tabs';\n\nText.\n", 'n.mdx')).css).toBeNull();
  });
});
