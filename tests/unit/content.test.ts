/**
 * The content itself: every doc route of the spec has its page, every page
 * reaches its word floor and has an h2, index pages link to every page under
 * them, and every post has its front matter.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { countWords } from '../../src/lib/blog';
import { hasH2, linkedPaths, wordFloor } from '../../src/lib/contentRules';
import { validateBlogFrontmatter } from '../../src/lib/frontmatter';
import { docIdFromRelativePath, docRouteFromId } from '../../src/lib/routes';
import { DOC_ROUTES } from '../e2e/routes';

const ROOT = path.resolve('content');

function list(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? list(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

const read = (file: string) => matter(fs.readFileSync(file, 'utf8'));
const rel = (file: string) => path.relative(path.resolve('.'), file).split(path.sep).join('/');
const docFiles = list(path.join(ROOT, 'docs'));
const postFiles = list(path.join(ROOT, 'blog'));
const docs = docFiles.map((file) => {
  const route = docRouteFromId(docIdFromRelativePath(path.relative(path.join(ROOT, 'docs'), file)));
  return { file: rel(file), route, body: read(file).content };
});

describe('documentation content', () => {
  it.each(DOC_ROUTES.map((r) => r.route))('the spec route %s has a page', (route) => {
    expect(docs.map((d) => d.route)).toContain(route);
  });

  it('has no page outside the spec routes', () => {
    expect(docs.map((d) => d.route).sort()).toEqual(DOC_ROUTES.map((r) => r.route).sort());
  });

  it.each(docs.map((d) => [d.file, d]))('%s reaches its word floor and has an h2', (_file, doc) => {
    const words = countWords(doc.body);
    expect({ file: doc.file, words, enough: words >= wordFloor(doc.file) }).toMatchObject({ enough: true });
    expect(hasH2(doc.body)).toBe(true);
  });

  it.each(docs.filter((d) => d.route.endsWith('/')).map((d) => [d.route, d]))('index page %s links to every page under it', (route, doc) => {
    const links = linkedPaths(doc.body);
    const under = docs.filter((d) => d.route !== route && d.route.startsWith(route)).map((d) => d.route);
    expect(under.filter((r) => !links.has(r))).toEqual([]);
  });
});

describe('blog content', () => {
  const posts = postFiles.map((file) => ({ file: rel(file), parsed: read(file) }));

  it.each(posts.map((p) => [p.file, p]))('%s has its front matter, an h2-worthy body and 300+ words', (file, post) => {
    const fm = validateBlogFrontmatter(post.parsed.data, file);
    expect(fm.description).toBeTruthy();
    expect(fm.tags.length).toBeGreaterThan(0);
    expect(countWords(post.parsed.content)).toBeGreaterThanOrEqual(wordFloor(file));
  });

  it('has at least 12 posts over at least three years, 2024 to 2026', () => {
    const years = new Set(posts.map((p) => validateBlogFrontmatter(p.parsed.data, p.file).date.slice(0, 4)));
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect([...years].sort()).toEqual(expect.arrayContaining(['2024', '2025', '2026']));
  });
});
