import { inlineStylesheet } from './stylesheets';

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
