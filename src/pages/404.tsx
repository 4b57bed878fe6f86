import { useEffect } from 'react';
import { Link, navigate, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import { lastDocsVersion } from '../config/docsVersions';
import { stripHtmlSuffix } from '../lib/routes';

/** Unknown routes. A `.html` URL is sent on to the page it names. */
export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    const target = stripHtmlSuffix(location.pathname);
    if (target) void navigate(`${target}${location.search}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash]);
  return (
    <div className="container" style={{ padding: '4rem 1rem', maxWidth: '48rem' }}>
      <h1>Page not found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link may be out of date, or the address mistyped. Go back to the <Link to="/">home page</Link>, browse the{' '}
        <Link to={lastDocsVersion.path}>documentation</Link> or the <Link to={siteConfig.blog.routeBasePath}>blog</Link>.
      </p>
    </div>
  );
}

export function Head() {
  return (
    <Seo title="Page not found" pathname="/404">
      <meta name="robots" content="noindex" />
    </Seo>
  );
}
