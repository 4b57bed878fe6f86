import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderMdx } from '../compile';

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

  it('renders Markdown the components import (.mdx, with tabs, an admonition and a code block), on every page that uses it', async () => {
    const mdxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-'));
    try {
      fs.writeFileSync(
        path.join(mdxDir, 'Help.mdx'),
        '---\ntitle: ignored\n---\nimport Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n:::tip Ask\n\nIn the **forum**.\n\n:::\n\n<Tabs>\n  <TabItem value="a" label="Shell" default>\n\n    ```bash\n    lantern doctor\n    ```\n\n  </TabItem>\n  <TabItem value="b" label="Chat">Join.</TabItem>\n</Tabs>\n',
      );
      fs.writeFileSync(
        path.join(mdxDir, 'MDXComponents.js'),
        "import MDXComponents from '@theme-original/MDXComponents';\nimport Help from './Help.mdx';\n\nexport default { ...MDXComponents, Help };\n",
      );
      const page = await renderMdx('# T\n\n<Help />\n', 'content/docs/g.mdx', 0, { themeDir: mdxDir });
      expect(page.html).toContain('<p class="admonition-title">Ask</p>');
      expect(page.html).toContain('<strong>forum</strong>');
      expect(page.html).toMatch(/role="tab"[^>]*>Shell</);
      expect(page.html).toContain('lantern');
      expect(page.html).not.toContain('ignored');
      expect(page.dependencies.map((d) => d.file)).toContain(path.join(mdxDir, 'Help.mdx'));
      // What only a page can carry stops the build at the Markdown (another theme folder: a site's runtime is built once).
      const linkDir = path.join(mdxDir, 'linking');
      fs.mkdirSync(linkDir);
      fs.writeFileSync(path.join(linkDir, 'MDXComponents.js'), "import Pic from './Pic.mdx';\n\nexport default { Pic };\n");
      fs.writeFileSync(path.join(linkDir, 'Pic.mdx'), 'See [the guide](./guide.md).\n');
      await expect(renderMdx('# T\n', 'content/docs/h.mdx', 0, { themeDir: linkDir })).rejects.toThrow(
        /Pic\.mdx:1: a link to "\.\/guide\.md" in Markdown that the global MDX components \(.*MDXComponents\.js\) import/,
      );
    } finally {
      fs.rmSync(mdxDir, { recursive: true, force: true });
    }
  });
});
