import {
  blogFileRoute,
  blogListRoute,
  blogTagRoute,
  blogYearRoute,
  docIdFromRelativePath,
  docRouteFromId,
  parseBlogFileName,
  routeFromSlug,
  stripHtmlSuffix,
  withoutTrailingSlash,
} from './routes';

describe('doc routes', () => {
  it.each([
    ['development_tool/index.mdx', '/docs/development_tool/'],
    ['development_tool/docker.mdx', '/docs/development_tool/docker'],
    ['machine_learning/neural_network.mdx', '/docs/machine_learning/neural_network'],
    ['machine_learning/neural_network/neural_network_basics.mdx', '/docs/machine_learning/neural_network/neural_network_basics'],
    ['model-application/langchain/index.mdx', '/docs/model-application/langchain/'],
    ['index.mdx', '/docs/'],
    // Docusaurus's category index convention: README in any case, or the folder's own name.
    ['guides/README.md', '/docs/guides/'],
    ['guides/readme.mdx', '/docs/guides/'],
    ['guides/setup/Setup.md', '/docs/guides/setup/'],
    ['README.md', '/docs/'],
    ['guides/readme-first.md', '/docs/guides/readme-first'],
  ])('%s → %s', (file, route) => {
    expect(docRouteFromId(docIdFromRelativePath(file))).toBe(route);
  });

  it('normalises Windows separators in ids', () => {
    expect(docIdFromRelativePath('opencv\\basics.mdx')).toBe('opencv/basics');
  });
});

describe('blog routes', () => {
  it("reads a post's route and date from its file's path as Docusaurus does, the text kept as written", () => {
    expect(parseBlogFileName('2025-03-14-first-marathon.mdx')).toEqual({ date: '2025-03-14', slug: '2025/03/14/first-marathon' });
    expect(parseBlogFileName('2025-03-14-trip/index.mdx')).toEqual({ date: '2025-03-14', slug: '2025/03/14/trip' });
    // A release number keeps its dots: Docusaurus publishes /blog/2023/04/02/2.4.1.
    expect(parseBlogFileName('2023-04-02-2.4.1.md')).toEqual({ date: '2023-04-02', slug: '2023/04/02/2.4.1' });
    expect(parseBlogFileName('2025-03-14-First-Marathon.mdx')).toEqual({ date: '2025-03-14', slug: '2025/03/14/First-Marathon' });
    expect(parseBlogFileName('2024-12-03-机器学习-笔记.mdx')).toEqual({ date: '2024-12-03', slug: '2024/12/03/机器学习-笔记' });
    // The date may be folders, or sit below a folder, which the route keeps after the date.
    expect(parseBlogFileName('2024/12/03/welcome.md')).toEqual({ date: '2024-12-03', slug: '2024/12/03/welcome' });
    expect(parseBlogFileName('releases/2024-1-5-notes.md')).toEqual({ date: '2024-01-05', slug: '2024/1/5/releases/notes' });
    // Without a date, the path is the route.
    expect(parseBlogFileName('welcome/index.mdx')).toEqual({ date: null, slug: 'welcome' });
    expect(parseBlogFileName('undated.mdx')).toEqual({ date: null, slug: 'undated' });
  });

  it('refuses a file name whose text a path cannot hold, naming the file and what to do', () => {
    expect(() => parseBlogFileName('2024-12-03-C++ & Rust?? (notes).md')).toThrow(
      '2024-12-03-C++ & Rust?? (notes).md: a post\'s file name gives its URL, which cannot hold "?"; rename the file without ?, #, % or \\, or give the post a `slug` in its front matter',
    );
    expect(() => parseBlogFileName('2024-12-03-100%.md')).toThrow('cannot hold "%"');
  });

  it('builds post and paginated list routes', () => {
    expect(blogFileRoute(parseBlogFileName('2023-04-02-2.4.1.md'))).toBe('/blog/2023/04/02/2.4.1');
    expect(blogFileRoute(parseBlogFileName('welcome.md'), '/news')).toBe('/news/welcome');
    expect(blogListRoute(1)).toBe('/blog');
    expect(blogListRoute(3)).toBe('/blog/page/3');
  });
});

describe('sections at the site root (routeBasePath "/", as Docusaurus allows)', () => {
  it('gives docs and posts routes from the root, never "//"', () => {
    expect(docRouteFromId('index', '/')).toBe('/');
    expect(docRouteFromId('guides/index', '/')).toBe('/guides/');
    expect(docRouteFromId('guides/setup', '/')).toBe('/guides/setup');
    expect(routeFromSlug('/', 'intro', '/')).toBe('/');
    expect(routeFromSlug('/start', 'guides/setup', '/')).toBe('/start');
    expect(routeFromSlug('start', 'guides/setup', '/')).toBe('/guides/start');
    expect(blogFileRoute(parseBlogFileName('2023-04-02-2.4.1.md'), '/')).toBe('/2023/04/02/2.4.1');
    expect(blogListRoute(1, '/')).toBe('/');
    expect(blogListRoute(2, '/')).toBe('/page/2');
    expect(blogYearRoute(2023, '/')).toBe('/2023');
    expect(blogTagRoute('ml', '/')).toBe('/tags/ml');
  });
});

describe('stripHtmlSuffix', () => {
  it('maps .html and /index.html URLs to their page', () => {
    expect(stripHtmlSuffix('/docs/opencv/index.html')).toBe('/docs/opencv/');
    expect(stripHtmlSuffix('/docs/opencv/basics.html')).toBe('/docs/opencv/basics');
    expect(stripHtmlSuffix('/index.html')).toBe('/');
  });

  it('leaves other paths alone', () => {
    expect(stripHtmlSuffix('/docs/opencv/basics')).toBeNull();
    expect(stripHtmlSuffix('/docs/html')).toBeNull();
  });

  it('compares routes without their trailing slash', () => {
    expect(withoutTrailingSlash('/docs/opencv/')).toBe('/docs/opencv');
    expect(withoutTrailingSlash('/')).toBe('/');
  });
});
