import { useEffect, type ReactNode } from 'react';
import { Link, navigate, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import { lastDocsVersion } from '../config/docsVersions';
import { stripHtmlSuffix } from '../lib/routes';
import { translate } from '../i18n/translate';
import { siteLocales } from '../config/locales';
import { localeOfRoute, localizedRoute } from '../lib/locales';
import type { FrameContext } from '../lib/pageContexts';

/**
 * A route of the default locale in the 404 page's locale: the page's own (its frame's route,
 * node/onCreatePage.ts), not the address it is served for, so the first render matches the HTML.
 */
const inPageLocale = (route: string, framePathname = '/404.html') =>
  process.env.GATSBY_SEVERAL_LOCALES === 'true' ? localizedRoute(localeOfRoute(siteLocales, framePathname), route) : route;

/** Unknown routes, in each locale (node/onCreatePage.ts). A `.html` URL is sent on to the page it names. */
export default function NotFoundPage({ location, pageContext }: PageProps<object, FrameContext>) {
  const to = (route: string) => inPageLocale(route, pageContext.framePathname);
  useEffect(() => {
    const target = stripHtmlSuffix(location.pathname);
    if (target) void navigate(`${target}${location.search}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash]);
  const links: Record<string, ReactNode> = {
    homePage: (
      <Link to={to('/')}>{translate({ id: 'theme.NotFound.homePage', message: 'home page', description: 'The link to the home page on the 404 page' })}</Link>
    ),
    documentation: (
      <Link to={to(lastDocsVersion.path)}>
        {translate({ id: 'theme.NotFound.documentation', message: 'documentation', description: 'The link to the docs on the 404 page' })}
      </Link>
    ),
    blog: (
      <Link to={to(siteConfig.blog.routeBasePath)}>
        {translate({ id: 'theme.NotFound.blog', message: 'blog', description: 'The link to the blog on the 404 page' })}
      </Link>
    ),
  };
  // Each {link} of the sentence is its link.
  // A site without a blog (src/lib/blogPresence.ts) names none.
  const where = (
    process.env.GATSBY_HAS_BLOG !== 'false'
      ? translate({
          id: 'theme.NotFound.p2',
          message: 'The link may be out of date, or the address mistyped. Go back to the {homePage}, browse the {documentation} or the {blog}.',
          description: 'The second paragraph of the 404 page',
        })
      : translate({
          id: 'theme.NotFound.p2WithoutBlog',
          message: 'The link may be out of date, or the address mistyped. Go back to the {homePage} or browse the {documentation}.',
          description: 'The second paragraph of the 404 page, on a site without a blog',
        })
  )
    .split(/(\{\w+\})/)
    .map((part, i) => <span key={i}>{links[part.slice(1, -1)] ?? part}</span>);
  return (
    <div className="container" style={{ padding: '4rem 1rem', maxWidth: '48rem' }}>
      <h1>{translate({ id: 'theme.NotFound.title', message: 'Page not found', description: 'The title of the 404 page' })}</h1>
      <p>
        {translate({ id: 'theme.NotFound.p1', message: 'We could not find what you were looking for.', description: 'The first paragraph of the 404 page' })}
      </p>
      <p>{where}</p>
    </div>
  );
}

export function Head({ pageContext }: HeadProps<object, FrameContext>) {
  return (
    <Seo
      title={translate({ id: 'theme.NotFound.title', message: 'Page not found', description: 'The title of the 404 page' })}
      pathname={inPageLocale('/404', pageContext.framePathname)}
    >
      <meta name="robots" content="noindex" />
    </Seo>
  );
}
