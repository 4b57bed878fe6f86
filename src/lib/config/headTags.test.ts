import { headTagProblem, headTagProps } from './headTags';

const SITE = 'https://lantern.example.org';

describe("the config's head tags", () => {
  it("lets through what the pages' policy allows: the site's own scripts and stylesheets, inline ones, metas, links that fetch nothing it governs", () => {
    expect(headTagProblem({ tagName: 'script', attributes: { src: '/js/x.js' } }, SITE)).toBeNull();
    expect(headTagProblem({ tagName: 'script', attributes: { src: 'https://lantern.example.org/js/x.js' } }, SITE)).toBeNull();
    expect(headTagProblem({ tagName: 'script', attributes: {}, innerHTML: 'window.x = 1' }, SITE)).toBeNull();
    expect(headTagProblem({ tagName: 'link', attributes: { rel: 'stylesheet', href: 'css/x.css' } }, SITE)).toBeNull();
    expect(headTagProblem({ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.org' } }, SITE)).toBeNull();
    expect(headTagProblem({ tagName: 'link', attributes: { rel: 'preload', as: 'image', href: 'https://cdn.example.org/a.png' } }, SITE)).toBeNull();
    expect(headTagProblem({ tagName: 'meta', attributes: { name: 'theme-color', content: '#123' } }, SITE)).toBeNull();
  });

  it('says why it refuses the rest', () => {
    expect(headTagProblem({ tagName: 'script', attributes: { src: '//cdn.example.org/x.js' } }, SITE)).toMatch(
      /^a script from \/\/cdn\.example\.org\/x\.js, which the pages' Content-Security-Policy refuses/,
    );
    expect(headTagProblem({ tagName: 'link', attributes: { rel: 'stylesheet preload', href: 'https://fonts.example.org/css' } }, SITE)).toMatch(
      /^a stylesheet from/,
    );
    expect(headTagProblem({ tagName: 'link', attributes: { rel: 'preload', as: 'font', href: 'https://cdn.example.org/f.woff2' } }, SITE)).toMatch(
      /^a preloaded font from/,
    );
    expect(headTagProblem({ tagName: 'meta', attributes: { 'http-equiv': 'refresh', content: '0' } }, SITE)).toMatch(/^a <meta http-equiv>/);
    expect(headTagProblem({ tagName: 'base' as 'link', attributes: {} }, SITE)).toBe(
      'a <base> element, where the pages take <link>, <meta>, <script>, <style>',
    );
  });

  it('spells attributes as React props: renamed where React names them otherwise, booleans as React writes them', () => {
    expect(
      headTagProps({
        tagName: 'script',
        attributes: { src: '/x.js', async: true, crossorigin: 'anonymous', 'data-domain': 'x.org', nomodule: true, defer: false },
      }),
    ).toEqual({
      src: '/x.js',
      async: true,
      crossOrigin: 'anonymous',
      'data-domain': 'x.org',
      noModule: true,
    });
    expect(headTagProps({ tagName: 'link', attributes: { rel: 'preload', href: '/f.woff2', crossorigin: true } })).toEqual({
      rel: 'preload',
      href: '/f.woff2',
      crossOrigin: '',
    });
  });
});
