import { lastmodByRoute, lastmodOf, unlistedRoutes } from './sitemapDates';

describe('lastmodByRoute', () => {
  const dates = lastmodByRoute([
    { fields: { slug: '/docs/git', page: { lastUpdate: { date: '2026-03-04' } } } },
    { fields: { slug: '/docs/opencv/', page: { lastUpdate: null } } },
    { fields: { slug: '/blog/2026/02/07/escaping', date: '2026-02-07', page: { lastUpdate: null } } },
    { fields: { slug: '/blog/2026/01/02/updated', date: '2026-01-02', page: { lastUpdate: { date: '2026-05-06' } } } },
    { fields: { slug: '/docs/odd', page: { lastUpdate: { date: 'last week' } } } },
    { fields: null },
  ]);

  it('gives a doc the date its footer shows, and a post its last update or else its date', () => {
    expect(lastmodOf(dates, '/docs/git')).toBe('2026-03-04');
    expect(lastmodOf(dates, '/blog/2026/02/07/escaping')).toBe('2026-02-07');
    expect(lastmodOf(dates, '/blog/2026/01/02/updated')).toBe('2026-05-06');
  });

  it('gives no date where the page shows none, or one that is not a day', () => {
    expect(lastmodOf(dates, '/docs/opencv/')).toBeUndefined();
    expect(lastmodOf(dates, '/docs/odd')).toBeUndefined();
    expect(lastmodOf(dates, '/search')).toBeUndefined();
  });

  it('finds a route with or without its trailing slash', () => {
    expect(lastmodOf(dates, '/docs/git/')).toBe('2026-03-04');
  });
});

describe('unlistedRoutes', () => {
  it('lists the unlisted docs and posts, without a trailing slash, and nothing else', () => {
    const routes = unlistedRoutes([
      { fields: { slug: '/docs/draft-notes/', unlisted: true } },
      { fields: { slug: '/docs/git', unlisted: false } },
      { fields: { slug: '/blog/2026/01/01/hidden', unlisted: true } },
      { fields: { slug: '/docs/old' } },
      { fields: null },
    ]);
    expect([...routes]).toEqual(['/docs/draft-notes', '/blog/2026/01/01/hidden']);
  });
});
