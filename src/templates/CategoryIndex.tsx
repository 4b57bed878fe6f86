import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { DocLayout, DocsFrame } from '../components/DocLayout';
import { DocPaginator } from '../components/DocPaginator';
import { Seo } from '../components/Seo';
import { DocVersionBadge, PageNotices } from '../components/PageNotices';
import type { PageVersion } from '../lib/versionLinks';
import type { PageNotice } from '../lib/pageNotices';
import type { GeneratedIndexPage } from '../lib/model';
import type { Breadcrumb, SidebarDoc } from '../lib/sidebar';
import * as styles from './DocsRoot.module.css';

interface Context extends Omit<GeneratedIndexPage, 'sidebarId' | 'path'> {
  indexPath: string;
  breadcrumbs: Breadcrumb[];
  previous: SidebarDoc | null;
  next: SidebarDoc | null;
  docsVersion: PageVersion;
  notices?: PageNotice[];
  versionBadge?: string;
}

/** A category's generated index page (`link: { type: 'generated-index' }` in its `_category_` file): its items as cards. */
export default function CategoryIndex({ pageContext }: PageProps<object, Context>) {
  const { title, description, cards, breadcrumbs, previous, next, docsVersion: version } = pageContext;
  return (
    <DocLayout toc={[]}>
      {process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true' && <PageNotices notices={pageContext.notices} />}
      <Breadcrumbs items={breadcrumbs} current={title} homeHref={version.path} />
      {process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true' && <DocVersionBadge label={pageContext.versionBadge} />}
      <h1>{title}</h1>
      {description && <p className={styles.lead}>{description}</p>}
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.href ?? card.label} className={styles.card}>
            <h2 className={styles.cardTitle}>{card.href ? <Link to={card.href}>{card.label}</Link> : card.label}</h2>
            {card.description && <p>{card.description}</p>}
          </li>
        ))}
      </ul>
      <DocPaginator previous={previous && { label: previous.label, href: previous.href }} next={next && { label: next.label, href: next.href }} />
    </DocLayout>
  );
}

// Drawn beside the docs sidebar, which stays mounted from doc to doc (src/wrapPageElement.tsx).
CategoryIndex.frame = DocsFrame;

export function Head({ pageContext }: HeadProps<object, Context>) {
  const { title, description, indexPath, docsVersion: version } = pageContext;
  return <Seo title={title} description={description} pathname={indexPath} canonical={version.canonical} docsearch={{ version: version.name }} />;
}
