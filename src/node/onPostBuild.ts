import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../config/site';
import { sortPostsNewestFirst } from '../lib/blog';
import { buildAtom, buildRss, type FeedOptions } from '../lib/feeds';
import { checkLinks, extractLinksAndIds, formatLinkProblems, type BuiltPage } from '../lib/links';

/** Writes the blog feeds, then checks every link of the built site. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, store }) => {
  const publicDir = path.join(store.getState().program.directory, 'public');
  await writeFeeds(graphql as never, publicDir);

  const files = await listFiles(publicDir);
  const pages: BuiltPage[] = [];
  const otherFiles = new Set<string>();
  for (const file of files) {
    const rel = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
    if (rel.endsWith('.html')) {
      const html = await fs.readFile(file, 'utf8');
      const pagePath = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
      pages.push({ path: pagePath, ...extractLinksAndIds(html) });
    } else {
      otherFiles.add(rel);
    }
  }
  const report = checkLinks(pages, otherFiles);
  if (report.missingAnchors.length > 0) {
    reporter.warn(`Links to anchors that do not exist (${report.missingAnchors.length}):\n${formatLinkProblems(report.missingAnchors)}`);
  }
  if (report.broken.length > 0) {
    reporter.panicOnBuild(
      `Broken links: ${report.broken.length} link${report.broken.length === 1 ? '' : 's'} to pages that do not exist:\n${formatLinkProblems(report.broken)}`,
    );
    return;
  }
  reporter.info(`Link check: ${pages.length} pages, every internal link resolves`);
};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name));
}

interface FeedQuery {
  allMdx: { nodes: { fields: { kind: string; slug: string; title: string; date: string | null; description: string | null; tags: string[]; html: string } | null }[] };
}

async function writeFeeds(graphql: <T>(q: string) => Promise<{ data?: T }>, publicDir: string): Promise<void> {
  const { data } = await graphql<FeedQuery>(`{ allMdx { nodes { fields { kind slug title date description tags html } } } }`);
  const posts = sortPostsNewestFirst(
    (data?.allMdx.nodes ?? [])
      .map((n) => n.fields)
      .filter((f): f is NonNullable<typeof f> => f?.kind === 'post' && !!f.date)
      .map((f) => ({ path: f.slug, title: f.title, date: f.date!, description: f.description, tags: f.tags, html: f.html })),
  ).slice(0, 20);
  const { url, blog } = { url: siteConfig.url, blog: siteConfig.blog };
  const base: Omit<FeedOptions, 'feedUrl'> = {
    title: `${siteConfig.title} · ${blog.title}`,
    description: blog.description,
    siteUrl: `${url}${blog.routeBasePath}`,
    language: siteConfig.i18n.defaultLocale,
    author: siteConfig.author,
    copyright: siteConfig.footer.copyright,
    items: posts.map((p) => ({ ...p, url: `${url}${p.path}`, html: absolutiseLinks(p.html, url) })),
  };
  const dir = path.join(publicDir, blog.routeBasePath.replace(/^\//, ''));
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'rss.xml'), buildRss({ ...base, feedUrl: `${url}${blog.routeBasePath}/rss.xml` }));
  await fs.writeFile(path.join(dir, 'atom.xml'), buildAtom({ ...base, feedUrl: `${url}${blog.routeBasePath}/atom.xml` }));
}

/** Feed readers show content away from the site: site-relative links must carry the origin. */
function absolutiseLinks(html: string, origin: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}
