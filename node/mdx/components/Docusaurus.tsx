/**
 * The few `@docusaurus/*` modules content commonly imports, for build-time
 * rendering: `Link` (a plain anchor; content links are routed in the browser
 * by src/components/MdxHtml), `useBaseUrl`, and `BrowserOnly` (its fallback:
 * content is HTML made at build time).
 */
import type { ReactNode } from 'react';
import { siteConfig } from '../../../src/config/site';

export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; className?: string; title?: string }) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}

/** Prefixes a site path with the base URL, as Docusaurus's `useBaseUrl` does; full URLs pass through. */
export function useBaseUrl(url: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  return `${siteConfig.baseUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

export function BrowserOnly({ fallback }: { fallback?: ReactNode; children?: () => ReactNode }) {
  return <>{fallback ?? null}</>;
}
