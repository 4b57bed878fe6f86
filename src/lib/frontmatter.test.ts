import { FrontmatterError, validateBlogFrontmatter, validateDocFrontmatter } from './frontmatter';

describe('doc front matter', () => {
  it('accepts a complete doc', () => {
    expect(validateDocFrontmatter({ title: ' Docker ', description: 'Images', sidebar_position: 2 }, 'a.mdx')).toEqual({
      title: 'Docker',
      description: 'Images',
      sidebarPosition: 2,
      sidebarLabel: null,
    });
  });

  it('fails on a missing title, naming the file and the field', () => {
    expect(() => validateDocFrontmatter({ description: 'x' }, 'content/docs/a.mdx')).toThrow(
      'content/docs/a.mdx: front matter field "title" is missing',
    );
    expect(() => validateDocFrontmatter(null, 'content/docs/a.mdx')).toThrow(FrontmatterError);
  });

  it('fails on a title that is not text and on a non-numeric position', () => {
    expect(() => validateDocFrontmatter({ title: 42 }, 'b.mdx')).toThrow('b.mdx: front matter field "title" must be a string, got number');
    expect(() => validateDocFrontmatter({ title: 'T', sidebar_position: 'first' }, 'b.mdx')).toThrow('"sidebar_position" must be a number');
  });
});

describe('blog front matter', () => {
  it('accepts a YAML date and a quoted date', () => {
    const fromYaml = validateBlogFrontmatter({ title: 'T', date: new Date(Date.UTC(2025, 2, 14)) }, 'p.mdx');
    const quoted = validateBlogFrontmatter({ title: 'T', date: '2025-03-14', tags: ['life', 'machine-learning'] }, 'p.mdx');
    expect(fromYaml.date).toBe('2025-03-14');
    expect(quoted).toMatchObject({ date: '2025-03-14', tags: ['life', 'machine-learning'] });
  });

  it.each([
    ['2025-02-30', 'not a real day'],
    ['14/03/2025', 'not ISO'],
    ['soon', 'not a date'],
  ])('fails on the bad date %s (%s), naming the file and the field', (date) => {
    expect(() => validateBlogFrontmatter({ title: 'T', date }, 'content/blog/p.mdx')).toThrow(
      `content/blog/p.mdx: front matter field "date" must be a date written YYYY-MM-DD, got "${date}"`,
    );
  });

  it('fails on a missing date and on bad tags', () => {
    expect(() => validateBlogFrontmatter({ title: 'T' }, 'p.mdx')).toThrow('"date" is missing');
    expect(() => validateBlogFrontmatter({ title: 'T', date: '2025-01-01', tags: 'life' }, 'p.mdx')).toThrow('"tags" must be a list');
    expect(() => validateBlogFrontmatter({ title: 'T', date: '2025-01-01', tags: ['Big Tag'] }, 'p.mdx')).toThrow('invalid tag "Big Tag"');
  });
});
