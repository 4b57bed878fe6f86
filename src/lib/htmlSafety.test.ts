import { unsafeMarkup, unsafeUrl, urlScheme } from './htmlSafety';

describe('urlScheme', () => {
  it('reads the scheme as a browser does: case, tabs and newlines inside, spaces and control characters around', () => {
    expect(urlScheme('JaVaScRiPt:alert(1)')).toBe('javascript');
    expect(urlScheme('java\tscr\nipt:alert(1)')).toBe('javascript');
    expect(urlScheme(' \u0001javascript:alert(1)')).toBe('javascript');
    expect(urlScheme('/docs/a:b')).toBeNull();
    expect(urlScheme('#x')).toBeNull();
    expect(urlScheme('https://example.com')).toBe('https');
  });
});

describe('unsafeUrl', () => {
  it('refuses javascript: and vbscript:, and data: except raster images in image sources', () => {
    expect(unsafeUrl('javascript:alert(1)')).toBe('a javascript: URL');
    expect(unsafeUrl('VBScript:msgbox(1)')).toBe('a vbscript: URL');
    expect(unsafeUrl('data:text/html,<script>alert(1)</script>')).toBe('a data: URL that is not an image');
    expect(unsafeUrl('data:image/png;base64,AAAA')).toBe('a data: URL that is not an image');
    expect(unsafeUrl('data:image/png;base64,AAAA', { image: true })).toBeNull();
    expect(unsafeUrl('data:image/svg+xml,<svg onload=alert(1)>', { image: true })).toBe('a data: URL that is not an image');
  });

  it('lets ordinary links through', () => {
    for (const url of ['/docs/x', '../y.md', '#top', 'https://a.b/c?d=javascript:', 'mailto:a@b.c', 'relative:thing'.replace('relative:', '')])
      expect(unsafeUrl(url)).toBeNull();
  });
});

describe('unsafeMarkup', () => {
  it("allows an <iframe> of a page of the config's frameOrigins, and no other", () => {
    const policy = { frameOrigins: ['https://www.youtube-nocookie.com'] };
    expect(unsafeMarkup('<iframe src="https://www.youtube-nocookie.com/embed/x" title="Demo" allowfullscreen></iframe>', policy)).toEqual([]);
    expect(unsafeMarkup('<iframe src="https://evil.example/embed/x"></iframe>', policy)).toEqual([
      'an <iframe> of "https://evil.example/embed/x" (not one of the config\'s frameOrigins: https://www.youtube-nocookie.com)',
    ]);
    // The same host over http, markup of the page's own origin, or a script URL: never.
    expect(unsafeMarkup('<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>', policy)).toHaveLength(1);
    expect(unsafeMarkup('<iframe src="https://www.youtube-nocookie.com/embed/x" srcdoc="<script>alert(1)</script>"></iframe>', policy)).toEqual([
      'an <iframe> with "srcdoc"',
    ]);
    expect(unsafeMarkup('<iframe src="javascript:alert(1)"></iframe>', policy)).toContain('a javascript: URL in "src" on <iframe> ("javascript:alert(1)")');
  });

  it('finds script-capable elements, handlers and URLs, whatever their case or encoding', () => {
    expect(unsafeMarkup('<p>ok <a href="jav&#x61;script:alert(1)">x</a></p>')).toEqual(['a javascript: URL in "href" on <a> ("javascript:alert(1)")']);
    expect(unsafeMarkup('<img src="x" ONERROR="alert(1)">')).toEqual(['an event handler attribute "onError" on <img>']);
    expect(unsafeMarkup('<div><SCRIPT>alert(1)</SCRIPT><iframe src="https://x"></iframe></div>')).toEqual([
      'a <script> element',
      "an <iframe> element (name its https origin in the config's frameOrigins to embed its pages)",
    ]);
    expect(unsafeMarkup('<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>')).toEqual([
      'a javascript: URL in "xLinkHref" on <a> ("javascript:alert(1)")',
    ]);
    expect(unsafeMarkup('<svg><a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a></svg>')).toEqual([
      'an animated href to a script URL on <set> ("javascript:alert(1)")',
    ]);
    expect(unsafeMarkup('<img srcset="a.png 1x, javascript:alert(1) 2x">')).toHaveLength(1);
    expect(unsafeMarkup('<button formaction="javascript:alert(1)">x</button>')).toHaveLength(1);
    expect(unsafeMarkup('<template><img src=x onerror=alert(1)></template>')).toEqual(['an event handler attribute "onError" on <img>']);
    expect(unsafeMarkup('<meta http-equiv="refresh" content="0;url=javascript:alert(1)">')).toEqual(['a <meta http-equiv> element']);
  });

  it("passes the site's own rendered content: code, images, diagrams' style, islands, hostile text shown as text", () => {
    const html = [
      '<h2 id="a">A<a class="hash-link" href="#a">\u200b</a></h2>',
      '<p>Never trust <code>&lt;img src=x onerror=alert(1)&gt;</code> or <code>javascript:alert(1)</code>.</p>',
      '<picture><source type="image/webp" srcset="/assets/images/a.1.webp 800w"><img src="/assets/images/a.png" width="800" height="600" alt="x" loading="lazy"></picture>',
      '<div class="mermaid-diagram"><svg id="m"><style>#m .node rect{fill:#ECECFF}</style><g marker-end="url(#m_end)"></g></svg></div>',
      '<div data-island="SigmoidExplorer" data-props="{&quot;w&quot;:1}" class="island"><input type="range"></div>',
      '<div class="code-block"><pre tabindex="0"><code>x</code></pre><button type="button" class="copy-button">Copy</button></div>',
    ].join('');
    expect(unsafeMarkup(html)).toEqual([]);
  });
});
