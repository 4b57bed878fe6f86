import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../config/site';
import { groupPostsByTag, groupPostsByYear, paginate, sortPostsNewestFirst, type PostSummary } from '../lib/blog';
import { resolveDocSidebarLinks } from '../lib/config/validate';
import { findDuplicateRoutes } from '../lib/links';
import { blogListRoute, blogTagRoute, blogYearRoute } from '../lib/routes';
import {
  adjacentLinks,
  buildSidebars,
  flattenSidebar,
  getDoc,
  pruneSidebar,
  sidebarBreadcrumbs,
  type Breadcrumb,
  type SidebarItem,
} from '../lib/sidebar';
import { docsFromNodes, postsFromNodes, type ContentDoc, type MdxNodeWithFields } from './content';
import { writeDocSearchAssets, writeKatexAssets } from './vendorAssets';

const template = (name: string) => path.resolve(__dirname, `../templates/${name}.tsx`);

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, store }) => {
  const { createPage } = actions;
  const result = await graphql<{ allMdx: { nodes: MdxNodeWithFields[] } }>(`
    {
      allMdx {
        nodes {
          id
          fields { kind slug docId sourcePath title description date tags sidebarPosition sidebarLabel words hasMath }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content', result.errors);
    return;
  }
  const nodes = result.data.allMdx.nodes;
  const docs = docsFromNodes(nodes);
  const posts = sortPostsNewestFirst(postsFromNodes(nodes));
  const routes: { path: string; source: string }[] = [];
  const sourceOf = new Map(nodes.map((n) => [n.id, n.fields?.sourcePath ?? n.id]));

  let sidebars: Record<string, SidebarItem[]>;
  try {
    sidebars = buildSidebars(siteConfig.docs.sidebars, docs);
    resolveDocSidebarLinks(siteConfig.navbar.items, sidebars);
    for (const version of siteConfig.docs.versions) getDoc(docs, version.mainDocId);
  } catch (error) {
    reporter.panicOnBuild(`src/config/site.ts: ${(error as Error).message}`);
    return;
  }

  const siteDir: string = store.getState().program.directory;
  const publicDir = path.join(siteDir, 'public');
  const sidebarUrls = await writeSidebarFiles(sidebars, publicDir);
  const katexCss = await writeKatexAssets(siteDir, publicDir);
  await writeDocSearchAssets(siteDir, publicDir);
  const hasMath = new Set(nodes.filter((n) => n.fields?.hasMath).map((n) => n.id));
  const stylesheetsOf = (nodeId: string) => (hasMath.has(nodeId) ? [katexCss] : []);
  // The two fonts nearly every formula uses: fetched with the stylesheet, they
  // are in before the math is laid out, so text around formulas does not shift.
  const katexFonts = ['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2'].map((f) => katexCss.replace(/[^/]+$/, `fonts/${f}`));
  const fontsOf = (nodeId: string) => (hasMath.has(nodeId) ? katexFonts : []);
  const sidebarOf = new Map<string, string>();
  for (const [id, items] of Object.entries(sidebars)) for (const link of flattenSidebar(items)) sidebarOf.set(link.href, id);
  const byId = new Map(docs.map((d) => [d.id, d]));

  for (const doc of docs) {
    const sidebarId = sidebarOf.get(doc.path) ?? null;
    const sidebar = sidebarId ? sidebars[sidebarId] : null;
    const { previous, next } = sidebar ? adjacentLinks(sidebar, doc.path) : { previous: null, next: null };
    createPage({
      path: doc.path,
      component: template('DocPage'),
      context: {
        id: doc.nodeId,
        stylesheets: stylesheetsOf(doc.nodeId),
        fonts: fontsOf(doc.nodeId),
        sidebarId,
        sidebar: sidebar ? pruneSidebar(sidebar, doc.path) : null,
        sidebarUrl: sidebarId ? sidebarUrls[sidebarId] : null,
        breadcrumbs: sidebar ? sidebarBreadcrumbs(sidebar, doc.path) : folderBreadcrumbs(doc, byId),
        previous,
        next,
      },
    });
    routes.push({ path: doc.path, source: sourceOf.get(doc.nodeId)! });
  }

  // The docs root: the version's landing page, with the main sidebar collapsed.
  const [mainSidebarId] = Object.keys(sidebars);
  for (const version of siteConfig.docs.versions) {
    createPage({
      path: version.path,
      component: template('DocsRoot'),
      context: {
        sidebarId: mainSidebarId,
        sidebar: pruneSidebar(sidebars[mainSidebarId], version.path),
        sidebarUrl: sidebarUrls[mainSidebarId],
        sections: docsRootSections(sidebars[mainSidebarId], byId),
        mainDoc: getDoc(docs, version.mainDocId).path,
      },
    });
    routes.push({ path: version.path, source: `docs version "${version.name}"` });
  }

  // Blog: the paginated list, a page per post, per year and per tag.
  const blog = siteConfig.blog;
  const summaries: PostSummary[] = posts.map(({ path: p, title, date, description, tags }) => ({ path: p, title, date, description, tags }));
  const years = groupPostsByYear(summaries);
  const sidebarByYear = years.map(({ year, posts: list }) => ({
    year,
    posts: list.map((p) => ({ title: p.title, path: p.path })),
  }));
  for (const page of paginate(summaries, blog.postsPerPage)) {
    const pagePath = blogListRoute(page.page, blog.routeBasePath);
    createPage({
      path: pagePath,
      component: template('BlogList'),
      context: {
        heading: blog.title,
        description: blog.description,
        posts: page.items,
        page: page.page,
        pageCount: page.pageCount,
        previousPage: page.page > 1 ? blogListRoute(page.page - 1, blog.routeBasePath) : null,
        nextPage: page.page < page.pageCount ? blogListRoute(page.page + 1, blog.routeBasePath) : null,
        blogSidebar: sidebarByYear,
      },
    });
    routes.push({ path: pagePath, source: 'blog list' });
  }
  posts.forEach((post, i) => {
    createPage({
      path: post.path,
      component: template('BlogPost'),
      context: {
        id: post.nodeId,
        stylesheets: stylesheetsOf(post.nodeId),
        fonts: fontsOf(post.nodeId),
        // Posts are listed newest first: the newer post is the previous entry.
        newer: i > 0 ? { title: posts[i - 1].title, path: posts[i - 1].path } : null,
        older: i < posts.length - 1 ? { title: posts[i + 1].title, path: posts[i + 1].path } : null,
        blogSidebar: sidebarByYear,
      },
    });
    routes.push({ path: post.path, source: sourceOf.get(post.nodeId)! });
  });
  for (const { year, posts: list } of years) {
    const yearPath = blogYearRoute(year, blog.routeBasePath);
    createPage({
      path: yearPath,
      component: template('BlogList'),
      context: { heading: `Posts from ${year}`, description: `Everything written in ${year}.`, posts: list, page: 1, pageCount: 1, previousPage: null, nextPage: null, blogSidebar: sidebarByYear },
    });
    routes.push({ path: yearPath, source: `blog year ${year}` });
  }
  const tags = groupPostsByTag(summaries);
  for (const { tag, posts: list } of tags) {
    const tagPath = blogTagRoute(tag, blog.routeBasePath);
    createPage({
      path: tagPath,
      component: template('BlogList'),
      context: { heading: `Posts tagged "${tag}"`, description: `${list.length} post${list.length === 1 ? '' : 's'} tagged ${tag}.`, posts: list, page: 1, pageCount: 1, previousPage: null, nextPage: null, blogSidebar: sidebarByYear },
    });
    routes.push({ path: tagPath, source: `blog tag ${tag}` });
  }
  createPage({
    path: `${blog.routeBasePath}/tags`,
    component: template('BlogTags'),
    context: { tags: tags.map(({ tag, posts: list }) => ({ tag, count: list.length, path: blogTagRoute(tag, blog.routeBasePath) })), blogSidebar: sidebarByYear },
  });

  for (const dup of findDuplicateRoutes(routes)) {
    reporter.warn(`Duplicate route ${dup.path}, created by: ${dup.sources.join(', ')}. The last one wins.`);
  }
};

/** Breadcrumbs for a doc outside every sidebar: the index docs of its parent folders. */
function folderBreadcrumbs(doc: ContentDoc, byId: Map<string, ContentDoc>): Breadcrumb[] {
  const parts = doc.id.split('/');
  const crumbs: Breadcrumb[] = [];
  const depth = parts[parts.length - 1] === 'index' ? parts.length - 2 : parts.length - 1;
  for (let i = 1; i <= depth; i++) {
    const dir = parts.slice(0, i).join('/');
    const parent = byId.get(`${dir}/index`) ?? byId.get(dir);
    if (parent && parent.id !== doc.id) crumbs.push({ label: parent.sidebarLabel ?? parent.title, href: parent.path });
  }
  return crumbs;
}

/** The cards of the docs root: each top-level category with its description and size. */
function docsRootSections(items: SidebarItem[], byId: Map<string, ContentDoc>) {
  const byPath = new Map([...byId.values()].map((d) => [d.path, d]));
  return items.map((item) => {
    const href = item.type === 'doc' ? item.href : item.href ?? flattenSidebar(item.items ?? [])[0]?.href ?? null;
    const doc = item.type === 'doc' ? byId.get(item.id) : item.href ? byPath.get(item.href) : undefined;
    return {
      label: item.label,
      href,
      description: doc?.description ?? null,
      pages: item.type === 'doc' ? 1 : flattenSidebar(item.items ?? []).length + (item.href ? 1 : 0),
    };
  });
}

/**
 * Writes each full sidebar to a content-hashed JSON file. Pages carry a pruned
 * sidebar; the full one is fetched only when a reader expands a collapsed category.
 */
async function writeSidebarFiles(sidebars: Record<string, SidebarItem[]>, publicDir: string): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  await fs.mkdir(path.join(publicDir, 'sidebars'), { recursive: true });
  for (const [id, items] of Object.entries(sidebars)) {
    const json = JSON.stringify(items);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const name = `${id}.${hash}.json`;
    await fs.writeFile(path.join(publicDir, 'sidebars', name), json);
    urls[id] = `/sidebars/${name}`;
  }
  return urls;
}

