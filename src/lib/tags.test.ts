import { parseTagsFile, tagInfo, tagLinks } from './tags';

describe('blog tags', () => {
  const known = parseTagsFile(
    { facebook: { label: 'Facebook', permalink: '/facebook', description: 'Facebook tag description' }, ml: { label: 'Machine learning' } },
    'blog/tags.yml',
    '/blog',
  );

  it('reads labels, permalinks and descriptions from tags.yml', () => {
    expect(tagInfo('facebook', known, '/blog')).toEqual({ label: 'Facebook', path: '/blog/tags/facebook', description: 'Facebook tag description' });
    expect(tagInfo('ml', known, '/blog').path).toBe('/blog/tags/ml');
  });

  it('gives an inline tag its own label and a kebab-case page', () => {
    expect(tagInfo('Machine Learning', known, '/blog')).toEqual({ label: 'Machine Learning', path: '/blog/tags/machine-learning', description: null });
    expect(tagInfo('python', known, '/blog').path).toBe('/blog/tags/python');
  });

  it('names the file and the tag of a mistake', () => {
    expect(() => parseTagsFile({ x: { lable: 'X' } }, 'blog/tags.yml', '/blog')).toThrow(
      'blog/tags.yml: tag "x": "lable" is not a known key. Allowed: label, permalink, description',
    );
  });
});

describe('tagLinks', () => {
  it("gives each tag's label and page, in the post's order, without its description", () => {
    const info = new Map([
      ['ml', { label: 'Machine learning', path: '/blog/tags/ml', description: 'Models.' }],
      ['python', { label: 'python', path: '/blog/tags/python', description: null }],
    ]);
    expect(tagLinks(['python', 'ml'], info)).toEqual([
      { label: 'python', path: '/blog/tags/python' },
      { label: 'Machine learning', path: '/blog/tags/ml' },
    ]);
  });
});
