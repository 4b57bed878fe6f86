/**
 * JSON-LD for a page's `<head>` (https://developers.google.com/search/docs/appearance/structured-data):
 * the breadcrumb trail of a doc, a post as a `BlogPosting`, and the site as a
 * `WebSite` with its search. Built from what the page shows, with absolute URLs.
 */

/** Marks the JSON-LD elements of a page's HTML, which describe that page only. */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-structured-data';

/** A crumb as the page shows it: a linked category has its route, an unlinked one none. */
export interface VisibleCrumb {
  label: string;
  href: string | null;
}

type JsonLd = Record<string, unknown>;

/** An absolute URL for a route of the site (`siteUrl` has no trailing slash). */
export const absoluteUrl = (siteUrl: string, route: string) =>
  /^https?:\/\//.test(route) ? route : `${siteUrl.replace(/\/$/, '')}${route.startsWith('/') ? route : `/${route}`}`;

/**
 * The `BreadcrumbList` of a doc: the docs home, each linked crumb, then the page
 * itself. Google requires every `ListItem` but the last to have an `item` URL
 * (schema.org: "a chain of linked Web pages"), so a category the sidebar shows
 * without a link, which is no page, is left out of the list; Docusaurus sites
 * that kept it got "Missing field item" (facebook/docusaurus#10983).
 */
export function breadcrumbList(
  siteUrl: string,
  home: VisibleCrumb & { href: string },
  crumbs: readonly VisibleCrumb[],
  current: { label: string; route: string },
): JsonLd {
  const linked = [home, ...crumbs].filter((c): c is VisibleCrumb & { href: string } => c.href !== null && c.href !== current.route);
  const items = [...linked.map((c) => ({ name: c.label, url: c.href })), { name: current.label, url: current.route }];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absoluteUrl(siteUrl, item.url) })),
  };
}

export interface PostFacts {
  route: string;
  title: string;
  description: string | null;
  /** `YYYY-MM-DD` */
  datePublished: string;
  /** `YYYY-MM-DD`, the page's last update when it has one. */
  dateModified: string | null;
  authors: readonly { name: string; url: string | null }[];
  /** A site path or a URL. */
  image: string | null;
  keywords: readonly string[];
}

/** A post as a `BlogPosting` (Google's Article properties: headline, dates, authors with a name and a URL, image). */
export function blogPosting(siteUrl: string, post: PostFacts): JsonLd {
  const url = absoluteUrl(siteUrl, post.route);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    ...(post.description ? { description: post.description } : {}),
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    ...(post.authors.length > 0 ? { author: post.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })) } : {}),
    ...(post.image ? { image: absoluteUrl(siteUrl, post.image) } : {}),
    ...(post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
  };
}

/** The site as a `WebSite`, with the search page as its `SearchAction` (`{search_term_string}` in the URL template). */
export function webSite(siteUrl: string, site: { name: string; description: string; searchRoute: string; language: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    url: absoluteUrl(siteUrl, '/'),
    name: site.name,
    description: site.description,
    inLanguage: site.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, site.searchRoute)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON whose `<`, `>`
 * and `&` are escaped, so that a title holding `</script>` stays data and
 * cannot end the element (https://html.spec.whatwg.org/multipage/scripting.html#restrictions-for-contents-of-script-elements).
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
