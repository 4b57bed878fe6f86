import { FrontmatterError, frontmatterSyntaxError, lineOfField, validateBlogFrontmatter, validateDocFrontmatter } from './frontmatter';

describe('doc front matter', () => {
  it('accepts a complete doc', () => {
    expect(validateDocFrontmatter({ title: ' Docker ', description: 'Images', sidebar_position: 2 }, 'a.mdx')).toMatchObject({
      title: 'Docker',
      description: 'Images',
      sidebarPosition: 2,
      sidebarLabel: null,
      draft: false,
      unlisted: false,
      hideTitle: false,
      paginationNext: undefined,
    });
  });

  it('fails on a missing title, naming the file and the field', () => {
    expect(() => validateDocFrontmatter({ description: 'x' }, 'content/docs/a.mdx')).toThrow(
      'content/docs/a.mdx: front matter field "title" is missing (give a title, or start the page with a "# Heading")',
    );
    expect(() => validateDocFrontmatter(null, 'content/docs/a.mdx')).toThrow(FrontmatterError);
  });

  it('fails on a title that is not text and on a non-numeric position', () => {
    expect(() => validateDocFrontmatter({ title: 42 }, 'b.mdx')).toThrow('b.mdx: front matter field "title" must be a string, got number');
    expect(() => validateDocFrontmatter({ title: 'T', sidebar_position: 'first' }, 'b.mdx')).toThrow('"sidebar_position" must be a number');
  });
});

describe('the Docusaurus front matter contract', () => {
  const everyDocKey = {
    id: 'intro',
    title: 'Intro',
    title_meta: 'Intro | Site',
    description: 'd',
    keywords: ['a', 'b'],
    image: '/img/og.png',
    slug: '/start',
    tags: ['x'],
    sidebar_label: 'Start',
    sidebar_position: 1,
    sidebar_class_name: 'red',
    sidebar_custom_props: { icon: 'x' },
    displayed_sidebar: 'tutorialSidebar',
    hide_title: true,
    hide_table_of_contents: true,
    toc_min_heading_level: 2,
    toc_max_heading_level: 4,
    pagination_label: 'Begin',
    pagination_prev: null,
    pagination_next: 'guide',
    parse_number_prefixes: false,
    custom_edit_url: null,
    draft: false,
    unlisted: true,
    last_update: { author: 'Lin', date: '2026-01-02' },
  };

  it('accepts every key Docusaurus 3 documents for docs, with its meaning', () => {
    expect(validateDocFrontmatter(everyDocKey, 'd.mdx')).toMatchObject({
      id: 'intro',
      slug: '/start',
      keywords: ['a', 'b'],
      image: '/img/og.png',
      hideTitle: true,
      hideTableOfContents: true,
      tocMinHeadingLevel: 2,
      tocMaxHeadingLevel: 4,
      paginationLabel: 'Begin',
      paginationPrev: null,
      paginationNext: 'guide',
      customEditUrl: null,
      unlisted: true,
      lastUpdate: { author: 'Lin', date: '2026-01-02' },
    });
  });

  it('fails on an unknown key, suggesting the key that was meant and listing what is allowed', () => {
    expect(() => validateDocFrontmatter({ title: 'T', sidebar_postion: 2 }, 'content/docs/a.mdx')).toThrow(
      /^content\/docs\/a\.mdx: front matter field "sidebar_postion" is not a known field \(did you mean "sidebar_position"\?\)\. Allowed: id, title, .*sidebar_position/,
    );
    expect(() => validateBlogFrontmatter({ title: 'T', date: '2025-01-01', sidebar_position: 1 }, 'p.mdx')).toThrow('"sidebar_position" is not a known field');
  });

  it('fails on a known key with the wrong type, saying what is allowed', () => {
    expect(() => validateDocFrontmatter({ title: 'T', draft: 'yes' }, 'a.mdx')).toThrow(
      'a.mdx: front matter field "draft" must be true or false, got string "yes"',
    );
    expect(() => validateDocFrontmatter({ title: 'T', toc_max_heading_level: 7 }, 'a.mdx')).toThrow(
      '"toc_max_heading_level" must be a heading level from 2 to 6, got number 7',
    );
    expect(() => validateDocFrontmatter({ title: 'T', toc_min_heading_level: 4, toc_max_heading_level: 3 }, 'a.mdx')).toThrow(
      'must not be above toc_max_heading_level',
    );
    expect(() => validateDocFrontmatter({ title: 'T', keywords: 'a, b' }, 'a.mdx')).toThrow('"keywords" must be a list of strings');
    expect(() => validateDocFrontmatter({ title: 'T', last_update: { when: 'x' } }, 'a.mdx')).toThrow('"last_update.when" is not known');
  });

  it('takes the title from the opening "# Heading" when front matter has none', () => {
    expect(validateDocFrontmatter({}, 'a.mdx', { contentTitle: 'From the heading' }).title).toBe('From the heading');
    expect(validateDocFrontmatter({ title: 'Front matter' }, 'a.mdx', { contentTitle: 'Heading' }).title).toBe('Front matter');
  });
});

describe('blog front matter', () => {
  it('takes the date from the file name when front matter has none', () => {
    expect(validateBlogFrontmatter({ title: 'T' }, 'p.mdx', { fileDate: '2021-08-26' }).date).toBe('2021-08-26');
  });

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
    expect(() => validateBlogFrontmatter({ title: 'T' }, 'p.mdx')).toThrow('"date" is missing (give a date, or name the file YYYY-MM-DD-slug.mdx)');
    expect(() => validateBlogFrontmatter({ title: 'T', date: '2025-01-01', tags: 'life' }, 'p.mdx')).toThrow('"tags" must be a list');
    expect(() => validateBlogFrontmatter({ title: 'T', date: '2025-01-01', tags: [''] }, 'p.mdx')).toThrow('invalid tag ""');
    expect(validateBlogFrontmatter({ title: 'T', date: '2025-01-01', tags: ['Machine Learning'] }, 'p.mdx').tags).toEqual(['Machine Learning']);
  });
});

describe('dates as written', () => {
  const post = (date: string) => `---\ntitle: T\ndate: ${date}\n---\n\nBody.\n`;
  it('refuses an impossible date that YAML would roll over to another day, quoted or not, with file, field and line', () => {
    // What gray-matter hands over for the unquoted form: the rolled-over Date.
    const rolled = { title: 'T', date: new Date(Date.UTC(2024, 12, 45)) };
    expect(() => validateBlogFrontmatter(rolled, 'blog/p.mdx', { source: post('2024-13-45') })).toThrow(
      'blog/p.mdx:3: front matter field "date" is 2024-13-45, which is not a day of the calendar; write a real date as YYYY-MM-DD',
    );
    expect(() => validateBlogFrontmatter({ title: 'T', date: '2023-02-29' }, 'blog/p.mdx', { source: post('"2023-02-29"') })).toThrow(
      'blog/p.mdx:3: front matter field "date" is 2023-02-29,',
    );
    expect(() =>
      validateDocFrontmatter({ title: 'T', last_update: { date: new Date(Date.UTC(2024, 1, 30)) } }, 'docs/d.mdx', {
        source: '---\ntitle: T\nlast_update:\n  date: 2024-02-30\n---\n',
      }),
    ).toThrow('docs/d.mdx:4: front matter field "last_update.date" is 2024-02-30,');
  });

  it('accepts real days, including 29 February of a leap year', () => {
    expect(validateBlogFrontmatter({ title: 'T', date: new Date(Date.UTC(2024, 1, 29)) }, 'blog/p.mdx', { source: post('2024-02-29') }).date).toBe(
      '2024-02-29',
    );
  });
});

describe('front matter that is not YAML', () => {
  it('names the file and the line in the file', async () => {
    const { default: matter } = await import('gray-matter');
    let caught: unknown;
    try {
      matter('---\ntitle: T\ndescription: a: b: c\n---\n\nBody.\n', {});
    } catch (error) {
      caught = error;
    }
    expect(frontmatterSyntaxError(caught, 'docs/x.mdx').message).toMatch(
      /^docs\/x\.mdx:3:15: the front matter is not valid YAML: incomplete explicit mapping pair[^]*Quote a value/,
    );
  });

  it('passes other errors through', () => {
    const error = new Error('other');
    expect(frontmatterSyntaxError(error, 'x.mdx')).toBe(error);
  });
});

describe('the line of a refused field', () => {
  const lines = [
    '---',
    'title: Docker',
    'sidebar_positon: 2',
    'last_update:',
    '  author: Lin',
    '  date: 2026-02-03',
    "'custom_edit_url': javascript:alert(1)",
    '---',
    '',
    'Text.',
  ];
  const source = lines.join('\n');
  const badDate = source.replace('2026-02-03', '2026-02-30');

  it('is the line of its key in the file, of a nested key under its parent, and the opening line for a field not written', () => {
    expect(lineOfField(source, 'sidebar_positon')).toBe(3);
    expect(lineOfField(source, 'last_update.date')).toBe(6);
    expect(lineOfField(source, 'custom_edit_url')).toBe(7);
    expect(lineOfField(source, 'description')).toBe(1);
    expect(lineOfField('no front matter', 'title')).toBe(1);
  });

  it('is in the message of every refusal, with the file', () => {
    const at = (raw: Record<string, unknown>, text: string) => {
      try {
        validateDocFrontmatter(raw, 'content/docs/a.mdx', { source: text });
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    expect(at({ title: 'Docker', sidebar_positon: 2 }, source)).toMatch(
      /^content\/docs\/a\.mdx:3: front matter field "sidebar_positon" is not a known field \(did you mean "sidebar_position"\?\)/,
    );
    expect(at({ description: 'x' }, '---\ndescription: x\n---\n')).toMatch(/^content\/docs\/a\.mdx:1: front matter field "title" is missing/);
    expect(at({ title: 'T', custom_edit_url: 'javascript:alert(1)' }, source)).toMatch(
      /^content\/docs\/a\.mdx:7: front matter field "custom_edit_url" is a javascript: URL, which could run script/,
    );
    expect(at({ title: 'T' }, badDate)).toMatch(/^content\/docs\/a\.mdx:6: front matter field "last_update\.date" is 2026-02-30, which/);
  });
});

describe('links in front matter', () => {
  it('refuses a link that could run script, wherever the page shows or shares it', () => {
    expect(() => validateDocFrontmatter({ title: 'T', custom_edit_url: ' JavaScript:alert(1)' }, 'd.mdx')).toThrow(
      'd.mdx: front matter field "custom_edit_url" is a javascript: URL',
    );
    expect(() => validateDocFrontmatter({ title: 'T', image: 'data:text/html,<script>x</script>' }, 'd.mdx')).toThrow(
      '"image" is a data: URL that is not an image',
    );
    expect(() => validateBlogFrontmatter({ title: 'T', date: '2026-01-01', author_url: 'vbscript:x' }, 'p.mdx')).toThrow('"author_url" is a vbscript: URL');
  });

  it('keeps http(s) links, site paths, image data and null for no edit link', () => {
    expect(validateDocFrontmatter({ title: 'T', custom_edit_url: 'https://example.com/edit', image: '/img/og.png' }, 'd.mdx')).toMatchObject({
      customEditUrl: 'https://example.com/edit',
      image: '/img/og.png',
    });
    expect(validateDocFrontmatter({ title: 'T', custom_edit_url: null }, 'd.mdx').customEditUrl).toBeNull();
    expect(validateDocFrontmatter({ title: 'T', image: 'data:image/png;base64,iVBORw0KGgo=' }, 'd.mdx').image).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});
