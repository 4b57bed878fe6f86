/**
 * `<Link to="/docs/intro">` of @docusaurus/Link: a route of the site is Gatsby's `Link` (routed in
 * the browser, in the page's locale), `href` or a full URL a plain anchor, another site's opening in
 * a new tab as Docusaurus's opens it (https://docusaurus.io/docs/docusaurus-core#link).
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { LocaleLink } from '../components/LocaleLink';
import { siteConfig } from '../config/site';
import { withBaseUrl } from './useBaseUrl';

export interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  /** A class added while the link's route is the page's, as a navbar link has it. */
  activeClassName?: string;
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
}

const FULL_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A route without the base URL, which Gatsby's Link adds (its `pathPrefix`). */
const route = (to: string) => (siteConfig.baseUrl !== '/' && to.startsWith(siteConfig.baseUrl) ? `/${to.slice(siteConfig.baseUrl.length)}` : to);

export default function Link({ to, href, activeClassName, isNavLink: _isNavLink, autoAddBaseUrl = true, children, ...rest }: Props) {
  const target = to ?? href ?? '';
  if (FULL_URL.test(target)) {
    const external = /^https?:|^\/\//i.test(target) && !target.startsWith(siteConfig.url);
    return (
      <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  if (to === undefined || target.startsWith('#')) {
    return (
      <a href={autoAddBaseUrl ? withBaseUrl(target) : target} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <LocaleLink to={route(target)} activeClassName={activeClassName} {...(rest as object)}>
      {children}
    </LocaleLink>
  );
}
