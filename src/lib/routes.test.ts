import { blogListRoute, blogPostRoute, docIdFromRelativePath, docRouteFromId, parseBlogFileName, stripHtmlSuffix, withoutTrailingSlash } from './routes';

describe('doc routes', () => {
  it.each([
    ['development_tool/index.mdx', '/docs/development_tool/'],
    ['development_tool/docker.mdx', '/docs/development_tool/docker'],
    ['machine_learning/neural_network.mdx', '/docs/machine_learning/neural_network'],
    ['machine_learning/neural_network/neural_network_basics.mdx', '/docs/machine_learning/neural_network/neural_network_basics'],
    ['model-application/langchain/index.mdx', '/docs/model-application/langchain/'],
    ['index.mdx', '/docs/'],
  ])('%s → %s', (file, route) => {
    expect(docRouteFromId(docIdFromRelativePath(file))).toBe(route);
  });

  it('normalises Windows separators in ids', () => {
    expect(docIdFromRelativePath('opencv\\basics.mdx')).toBe('opencv/basics');
  });
});

describe('blog routes', () => {
  it('reads the date and slug of a file name', () => {
    expect(parseBlogFileName('2025-03-14-First-Marathon.mdx')).toEqual({ date: '2025-03-14', slug: 'first-marathon' });
    expect(parseBlogFileName('2025-03-14-trip/index.mdx')).toEqual({ date: '2025-03-14', slug: 'trip' });
    // Words joined by '-', nothing a URL has to escape.
    expect(parseBlogFileName('2024-12-03-My first post!.mdx')).toEqual({ date: '2024-12-03', slug: 'my-first-post' });
    expect(parseBlogFileName('2024-12-03-  C++ & Rust?? (notes).md')).toEqual({ date: '2024-12-03', slug: 'c-rust-notes' });
    expect(parseBlogFileName('2024-12-03-机器学习 笔记.mdx')).toEqual({ date: '2024-12-03', slug: '机器学习-笔记' });
    expect(() => parseBlogFileName('2024-12-03-!!!.mdx')).toThrow("2024-12-03-!!!.mdx: a post's file name gives its URL, and this one has no letter or digit");
    expect(parseBlogFileName('undated.mdx')).toEqual({ date: null, slug: 'undated' });
  });

  it('builds dated post routes and paginated list routes', () => {
    expect(blogPostRoute('2025-03-04', 'x')).toBe('/blog/2025/03/04/x');
    expect(blogListRoute(1)).toBe('/blog');
    expect(blogListRoute(3)).toBe('/blog/page/3');
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
