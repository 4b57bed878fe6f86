/**
 * The JSON-LD of a built page, and the link to its Markdown twin, from its
 * page data (what `page-data.json` holds: the template's chunk name and the
 * page's context, where a doc or a post has its `content`). Written into the page's HTML by
 * gatsby-ssr.tsx, outside what React renders: crawlers and agents read each
 * page's HTML (or its DOM, which keeps it), and no code of it ships to readers.
 */
import { twinPath } from './routes';
import { absoluteUrl, blogPosting, breadcrumbList, webSite, type VisibleCrumb } from './structuredData';

export interface BuiltPageData {
  componentChunkName: string;
  result: { data?: Record<string, unknown> | null; pageContext?: Record<string, unknown> | null };
}

export interface SiteFacts {
  url: string;
  name: string;
  description: string;
  language: string;
  searchRoute: string;
  /** The route of the docs home, the first crumb of every doc. */
  docsHome: string;
}

/** What JSON-LD reads of a doc's or a post's `content` (src/lib/pageContexts.ts). */
interface DocFields {
  title: string;
  slug: string;
  description?: string | null;
  date?: string | null;
  page: { keywords?: string[]; image?: string | null; lastUpdate?: { date: string | null } | null };
}
interface Byline {
  name: string;
  url: string | null;
  page: string | null;
}

const TEMPLATES = {
  doc: 'component---src-templates-doc-page-tsx',
  categoryIndex: 'component---src-templates-category-index-tsx',
  post: 'component---src-templates-blog-post-tsx',
  home: 'component---src-templates-home-tsx',
} as const;

const contentOf = (page: BuiltPageData) => page.result.pageContext?.content as DocFields | undefined;

/** The JSON-LD objects of a page; none for the pages that describe nothing of their own (lists, tags, search). */
export function pageStructuredData(page: BuiltPageData, site: SiteFacts): Record<string, unknown>[] {
  const context = page.result.pageContext ?? {};
  const fields = contentOf(page);
  const home = { label: 'Docs', href: site.docsHome };
  switch (page.componentChunkName) {
    case TEMPLATES.doc:
      if (!fields) return [];
      return [breadcrumbList(site.url, home, (context.breadcrumbs as VisibleCrumb[]) ?? [], { label: fields.title, route: fields.slug })];
    case TEMPLATES.categoryIndex:
      return [
        breadcrumbList(site.url, home, (context.breadcrumbs as VisibleCrumb[]) ?? [], { label: context.title as string, route: context.indexPath as string }),
      ];
    case TEMPLATES.post: {
      if (!fields?.date) return [];
      const authors = ((context.authors as Byline[]) ?? []).map((a) => ({ name: a.name, url: a.page ? absoluteUrl(site.url, a.page) : a.url }));
      return [
        blogPosting(site.url, {
          route: fields.slug,
          title: fields.title,
          description: fields.description ?? null,
          datePublished: fields.date,
          dateModified: fields.page.lastUpdate?.date ?? null,
          // Where the byline links each name: the author's page on the blog, else their own URL.
          authors,
          image: fields.page.image ?? null,
          keywords: fields.page.keywords ?? [],
        }),
      ];
    }
    case TEMPLATES.home:
      return [webSite(site.url, { name: site.name, description: site.description, searchRoute: site.searchRoute, language: site.language })];
    default:
      return [];
  }
}

/** The absolute URL of a doc's or post's Markdown twin (src/lib/twins.ts), for its `<link rel="alternate">`; null for other pages. */
export function pageTwinUrl(page: BuiltPageData, siteUrl: string): string | null {
  const slug = contentOf(page)?.slug;
  if (!slug || (page.componentChunkName !== TEMPLATES.doc && page.componentChunkName !== TEMPLATES.post)) return null;
  return absoluteUrl(siteUrl, twinPath(slug));
}
