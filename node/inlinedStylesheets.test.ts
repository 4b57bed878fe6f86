import { INLINED_STYLESHEETS, inlinedStylesheetsDefinition, keepInlinedStylesheets } from './inlinedStylesheets';

describe('the stylesheets handed to the HTML renderer', () => {
  it('define an object literal of each stylesheet by its URL', () => {
    keepInlinedStylesheets({ '/katex/0.16.47/katex.min.css': '.katex{font:1em KaTeX_Main}', '/assets/content/ab.css': 'p{color:red}' });
    const literal = inlinedStylesheetsDefinition()[INLINED_STYLESHEETS];
    expect(JSON.parse(literal)).toEqual({ '/katex/0.16.47/katex.min.css': '.katex{font:1em KaTeX_Main}', '/assets/content/ab.css': 'p{color:red}' });
  });

  it('are the same definition whatever order the pages rendered in, so the renderer is the same', () => {
    keepInlinedStylesheets({ '/b.css': 'b{}', '/a.css': 'a{}' });
    const one = inlinedStylesheetsDefinition();
    keepInlinedStylesheets({ '/a.css': 'a{}', '/b.css': 'b{}' });
    expect(inlinedStylesheetsDefinition()).toEqual(one);
  });
});
