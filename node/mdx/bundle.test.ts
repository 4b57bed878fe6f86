import path from 'node:path';
import { renderMdx } from './compile';

const siteDir = process.cwd();
const sourceFile = path.join(siteDir, 'tests/fixtures/mdx/page.mdx');
const render = (body: string) => renderMdx(body, 'tests/fixtures/mdx/page.mdx', 0, { sourceFile, siteDir, staticDir: path.join(siteDir, 'static') });

describe('MDX with import and export', () => {
  it('renders components defined in the file, imported from the site, and Docusaurus theme imports', async () => {
    const { html } = await render(`import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Badge from '@site/tests/fixtures/mdx/components/Badge';

export const Highlight = ({ children, color }) => <span style={{ backgroundColor: color }}>{children}</span>;

Hello <Highlight color="#25c2a0">world</Highlight> and <Badge text={String(6 * 7)} />.

<Tabs><TabItem value="a" label="A">One</TabItem><TabItem value="b">Two</TabItem></Tabs>
`);
    expect(html).toContain('Hello <span style="background-color:#25c2a0">world</span> and <span class="badge">42</span>.');
    expect(html).toContain('data-tabs=""');
    expect(html).toContain('>One</div>');
  });

  it('reads a .md file as MDX, as Docusaurus does by default, and as CommonMark where markdown.format is detect', async () => {
    const page = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs><TabItem value="a" label="A">One</TabItem><TabItem value="b">Two</TabItem></Tabs>
`;
    const mdFile = path.join(siteDir, 'tests/fixtures/mdx/page.md');
    const asMdx = await renderMdx(page, 'tests/fixtures/mdx/page.md', 0, { sourceFile: mdFile, siteDir });
    expect(asMdx.html).toContain('data-tabs=""');
    expect(asMdx.html).not.toContain('import Tabs');
    const detected = await renderMdx(page, 'tests/fixtures/mdx/page.md', 0, { sourceFile: mdFile, siteDir, format: 'detect' });
    expect(detected.html).toContain('import Tabs from');
    expect(detected.html).not.toContain('data-tabs=""');
    // `detect` still reads a .mdx file as MDX.
    expect((await renderMdx(page, 'tests/fixtures/mdx/page.mdx', 0, { sourceFile, siteDir, format: 'detect' })).html).toContain('data-tabs=""');
  });

  it("fails on a component a partial uses and nothing defines, naming the partial's own file and line", async () => {
    await expect(render(`import Part from './_undefined-component.mdx';\n\n<Part />\n`)).rejects.toThrow(
      /^tests\/fixtures\/mdx\/_undefined-component\.mdx:5:\d+: rendering failed: Expected component `Nope` to be defined/,
    );
  });

  it('imports a partial: its front matter dropped, its links resolved like the page own, its file a dependency', async () => {
    const { html, fileLinks, dependencies } = await render(`import Note from './_shared-note.mdx';

<Note who="readers" />
`);
    expect(html).toContain('<p>A partial with <strong>Markdown</strong>, a <a href="mdx-file:0">link to a page</a> and readers.</p>');
    expect(html).not.toContain('ignored for a partial');
    expect(fileLinks).toEqual([expect.objectContaining({ target: path.join(siteDir, 'tests/fixtures/mdx/target.mdx') })]);
    expect(dependencies.map((d) => path.relative(siteDir, d.file))).toEqual(expect.arrayContaining(['tests/fixtures/mdx/_shared-note.mdx']));
  });

  it('renders an island at build time with hydration markers and its props as data', async () => {
    const { html } = await render(`import SigmoidExplorer from '@site/src/islands/SigmoidExplorer';

<SigmoidExplorer initial={2} />
`);
    expect(html).toMatch(/^<div data-island="SigmoidExplorer" data-props="\{&quot;initial&quot;:2\}" class="island"><figure class="sigmoid-explorer">/);
    expect(html).toContain('σ(<!-- -->2.0<!-- -->) = <strong>0.881</strong>');
  });

  it('renders the other theme components: CodeBlock as a fenced block, Admonition, Details', async () => {
    const { html } = await render(`import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';

<CodeBlock language="python" title="hello.py" showLineNumbers>{\`print("hi")\`}</CodeBlock>

<Admonition type="tip" title="Heads up">Be kind.</Admonition>

<Details summary="More">Hidden text.</Details>
`);
    expect(html).toMatch(/<div class="code-block code-block-titled"><div class="code-block-title">hello\.py<\/div><pre class="shiki site line-numbers"/);
    expect(html).toContain('<span style="color:var(--shiki-token-function)">print</span>');
    expect(html).toContain(
      '<div class="admonition admonition-tip"><p class="admonition-title">Heads up</p><div class="admonition-content">Be kind.</div></div>',
    );
    expect(html).toContain('<details><summary>More</summary>Hidden text.</details>');
  });

  it('provides the @docusaurus modules content commonly imports', async () => {
    const { html } = await render(`import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import BrowserOnly from '@docusaurus/BrowserOnly';

<Link to="/docs/opencv/">OpenCV</Link> <img src={useBaseUrl('/logo.svg')} alt="logo" />

<BrowserOnly fallback={<p>Needs a browser.</p>}>{() => <p>never at build time</p>}</BrowserOnly>
`);
    expect(html).toContain('<a href="/docs/opencv/">OpenCV</a>');
    expect(html).toContain('<img src="/logo.svg" alt="logo"/>');
    expect(html).toContain('<p>Needs a browser.</p>');
    await expect(render("import X from '@docusaurus/router';\n\n<X />\n")).rejects.toThrow('"@docusaurus/router" is not provided by this site');
  });

  it('names the file when an import cannot be resolved or a theme component does not exist', async () => {
    await expect(render("import X from '@theme/Nope';\n\n<X />\n")).rejects.toThrow(
      /^tests\/fixtures\/mdx\/page\.mdx: "@theme\/Nope" is not a theme component of this site; it has @theme\/Tabs, @theme\/TabItem, @theme\/Admonition/,
    );
    await expect(render("import SigmoidExplorer from '@site/src/islands/SigmoidExplorer';\n\n<SigmoidExplorer>text</SigmoidExplorer>\n")).rejects.toThrow(
      'was given children',
    );
  });
});
