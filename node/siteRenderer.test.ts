import { errorRendering } from './siteRenderer';

describe('a page that does not render, under gatsby develop', () => {
  it('shows its error, file and line, as text', () => {
    const { html, headings, searchBlocks } = errorRendering(new Error('content/docs/a.mdx:7:1: Expected a closing tag for `<script>alert(1)</script>`'));
    expect(html).toContain('<p class="admonition-title">This page does not build</p>');
    expect(html).toContain('content/docs/a.mdx:7:1: Expected a closing tag for `&lt;script&gt;alert(1)&lt;/script&gt;`');
    expect(html).not.toContain('<script>');
    expect(headings).toEqual([]);
    expect(searchBlocks).toEqual([]);
  });
});
