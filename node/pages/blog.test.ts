import { jest } from '@jest/globals';
import { createBlogPages } from './blog';
import type { LocaleSite } from '../site';

describe('the blog pages', () => {
  it('are none on a site without a blog, whatever the model holds', () => {
    process.env.GATSBY_HAS_BLOG = 'false';
    try {
      const createPage = jest.fn();
      expect(
        createBlogPages({ model: { posts: [], years: [], tagInfo: new Map() } } as unknown as LocaleSite, {} as never, createPage, (name) => name),
      ).toEqual([]);
      expect(createPage).not.toHaveBeenCalled();
    } finally {
      delete process.env.GATSBY_HAS_BLOG;
    }
  });
});
