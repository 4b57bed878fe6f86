/** The home page, from the site model: the topics, the newest posts and where the docs start. */
import type { Actions } from 'gatsby';
import { siteConfig } from '../../src/config/site';
import { tagLinks } from '../../src/lib/tags';
import { localizedRoute } from '../../src/lib/locales';
import type { HomeContext } from '../../src/lib/pageContexts';
import type { LocaleSite } from '../site';
import type { CreatedRoute } from './docs';
import { dateText } from './words';
import { reactPageRoutes } from '../reactPages';

/** How many of the newest posts the home page lists. */
const LATEST_POSTS = 3;

export function createHomePage(site: LocaleSite, createPage: Actions['createPage'], templateOf: (name: string) => string): CreatedRoute[] {
  // Docs or the blog at the site's root (`routeBasePath: '/'`, Docusaurus's docs-only or blog-only mode) have the root's page.
  if (siteConfig.docs.routeBasePath === '/' || siteConfig.blog.routeBasePath === '/') return [];
  // A React page of the site's at the root (a Docusaurus site's src/pages/index) is its home page.
  if (reactPageRoutes(process.cwd()).has(localizedRoute(site.locale, '/'))) return [];
  const { summaries, sidebarLinks, homeTopics, tagInfo } = site.model;
  const context: HomeContext = {
    start: Object.values(sidebarLinks)[0] ?? localizedRoute(site.locale, siteConfig.docs.routeBasePath),
    topics: homeTopics,
    // The home page shows a post's description, not its excerpt: the excerpt stays out of its page data.
    latestPosts: summaries.slice(0, LATEST_POSTS).map((post) => ({ ...post, tagLinks: tagLinks(post.tags, tagInfo), dateText: dateText(site, post.date) })),
  };
  const path = localizedRoute(site.locale, '/');
  createPage({ path, component: templateOf('Home'), context });
  return [{ path, source: 'home page' }];
}
