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
});
