import { absoluteUrl, blogPosting, breadcrumbList, jsonLdText, webSite } from './structuredData';
import { structuredDataProblems } from '../../tests/support/structuredData';

const SITE = 'https://docs.example.org';

describe('breadcrumbList', () => {
  it('lists the docs home, each linked crumb and the page, with absolute URLs, as Google requires', () => {
    const data = breadcrumbList(SITE, { label: 'Docs', href: '/docs' }, [{ label: 'OpenCV', href: '/docs/opencv/' }], {
      label: 'OpenCV basics',
      route: '/docs/opencv/basics',
    });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://docs.example.org/docs' },
      { '@type': 'ListItem', position: 2, name: 'OpenCV', item: 'https://docs.example.org/docs/opencv/' },
      { '@type': 'ListItem', position: 3, name: 'OpenCV basics', item: 'https://docs.example.org/docs/opencv/basics' },
    ]);
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it('leaves out a category without a link, which is no page, and keeps the positions consecutive', () => {
    const data = breadcrumbList(
      SITE,
      { label: 'Docs', href: '/docs' },
      [
        { label: 'Guides', href: null },
        { label: 'Setup', href: '/docs/guides/setup/' },
      ],
      { label: 'Docker', route: '/docs/guides/setup/docker' },
    );
    expect((data.itemListElement as { name: string; position: number }[]).map((i) => [i.position, i.name])).toEqual([
      [1, 'Docs'],
      [2, 'Setup'],
      [3, 'Docker'],
    ]);
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it('does not list a category twice on its own index page', () => {
    const data = breadcrumbList(SITE, { label: 'Docs', href: '/docs' }, [{ label: 'OpenCV', href: '/docs/opencv/' }], {
      label: 'OpenCV',
      route: '/docs/opencv/',
    });
    expect((data.itemListElement as unknown[]).length).toBe(2);
  });
});

describe('blogPosting', () => {
  it('carries the headline, dates, authors, image and URL of a post', () => {
    const data = blogPosting(SITE, {
      route: '/blog/2026/02/07/escaping',
      title: 'Escaping user input',
      description: 'Why and how.',
      datePublished: '2026-02-07',
      dateModified: null,
      authors: [
        { name: 'Lin Hao', url: 'https://github.com/linhao' },
        { name: 'Guest', url: null },
      ],
      image: '/img/card.png',
      keywords: ['security', 'xss'],
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Escaping user input',
      datePublished: '2026-02-07',
      dateModified: '2026-02-07',
      url: 'https://docs.example.org/blog/2026/02/07/escaping',
      image: 'https://docs.example.org/img/card.png',
      author: [
        { '@type': 'Person', name: 'Lin Hao', url: 'https://github.com/linhao' },
        { '@type': 'Person', name: 'Guest' },
      ],
      keywords: 'security, xss',
    });
    expect(structuredDataProblems(data)).toEqual([]);
  });
});

describe('webSite', () => {
  it('points its SearchAction at the search page with the search term in the URL', () => {
    const data = webSite(SITE, { name: 'Docs', description: 'About code', searchRoute: '/search', language: 'en' });
    expect(data.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://docs.example.org/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    expect(structuredDataProblems(data)).toEqual([]);
  });
});

describe('the validator', () => {
  it('names what Search Console names: a missing item, a relative URL, a bad position, a missing headline', () => {
    const breadcrumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Guides' },
        { '@type': 'ListItem', position: 3, name: 'Page', item: '/docs/page' },
      ],
    };
    expect(structuredDataProblems(breadcrumbs)).toEqual([
      'Missing field "item" (in "itemListElement[0]")',
      'Invalid "position" in itemListElement[1]: 3',
      'Invalid URL in field "item" (in "itemListElement[1]")',
    ]);
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'BlogPosting', datePublished: '2026-02-07', url: 'https://x.org/a' })).toEqual([
      'Missing field "headline"',
    ]);
  });
});

describe('jsonLdText', () => {
  it('keeps hostile text as data: nothing in it can end the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });

  it('makes absolute URLs of routes and keeps URLs', () => {
    expect(absoluteUrl('https://x.org/', '/a')).toBe('https://x.org/a');
    expect(absoluteUrl('https://x.org', 'https://y.org/b')).toBe('https://y.org/b');
  });
});
