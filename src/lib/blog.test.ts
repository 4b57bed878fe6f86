import { countWords, formatDate, groupPostsByTag, groupPostsByYear, paginate, readingTimeMinutes, sortPostsNewestFirst } from './blog';

const post = (date: string, title: string, tags: string[] = []) => ({ path: `/blog/${title}`, title, date, description: null, tags });
const POSTS = [post('2024-05-01', 'a', ['life']), post('2026-01-02', 'b', ['llm', 'life']), post('2025-07-19', 'c'), post('2026-03-01', 'd')];

describe('blog', () => {
  it('sorts newest first', () => {
    expect(sortPostsNewestFirst(POSTS).map((p) => p.title)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('groups by year, newest year first', () => {
    expect(groupPostsByYear(POSTS).map((g) => [g.year, g.posts.map((p) => p.title)])).toEqual([
      [2026, ['d', 'b']],
      [2025, ['c']],
      [2024, ['a']],
    ]);
  });

  it('groups by tag', () => {
    expect(groupPostsByTag(POSTS).map((g) => [g.tag, g.posts.map((p) => p.title)])).toEqual([
      ['life', ['b', 'a']],
      ['llm', ['b']],
    ]);
  });

  it('paginates, with one empty page for no items', () => {
    expect(paginate([1, 2, 3, 4, 5], 2).map((p) => p.items)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 10)).toEqual([{ page: 1, pageCount: 1, items: [] }]);
    expect(() => paginate([1], 0)).toThrow('perPage must be a positive integer');
  });

  it('counts words, CJK characters one each, and reading time at 200 a minute', () => {
    expect(countWords("It's a test-case, isn't it? 42")).toBe(6);
    expect(countWords('开发 tools')).toBe(3);
    expect(readingTimeMinutes(50)).toBe(1);
    expect(readingTimeMinutes(1000)).toBe(5);
    expect(readingTimeMinutes(450)).toBe(3);
  });

  it('formats dates in UTC, each in the language asked for', () => {
    expect(formatDate('2025-03-14')).toBe('March 14, 2025');
    expect(formatDate('2025-03-14', 'fr')).toBe('14 mars 2025');
    expect(formatDate('2024-12-31', 'en-US')).toBe('December 31, 2024');
  });
});
