/** The blog's pages, from the site model: the paginated list, each post, each year and each tag, the authors' pages, and the tag index. */
import type { Actions } from 'gatsby';
import { siteHasBlog } from '../../src/lib/blogPresence';
import { siteConfig } from '../../src/config/site';
import { paginate, type PostSummary } from '../../src/lib/blog';
import { basePrefix, blogListRoute, blogYearRoute, twinPath } from '../../src/lib/routes';
import { localizedRoute } from '../../src/lib/locales';
import { tagLinks } from '../../src/lib/tags';
import type { SocialCard } from '../../src/lib/socialCard';
import type { PageAssets } from '../assets';
import type { LocaleSite } from '../site';
import { contentContext } from './content';
import { dateText, pluralForm } from './words';
import { translator } from '../themeMessages';
import { cardContext, type CreatedRoute } from './docs';

/** What every blog page creator shares: the site, where pages go, and the blog sidebar every blog page shows. */
interface Blog {
  site: LocaleSite;
  page: (path: string, template: string, source: string, context: Record<string, unknown>) => void;
  blogSidebar: { year: number; posts: { title: string; path: string }[] }[];
  tagLinks: (keys: readonly string[]) => { label: string; path: string }[];
  /** Posts as lists show them: with their excerpt, authors, tag links and date in the locale's words. */
  listed: (list: PostSummary[]) => PostSummary[];
}

export function createBlogPages(
  site: LocaleSite,
  assets: PageAssets,
  createPage: Actions['createPage'],
  templateOf: (name: string) => string,
  cards: ReadonlyMap<string, SocialCard> = new Map(),
): CreatedRoute[] {
  if (!siteHasBlog()) return [];
  const { posts, years, tagInfo } = site.model;
  const routes: CreatedRoute[] = [];
  // Lists show a post's excerpt (the part above its truncate marker) when it has one.
  const byPath = new Map(posts.map((p) => [p.path, { excerpt: site.rendered.get(p.nodeId)?.excerpt ?? null, authors: p.authors }]));
  const blog: Blog = {
    site,
    page: (path, template, source, context) => {
      createPage({ path, component: templateOf(template), context: { ...context, blogSidebar: blog.blogSidebar } });
      routes.push({ path, source });
    },
    blogSidebar: years.map(({ year, posts: list }) => ({ year, posts: list.map((p) => ({ title: p.title, path: p.path })) })),
    tagLinks: (keys) => tagLinks(keys, tagInfo),
    listed: (list) => list.map((p) => ({ ...p, ...byPath.get(p.path), tagLinks: tagLinks(p.tags, tagInfo), dateText: dateText(site, p.date) })),
  };
  createListPages(blog);
  createPostPages(blog, assets, cards);
  createAuthorPages(blog);
  return routes;
}

/** A list of posts (BlogList), with the pagination fields a one-page list has. */
function listPage(blog: Blog, path: string, source: string, context: Record<string, unknown>): void {
  blog.page(path, 'BlogList', source, { previousPage: null, nextPage: null, page: 1, pageCount: 1, ...context });
}

/** The paginated list of every listed post, each year's and each tag's list, and the tag index. */
function createListPages(blog: Blog): void {
  const { summaries, years, tags, tagInfo } = blog.site.model;
  const { title, description, postsPerPage } = siteConfig.blog;
  const routeBasePath = localizedRoute(blog.site.locale, siteConfig.blog.routeBasePath);
  for (const page of paginate(blog.listed(summaries), postsPerPage)) {
    listPage(blog, blogListRoute(page.page, routeBasePath), 'blog list', {
      heading: title,
      description,
      posts: page.items,
      page: page.page,
      pageCount: page.pageCount,
      previousPage: page.page > 1 ? blogListRoute(page.page - 1, routeBasePath) : null,
      nextPage: page.page < page.pageCount ? blogListRoute(page.page + 1, routeBasePath) : null,
    });
  }
  const translate = translator(blog.site.themeMessages);
  for (const { year, posts } of years) {
    listPage(blog, blogYearRoute(year, routeBasePath), `blog year ${year}`, {
      heading: translate({ id: 'theme.blog.year.title', message: 'Posts from {year}', description: "The title of a year's list of posts" }, { year }),
      description: translate(
        { id: 'theme.blog.year.description', message: 'Everything written in {year}.', description: "The description of a year's list of posts" },
        { year },
      ),
      posts: blog.listed(posts),
    });
  }
  for (const { tag, posts } of tags) {
    const info = tagInfo.get(tag)!;
    const nPosts = pluralForm(
      blog.site.locale.htmlLang,
      translate({
        id: 'theme.blog.post.plurals',
        message: '{count} post|{count} posts',
        description: 'How many posts, in each plural form of the language, separated by |',
      }),
      posts.length,
    );
    listPage(blog, info.path, `blog tag ${tag}`, {
      heading: translate(
        { id: 'theme.blog.tag.title', message: 'Posts tagged "{tagName}"', description: "The title of a tag's list of posts" },
        { tagName: info.label },
      ),
      description:
        info.description ??
        translate(
          { id: 'theme.blog.tag.description', message: '{nPosts} tagged {tagName}.', description: "The description of a tag's list of posts" },
          { nPosts, tagName: info.label },
        ),
      posts: blog.listed(posts),
    });
  }
  blog.page(`${basePrefix(routeBasePath)}/tags`, 'BlogTags', 'blog tags', {
    tags: tags.map(({ tag, posts }) => ({ tag: tagInfo.get(tag)!.label, count: posts.length, path: tagInfo.get(tag)!.path })),
  });
}

/** Each post, chained to the listed posts before and after it. */
function createPostPages(blog: Blog, assets: PageAssets, cards: ReadonlyMap<string, SocialCard>): void {
  const { posts, listedPosts } = blog.site.model;
  for (const post of posts) {
    // Unlisted posts are built but not chained to the others.
    const i = listedPosts.indexOf(post);
    blog.page(post.path, 'BlogPost', post.sourcePath, {
      ...contentContext(blog.site, post, assets),
      // Posts are listed newest first: the newer post is the previous entry.
      newer: i > 0 ? { title: listedPosts[i - 1].title, path: listedPosts[i - 1].path } : null,
      older: i >= 0 && i < listedPosts.length - 1 ? { title: listedPosts[i + 1].title, path: listedPosts[i + 1].path } : null,
      authors: post.authors,
      tagLinks: blog.tagLinks(post.tags),
      dateText: dateText(blog.site, post.date),
      card: cardContext(cards.get(post.path)),
      // Where the page menu finds the page's Markdown twin (src/lib/twins.ts).
      twin: twinPath(post.path),
    });
  }
}

/** Author pages, as Docusaurus makes them for authors.yml entries with `page`: their posts, and an index of them. */
function createAuthorPages(blog: Blog): void {
  const { authorPages } = blog.site.model;
  const { postsPerPage } = siteConfig.blog;
  const routeBasePath = localizedRoute(blog.site.locale, siteConfig.blog.routeBasePath);
  const translate = translator(blog.site.themeMessages);
  for (const { author, posts } of authorPages) {
    const route = (n: number) => (n <= 1 ? author.page! : `${author.page}/page/${n}`);
    for (const page of paginate(blog.listed(posts), postsPerPage)) {
      listPage(blog, route(page.page), `blog author ${author.key}`, {
        heading: author.name,
        description:
          author.title ??
          translate(
            { id: 'theme.blog.author.description', message: 'Posts by {name}.', description: "The description of an author's page" },
            { name: author.name },
          ),
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
    blog.page(`${basePrefix(routeBasePath)}/authors`, 'BlogAuthorsIndex', 'blog authors', {
      authors: authorPages.map(({ author, posts }) => ({ author, count: posts.length })),
    });
  }
}
