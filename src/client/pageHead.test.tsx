/** @jest-environment jsdom */
import { applyHead, HEAD_ATTRIBUTE } from './pageHead';

const fragment = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

describe('applyHead', () => {
  it("puts the new page's head in place: what is the same stays the same element, what is not goes, what is new comes", () => {
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      `<title ${HEAD_ATTRIBUTE}="true">Docker | Site</title>`,
      `<link rel="stylesheet" href="/katex.css" ${HEAD_ATTRIBUTE}="true">`,
      `<meta name="description" content="Containers." ${HEAD_ATTRIBUTE}="true">`,
    ].join('');
    const katex = document.head.querySelector('link')!;
    applyHead(fragment('<title>Git | Site</title><link rel="stylesheet" href="/katex.css"><meta name="description" content="Versions.">'));
    expect(document.head.querySelector('link')).toBe(katex);
    expect(document.title).toBe('Git | Site');
    expect([...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'))).toEqual(['Versions.']);
    // What the site's head script and Gatsby put there, outside any Head, is left alone.
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect([...document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)].map((e) => e.tagName)).toEqual(['LINK', 'TITLE', 'META']);
  });

  it('takes copies: the rendered elements stay where React keeps them', () => {
    document.head.innerHTML = '';
    const rendered = fragment('<meta name="robots" content="noindex">');
    applyHead(rendered);
    expect(rendered.children).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute(HEAD_ATTRIBUTE)).toBe('true');
  });

  it('empties what the last Head put there when the new page has none', () => {
    document.head.innerHTML = `<meta charset="utf-8"><title ${HEAD_ATTRIBUTE}="true">Docker</title>`;
    applyHead(fragment(''));
    expect(document.head.innerHTML).toBe('<meta charset="utf-8">');
  });
});
