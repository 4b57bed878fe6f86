import { pageStructuredData, pageTwinUrl, type SiteFacts } from './pageStructuredData';
import { structuredDataProblems } from '../../tests/support/structuredData';

const SITE: SiteFacts = { url: 'https://docs.example.org', name: 'Docs', description: 'About code', language: 'en', searchRoute: '/search', docsHome: '/docs' };
const page = { keywords: [], image: null, lastUpdate: { date: '2026-11-23', author: 'A' } };

describe('pageStructuredData', () => {
  it('gives a doc the trail it shows, from its page data', () => {
    const [trail] = pageStructuredData(
      {
        componentChunkName: 'component---src-templates-doc-page-tsx',
        result: {
          pageContext: { content: { title: 'OpenCV basics', slug: '/docs/opencv/basics', page }, breadcrumbs: [{ label: 'OpenCV', href: '/docs/opencv/' }] },
        },
      },
      SITE,
    );
    expect((trail.itemListElement as { name: string; item: string }[]).map((i) => [i.name, i.item])).toEqual([
      ['Docs', 'https://docs.example.org/docs'],
      ['OpenCV', 'https://docs.example.org/docs/opencv/'],
      ['OpenCV basics', 'https://docs.example.org/docs/opencv/basics'],
    ]);
    expect(structuredDataProblems(trail)).toEqual([]);
  });

  it("gives a category's index its trail", () => {
    const [trail] = pageStructuredData(
      {
        componentChunkName: 'component---src-templates-category-index-tsx',
        result: { pageContext: { title: 'Machine learning', indexPath: '/docs/machine_learning/', breadcrumbs: [] } },
      },
      SITE,
    );
    expect((trail.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(['Docs', 'Machine learning']);
  });

  it('gives a post its BlogPosting, its authors linked as the byline links them', () => {
    const [posting] = pageStructuredData(
      {
        componentChunkName: 'component---src-templates-blog-post-tsx',
        result: {
          pageContext: {
            content: {
              title: 'Mentoring',
              slug: '/blog/2026/09/05/mentoring',
              description: 'How.',
              date: '2026-09-05',
              page: { ...page, lastUpdate: null, image: '/img/m.png', keywords: ['people'] },
            },
            authors: [
              { name: 'Lin Hao', url: 'https://github.com/linhao', page: '/blog/authors/linhao' },
              { name: 'Guest', url: 'https://guest.example', page: null },
            ],
          },
        },
      },
      SITE,
    );
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Mentoring',
      datePublished: '2026-09-05',
      dateModified: '2026-09-05',
      description: 'How.',
      image: 'https://docs.example.org/img/m.png',
      author: [
        { name: 'Lin Hao', url: 'https://docs.example.org/blog/authors/linhao' },
        { name: 'Guest', url: 'https://guest.example' },
      ],
    });
    expect(structuredDataProblems(posting)).toEqual([]);
  });

  it('gives the home page the site and its search, and other pages nothing', () => {
    expect(pageStructuredData({ componentChunkName: 'component---src-templates-home-tsx', result: {} }, SITE).map((d) => d['@type'])).toEqual(['WebSite']);
    expect(pageStructuredData({ componentChunkName: 'component---src-templates-blog-list-tsx', result: { pageContext: {} } }, SITE)).toEqual([]);
  });
});

describe('pageTwinUrl', () => {
  const page = (chunk: string, slug: string) => ({ componentChunkName: chunk, result: { pageContext: { content: { title: 'T', slug, page: {} } } } });
  it("is a doc's or post's twin, absolute; none for other pages", () => {
    expect(pageTwinUrl(page('component---src-templates-doc-page-tsx', '/docs/opencv/'), 'https://example.org')).toBe(
      'https://example.org/docs/opencv/index.md',
    );
    expect(pageTwinUrl(page('component---src-templates-blog-post-tsx', '/blog/2023/04/02/2.4.1'), 'https://example.org')).toBe(
      'https://example.org/blog/2023/04/02/2.4.1.md',
    );
    expect(pageTwinUrl(page('component---src-templates-category-index-tsx', '/docs/x/'), 'https://example.org')).toBeNull();
    expect(pageTwinUrl({ componentChunkName: 'component---src-templates-home-tsx', result: {} }, 'https://example.org')).toBeNull();
  });
});
