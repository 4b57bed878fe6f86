import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderMdx } from './compile';
import { packageCssModuleSuffix } from './contentStylesheet';

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
