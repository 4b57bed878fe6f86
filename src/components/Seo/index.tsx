import type React from 'react';
import { siteConfig } from '../../config/site';
import { docsVersionTag } from '../../lib/search/settings';
import { INLINED_STYLESHEET_ATTRIBUTE } from '../../lib/stylesheets';

export interface Props {
  /** Page title; the site title is appended. Absent on the home page. */
  title?: string;
  description?: string | null;
  /** Route of the page, for its URL. */
  pathname: string;
  /** Route of the page search engines should index instead, when it is another (an older docs version's page: the last version's). */
  canonical?: string;
  /** `article` for docs and posts. */
  type?: 'website' | 'article';
  /** Doc pages: the DocSearch facets, so crawled records carry them. */
  docsearch?: { version: string; docsPluginId?: string } | null;
  /**
   * Stylesheets only this page needs (KaTeX on pages with math). The page's
   * HTML has them inline (gatsby-ssr.tsx); they are linked only in the
   * browser, after a client-side navigation from a page without them.
   */
  stylesheets?: string[];
  /** Fonts to fetch early, because the page's first layout needs them (KaTeX's). */
  fonts?: string[];
  children?: React.ReactNode;
  /** Unlisted pages: built, but asked not to be indexed. */
  noindex?: boolean;
  keywords?: string[];
  /** Open Graph image: a site path or a URL (front matter's `image`). */
  image?: string | null;
  /** The page's social card (src/lib/socialCard.ts), shown when front matter names no image. */
  card?: { file: string; alt: string; width: number; height: number } | null;
}

/**
 * What a page's <head> says of the page: title, description, canonical URL,
 * Open Graph and Twitter tags. What every page's head says alike (icon, feeds,
 * site name, language, the search host) is in the HTML from gatsby-ssr.tsx.
 */
export function Seo({
  title,
  description,
  pathname,
  canonical = pathname,
  type = 'website',
  docsearch,
  stylesheets = [],
  fonts = [],
  children,
  noindex = false,
  keywords = [],
  image = null,
  card = null,
}: Props) {
  const fullTitle = title ? `${title} | ${siteConfig.title}` : `${siteConfig.title} · ${siteConfig.tagline}`;
  const desc = description ?? siteConfig.tagline;
  const url = `${siteConfig.url}${pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={`${siteConfig.url}${canonical}`} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      {image && <meta property="og:image" content={/^https?:/.test(image) ? image : `${siteConfig.url}${image}`} />}
      {!image && card && (
        <>
          <meta property="og:image" content={`${siteConfig.url}${card.file}`} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(card.width)} />
          <meta property="og:image:height" content={String(card.height)} />
          <meta property="og:image:alt" content={card.alt} />
        </>
      )}
      <meta name="twitter:card" content={image || card ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      {docsearch && <meta name="docsearch:version" content={docsearch.version} />}
      {docsearch && <meta name="docsearch:docusaurus_tag" content={docsVersionTag(docsearch.version, docsearch.docsPluginId)} />}
      {fonts.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      {stylesheets
        .filter((href) => typeof document !== 'undefined' && !document.querySelector(`style[${INLINED_STYLESHEET_ATTRIBUTE}="${CSS.escape(href)}"]`))
        .map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      {children}
    </>
  );
}
