/** The blog's pages, from the site model: the paginated list, each post, each year and each tag, and the tag index. */
import { twinPath } from '../../lib/routes';
import type { Actions } from 'gatsby';
import { siteConfig } from '../../config/site';
import { paginate, type PostSummary } from '../../lib/blog';
import { blogListRoute, blogYearRoute } from '../../lib/routes';
import type { PageAssets } from '../assets';
import type { Site } from '../site';
import { cardContext, type CreatedRoute } from './docs';
import type { SocialCard } from '../../lib/socialCard';

export function createBlogPages(site: Site, assets: PageAssets, createPage: Actions['createPage'], templateOf: (name: string) => string, cards: ReadonlyMap<string, SocialCard> = new Map()): CreatedRoute[] {
  const { posts, listedPosts, summaries: listedSummaries, years, tags, tagInfo } = site.model;
  const tagLinks = (keys: readonly string[]) => keys.map((key) => ({ label: tagInfo.get(key)!.label, path: tagInfo.get(key)!.path }));
  const blog = siteConfig.blog;
  const routes: CreatedRoute[] = [];
  const blogSidebar = years.map(({ year, posts: list }) => ({ year, posts: list.map((p) => ({ title: p.title, path: p.path })) }));
  // Lists show a post's excerpt (the part above its truncate marker) when it has one.
  const byPath = new Map(posts.map((p) => [p.path, { excerpt: site.rendered.get(p.nodeId)?.excerpt ?? null, authors: p.authors }]));
  const withExcerpts = (list: PostSummary[]) => list.map((p) => ({ ...p, ...byPath.get(p.path), tagLinks: tagLinks(p.tags) }));
  const summaries = withExcerpts(listedSummaries);
  const list = (path: string, source: string, context: Record<string, unknown>) => {
    createPage({ path, component: templateOf('BlogList'), context: { previousPage: null, nextPage: null, page: 1, pageCount: 1, ...context, blogSidebar } });
    routes.push({ path, source });
  };

  for (const page of paginate(summaries, blog.postsPerPage)) {
    list(blogListRoute(page.page, blog.routeBasePath), 'blog list', {
      heading: blog.title,
      description: blog.description,
      posts: page.items,
      page: page.page,
      pageCount: page.pageCount,
      previousPage: page.page > 1 ? blogListRoute(page.page - 1, blog.routeBasePath) : null,
      nextPage: page.page < page.pageCount ? blogListRoute(page.page + 1, blog.routeBasePath) : null,
    });
  }
  posts.forEach((post) => {
    // Unlisted posts are built but not chained to the others.
    const i = listedPosts.indexOf(post);
    const math = site.rendered.get(post.nodeId)?.hasMath ? assets.math : { stylesheets: [], fonts: [] };
    createPage({
      path: post.path,
      component: templateOf('BlogPost'),
      context: {
        id: post.nodeId,
        ...math,
        // Front matter's, or the first paragraph's (src/node/site.ts).
        description: post.description,
        // Posts are listed newest first: the newer post is the previous entry.
        newer: i > 0 ? { title: listedPosts[i - 1].title, path: listedPosts[i - 1].path } : null,
        older: i >= 0 && i < listedPosts.length - 1 ? { title: listedPosts[i + 1].title, path: listedPosts[i + 1].path } : null,
        unlisted: post.unlisted,
        authors: post.authors,
        tagLinks: tagLinks(post.tags),
        blogSidebar,
        card: cardContext(cards.get(post.path)),
        // Where the page menu finds the page's Markdown twin (src/lib/twins.ts).
        twin: twinPath(post.path),
      },
    });
    routes.push({ path: post.path, source: post.sourcePath });
  });
  for (const { year, posts: yearPosts } of years) {
    list(blogYearRoute(year, blog.routeBasePath), `blog year ${year}`, { heading: `Posts from ${year}`, description: `Everything written in ${year}.`, posts: withExcerpts(yearPosts) });
  }
  for (const { tag, posts: tagged } of tags) {
    const info = tagInfo.get(tag)!;
    list(info.path, `blog tag ${tag}`, {
      heading: `Posts tagged "${info.label}"`,
      description: info.description ?? `${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged ${info.label}.`,
      posts: withExcerpts(tagged),
    });
  }
  // Author pages, as Docusaurus makes them for authors.yml entries with `page`: their posts, and an index of them.
  const { authorPages } = site.model;
  for (const { author, posts: theirs } of authorPages) {
    for (const page of paginate(withExcerpts(theirs), blog.postsPerPage)) {
      const route = (n: number) => (n <= 1 ? author.page! : `${author.page}/page/${n}`);
      list(route(page.page), `blog author ${author.key}`, {
        heading: author.name,
        description: author.title ?? `Posts by ${author.name}.`,
        author,
        posts: page.items,
        page: page.page,
        pageCount: page.pageCount,
        previousPage: page.page > 1 ? route(page.page - 1) : null,
        nextPage: page.page < page.pageCount ? route(page.page + 1) : null,
      });
    }
  }
  if (authorPages.length > 0) {
    const path = `${blog.routeBasePath}/authors`;
    createPage({ path, component: templateOf('BlogAuthorsIndex'), context: { authors: authorPages.map(({ author, posts: theirs }) => ({ author, count: theirs.length })), blogSidebar } });
    routes.push({ path, source: 'blog authors' });
  }
  createPage({
    path: `${blog.routeBasePath}/tags`,
    component: templateOf('BlogTags'),
    context: { tags: tags.map(({ tag, posts: tagged }) => ({ tag: tagInfo.get(tag)!.label, count: tagged.length, path: tagInfo.get(tag)!.path })), blogSidebar },
  });
  return routes;
}
