import type { HeadProps, PageProps } from 'gatsby';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { DocLayout, DocsFrame } from '../components/DocLayout';
import { DocFooter } from '../components/DocFooter';
import { DocPaginator } from '../components/DocPaginator';
import { MdxHtml } from '../components/MdxHtml';
import { PageTitle } from '../components/PageMenu';
import { ContentSeo } from '../components/Seo/ContentSeo';
import { UnlistedBanner } from '../components/UnlistedBanner';
import { DocVersionBadge, PageNotices } from '../components/PageNotices';
import { contentLanguage } from '../lib/pageNotices';
import type { PageVersion } from '../lib/versionLinks';
import type { TextPart } from '../lib/textParts';
import type { Breadcrumb, SidebarDoc } from '../lib/sidebar';
import { pageToc } from '../lib/toc';
import type { ContentPageContext } from '../lib/pageContexts';

interface Context extends ContentPageContext {
  breadcrumbs: Breadcrumb[];
  previous: SidebarDoc | null;
  next: SidebarDoc | null;
  docsVersion: PageVersion;
  /** "Last updated on {date} by {author}" in the page's locale (node/pages/words.ts). */
  lastUpdated: TextPart[] | null;
  /** The docs version's PDF, when the build writes one (node/docsPdf.ts). */
  pdf: { href: string; name: string } | null;
}

/** A doc. The frame around it draws its sidebar from the page's context (src/wrapPageElement.tsx). */
export default function DocPage({ pageContext }: PageProps<object, Context>) {
  const { title, page, unlisted, html, headings, contentTitle } = pageContext.content;
  const toc = pageToc(headings, page);
  const version = pageContext.docsVersion;
  return (
    <DocLayout toc={toc}>
      <article {...(process.env.GATSBY_SEVERAL_LOCALES === 'true' ? contentLanguage(pageContext.notices) : {})}>
        {(process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true' || process.env.GATSBY_SEVERAL_LOCALES === 'true') && (
          <PageNotices notices={pageContext.notices} />
        )}
        <Breadcrumbs items={pageContext.breadcrumbs} current={title} homeHref={version.path} />
        {process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true' && <DocVersionBadge label={pageContext.versionBadge} />}
        {unlisted && <UnlistedBanner />}
        {/* hide_title hides the front matter's title; the content's own `# heading` shows, as in Docusaurus. */}
        {(!page.hideTitle || contentTitle) && (
          <header>
            <PageTitle twin={pageContext.twin} pdf={pageContext.pdf}>
              {contentTitle ?? title}
            </PageTitle>
          </header>
        )}
        <MdxHtml html={html} />
        <DocFooter editUrl={page.editUrl} lastUpdated={pageContext.lastUpdated} />
      </article>
      <DocPaginator
        previous={pageContext.previous && { label: pageContext.previous.label, href: pageContext.previous.href }}
        next={pageContext.next && { label: pageContext.next.label, href: pageContext.next.href }}
      />
    </DocLayout>
  );
}

// Drawn beside the docs sidebar, which stays mounted from doc to doc (src/wrapPageElement.tsx).
DocPage.frame = DocsFrame;

export function Head({ pageContext }: HeadProps<object, Context>) {
  const version = pageContext.docsVersion;
  return <ContentSeo context={pageContext} docsearch={{ version: version.name }} canonical={version.canonical} />;
}
