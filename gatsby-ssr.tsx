import { createElement } from 'react';
import type { GatsbySSR } from 'gatsby';
import { siteConfig } from './src/config/site';
import { lastDocsVersion } from './src/config/docsVersions';
import { hreflangAlternates, localeOfRoute, type SiteLocale } from './src/lib/locales';
import { siteLocales } from './node/siteLocales';
import { initScriptSource } from './src/lib/colorMode';
import { pageStructuredData, pageTwinUrl, type BuiltPageData } from './src/lib/pageStructuredData';
import { searchBackend } from './src/lib/search/settings';
import { SEARCH_INTENT_SCRIPT } from './src/lib/searchIntent';
import { jsonLdText, STRUCTURED_DATA_ATTRIBUTE } from './src/lib/structuredData';
import { INLINED_STYLESHEET_ATTRIBUTE } from './src/lib/stylesheets';
import { headTagProps, headTagsOf } from './src/lib/config/headTags';
import { siteHasBlog } from './src/lib/blogPresence';
import { Seo } from './src/components/Seo';
import { marked, takePageHead } from './src/docusaurus/pageHead';
import './src/styles/global.css';
import './src/styles/print.css';
import 'site-custom-css';

export { wrapPageElement } from './src/wrapPageElement';

/** Runs before first paint: the colour mode, and the search hotkeys until the page is interactive (src/lib/searchIntent.ts). */
const initScript =
  initScriptSource({
    defaultMode: siteConfig.colorMode.defaultMode,
    respectPrefersColorScheme: siteConfig.colorMode.respectPrefersColorScheme,
    announcementId: siteConfig.announcementBar?.id ?? null,
  }) + SEARCH_INTENT_SCRIPT;

/** The stylesheets a page may inline, by URL, put into this bundle by the build (node/inlinedStylesheets.ts). */
declare const __SITE_INLINED_STYLESHEETS__: Record<string, string>;

/**
 * The page's own stylesheets (its context's `stylesheets`, written to
 * `public/` by createPages), as `<style>` elements; see src/lib/stylesheets.ts.
 * Seo links them only in the browser, for client-side navigations.
 */
function pageStyles(pathname: string, pageData: BuiltPageData | null): React.ReactElement[] {
  // `gatsby develop` renders no page into its HTML: Seo links the stylesheets in the browser.
  if (!pageData) return [];
  const context = (pageData.result.pageContext ?? {}) as { stylesheets?: string[] };
  return (context.stylesheets ?? []).map((href) => {
    const css = __SITE_INLINED_STYLESHEETS__[href];
    if (css === undefined) throw new Error(`The page ${pathname} needs the stylesheet ${href}, which the build did not write (node/assets.ts)`);
    return <style key={href} {...{ [INLINED_STYLESHEET_ATTRIBUTE]: href }} dangerouslySetInnerHTML={{ __html: css }} />;
  });
}

const site = {
  url: siteConfig.url,
  name: siteConfig.title,
  description: siteConfig.tagline,
  language: siteConfig.i18n.defaultLocale,
  searchRoute: `/${siteConfig.search.searchPagePath}`,
  docsHome: lastDocsVersion.path,
};

/**
 * The page's JSON-LD and its twin's link (src/lib/pageStructuredData.ts), in the HTML only: none
 * of its code ships to readers, and Gatsby's head manager, which replaces what
 * pages render in `Head` when they hydrate, leaves it in place. gatsby-browser
 * removes it on the first client-side navigation, as it describes the first page.
 */
function structuredData(pageData: BuiltPageData | null): React.ReactElement[] {
  if (!pageData) return [];
  const twin = pageTwinUrl(pageData, site.url);
  return [
    ...pageStructuredData(pageData, site).map((data, i) => (
      <script key={`ld-${i}`} type="application/ld+json" {...{ [STRUCTURED_DATA_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
    )),
    // The page's Markdown twin, for agents (src/lib/twins.ts).
    ...(twin ? [<link key="twin" rel="alternate" type="text/markdown" title="Markdown" href={twin} {...{ [STRUCTURED_DATA_ATTRIBUTE]: '' }} />] : []),
  ];
}

const backend = searchBackend(siteConfig.search.appId, siteConfig.search.apiKey);

/** The icon's type, by its file's extension; none for an extension this does not know. */
const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const iconType = ICON_TYPES[/\.([a-z]+)(?:[?#].*)?$/i.exec(siteConfig.favicon)?.[1]?.toLowerCase() ?? ''];

/** The config's head tags (Docusaurus's `headTags`, `stylesheets` and `scripts`, src/lib/config/headTags.ts), after the site's own, on every page alike. */
const configHead = headTagsOf(siteConfig).map(({ tagName, innerHTML, ...tag }, i) =>
  createElement(tagName, {
    key: `config-${i}`,
    ...headTagProps({ tagName, ...tag }),
    ...(innerHTML === undefined ? {} : { dangerouslySetInnerHTML: { __html: innerHTML } }),
  }),
);

/**
 * What every page's head says alike, in the HTML only: it is the same after
 * any navigation, so none of it ships as code (Seo renders what differs).
 */
function siteHead(locale: SiteLocale): React.ReactElement[] {
  const { title, blog, search } = siteConfig;
  return [
    ...(siteConfig.favicon ? [<link key="icon" rel="icon" href={siteConfig.favicon} {...(iconType ? { type: iconType } : {})} />] : []),
    <meta key="og:site_name" property="og:site_name" content={title} />,
    // Open Graph writes a locale with an underscore: en_US.
    <meta key="og:locale" property="og:locale" content={locale.htmlLang.replace(/-/g, '_')} />,
    ...(siteHasBlog()
      ? [
          <link key="rss" rel="alternate" type="application/rss+xml" title={`${title} RSS`} href={`${blog.routeBasePath}/rss.xml`} />,
          <link key="atom" rel="alternate" type="application/atom+xml" title={`${title} Atom`} href={`${blog.routeBasePath}/atom.xml`} />,
        ]
      : []),
    <meta key="docsearch:language" name="docsearch:language" content={locale.code} />,
    ...(backend === 'algolia' ? [<link key="preconnect" rel="preconnect" href={`https://${search.appId}-dsn.algolia.net`} crossOrigin="anonymous" />] : []),
    // The installable web app the service worker makes of the site (node/offline.ts writes both files).
    ...(process.env.GATSBY_OFFLINE === 'true'
      ? [<link key="manifest" rel="manifest" href="/manifest.webmanifest" />, <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192.png" />]
      : []),
    ...configHead,
  ];
}

/**
 * What a Docusaurus page (src/pages, written with @theme/Layout and @docusaurus/Head) said of its head
 * as it rendered, which Gatsby's Head export does not carry: its title and description as the site's
 * pages give them (Seo), and its own elements (src/docusaurus/pageHead.tsx).
 */
function docusaurusPageHead(pathname: string): React.ReactElement[] {
  const head = takePageHead(pathname);
  if (!head) return [];
  return [...marked(Seo({ title: head.title, description: head.description, pathname })), ...marked(head.elements, 'page-head-own')];
}

/** Pages that exist in one locale only: no other language's page to name. */
const ONE_LOCALE_ONLY = /^\/(404(\.html)?|dev-404-page|__test__)(\/|$)/;

/**
 * The same page in each locale, for search engines (`hreflang`), on a site of several locales. In the
 * HTML only, as the structured data: a client-side navigation stays in its locale, and gatsby-browser
 * removes them with it.
 */
function localeAlternates(pathname: string): React.ReactElement[] {
  const locales = siteLocales();
  if (locales.length < 2 || ONE_LOCALE_ONLY.test(pathname)) return [];
  return hreflangAlternates(locales, pathname).map(({ hreflang, route }) => (
    <link key={`hreflang-${hreflang}`} rel="alternate" hrefLang={hreflang} href={`${site.url}${route}`} {...{ [STRUCTURED_DATA_ATTRIBUTE]: '' }} />
  ));
}

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, loadPageDataSync }) => {
  const locale = localeOfRoute(siteLocales(), pathname);
  setHtmlAttributes({
    lang: locale.htmlLang,
    dir: locale.direction,
    'data-theme': siteConfig.colorMode.defaultMode,
    // The embedded index is not Algolia: DocSearch's "Search by Algolia" footer is hidden then.
    'data-search-backend': backend,
  } as never);
  // First in <head>, before any stylesheet is applied: no flash of the wrong colour mode.
  // The page's data (Gatsby's page-data.json), which `gatsby develop` does not give here.
  const pageData = typeof loadPageDataSync === 'function' ? (loadPageDataSync(pathname) as BuiltPageData | null) : null;
  setHeadComponents([
    <script key="init" dangerouslySetInnerHTML={{ __html: initScript }} />,
    ...siteHead(locale),
    ...localeAlternates(pathname),
    ...docusaurusPageHead(pathname),
    ...pageStyles(pathname, pageData),
    ...structuredData(pageData),
  ]);
};
