import { Link, type HeadProps, type PageProps } from 'gatsby';
import { DocLayout, DocsFrame } from '../components/DocLayout';
import { Seo } from '../components/Seo';
import { DocVersionBadge, PageNotices } from '../components/PageNotices';
import type { PageVersion } from '../lib/versionLinks';
import type { PageNotice } from '../lib/pageNotices';
import type { DocsRootSection } from '../lib/docNavigation';
import * as styles from './DocsRoot.module.css';
import { translate } from '../i18n/translate';

interface Context {
  /** Each section, with how many pages it has in the page's locale's words. */
  sections: (DocsRootSection & { pagesText: string })[];
  /** Where to start: the version's main doc. */
  mainDoc: { href: string; title: string };
  docsVersion: PageVersion;
  notices?: PageNotice[];
  versionBadge?: string;
}

/** The docs root: one card per section of the sidebar. */
export default function DocsRoot({ pageContext }: PageProps<object, Context>) {
  // The main doc's link goes where the sentence says {mainDoc}.
  const [before, after = ''] = translate({
    id: 'theme.docs.root.start',
    message: 'Start with {mainDoc}, or pick a section.',
    description: "The docs' root's lead: where to start",
  }).split('{mainDoc}');
  return (
    <DocLayout toc={[]}>
      {process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true' && <PageNotices notices={pageContext.notices} />}
      <h1>{translate({ id: 'theme.docs.root.title', message: 'Documentation', description: "The title of the docs' root page" })}</h1>
      {process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true' && <DocVersionBadge label={pageContext.versionBadge} />}
      <p className={styles.lead}>
        {before}
        <Link to={pageContext.mainDoc.href}>{pageContext.mainDoc.title}</Link>
        {after}
      </p>
      <ul className={styles.cards}>
        {pageContext.sections.map((section) => (
          <li key={section.label} className={styles.card}>
            <h2 className={styles.cardTitle}>{section.href ? <Link to={section.href}>{section.label}</Link> : section.label}</h2>
            {section.description && <p>{section.description}</p>}
            <p className={styles.count}>{section.pagesText}</p>
          </li>
        ))}
      </ul>
    </DocLayout>
  );
}

// Drawn beside the docs sidebar, which stays mounted from doc to doc (src/wrapPageElement.tsx).
DocsRoot.frame = DocsFrame;

export function Head({ pageContext }: HeadProps<object, Context>) {
  const version = pageContext.docsVersion;
  return (
    <Seo
      title={translate({ id: 'theme.docs.root.title', message: 'Documentation', description: "The title of the docs' root page" })}
      pathname={version.path}
      canonical={version.canonical}
      docsearch={{ version: version.name }}
    />
  );
}
