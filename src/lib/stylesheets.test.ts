import { inlineStylesheet, scopeDocSearchStyles } from './stylesheets';

describe('inlineStylesheet', () => {
  it('resolves relative urls against the stylesheet, quoted or not, and keeps the rest', () => {
    const css = `@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2"),url('../x/a.woff?v=1#f') format("woff")}.a{background:url("/img/b.png")}.b{background:url(data:image/png;base64,AAAA)}.c{background:url(https://cdn.example/c.png)}`;
    expect(inlineStylesheet(css, '/katex/0.16.47/katex.min.css')).toBe(
      `@font-face{font-family:KaTeX_Main;src:url(/katex/0.16.47/fonts/KaTeX_Main-Regular.woff2) format("woff2"),url('/katex/x/a.woff?v=1#f') format("woff")}.a{background:url("/img/b.png")}.b{background:url(data:image/png;base64,AAAA)}.c{background:url(https://cdn.example/c.png)}`,
    );
  });

  it('cannot close the style element it goes in', () => {
    const out = inlineStylesheet('.a::after{content:"</STYLE><script>alert(1)</script>"}', '/s.css');
    expect(out).not.toMatch(/<\/style/i);
    expect(out).toBe('.a::after{content:"<\\/STYLE><script>alert(1)</script>"}');
  });

  it('refuses a stylesheet that is not a site path', () => {
    expect(() => inlineStylesheet('', 'https://cdn.example/katex.css')).toThrow(/"https:\/\/cdn\.example\/katex\.css" is not a site path/);
  });
});

describe('scopeDocSearchStyles', () => {
  it("moves DocSearch's root variables onto the modal's container, at no specificity, and keeps the rest", () => {
    const css =
      ':root{--docsearch-primary-color:#5468ff}html[data-theme=dark]{--docsearch-text-color:#f5f6f7}.DocSearch-Modal{color:var(--docsearch-text-color)}@media (max-width:768px){:root{--docsearch-spacing:10px}.DocSearch-Modal{height:100vh}}';
    expect(scopeDocSearchStyles(css, 'style.css')).toBe(
      ':where(.DocSearch-Container){--docsearch-primary-color:#5468ff}:where(html[data-theme=dark] .DocSearch-Container){--docsearch-text-color:#f5f6f7}.DocSearch-Modal{color:var(--docsearch-text-color)}@media (max-width:768px){:where(.DocSearch-Container){--docsearch-spacing:10px}.DocSearch-Modal{height:100vh}}',
    );
  });

  it('fails, naming the file, when the stylesheet has no root rule or one it cannot scope', () => {
    expect(() => scopeDocSearchStyles('.DocSearch-Modal{color:red}', 'node_modules/@docsearch/css/dist/style.css')).toThrow(
      /^node_modules\/@docsearch\/css\/dist\/style\.css: no rule on :root to scope/,
    );
    expect(() => scopeDocSearchStyles(':root{--a:1}html[data-theme=light]{--b:2}', 'style.css')).toThrow(
      /style\.css: a rule on the page's root is left unscoped \("html\[data-theme=light\]\{"\)/,
    );
  });

  it('scopes every root rule of the DocSearch stylesheet the site ships', async () => {
    const { readFile } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    const path = await import('node:path');
    // By its package: the tests map `.css` imports to a stub.
    const file = path.join(path.dirname(createRequire(import.meta.url).resolve('@docsearch/css/package.json')), 'dist/style.css');
    const scoped = scopeDocSearchStyles(await readFile(file, 'utf8'), file);
    expect(scoped).not.toMatch(/:root/);
    expect(scoped).toContain(':where(html[data-theme=dark] .DocSearch-Container){');
  });
});
