import type React from 'react';
import { AnnouncementBar } from '../AnnouncementBar';
import { DocsFrame } from '../DocLayout';
import { ErrorBoundary } from '../ErrorBoundary';
import { ErrorPageContent } from '../ErrorPageContent';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { MAIN_CONTENT_ID, SkipToContent } from '../SkipToContent';
import type { PageSidebar } from '../../lib/sidebar';
import * as styles from './styles.module.css';

export interface Props {
  pathname: string;
  /** The page's doc sidebar: shown beside the page, and in the mobile menu. */
  docSidebar?: PageSidebar | null;
  children: React.ReactNode;
}

/**
 * The frame of every page: skip link, announcement, navbar, main content (with
 * the docs sidebar on doc pages), footer. It wraps the page element
 * (src/wrapPageElement.tsx), so it stays mounted from page to page and only the
 * page inside it changes. A page that throws while rendering is replaced by the
 * crash screen inside the frame, so the navbar still works; navigating away
 * resets it.
 */
export function Layout({ pathname, docSidebar = null, children }: Props) {
  const page = (
    <ErrorBoundary key={pathname} fallback={(props) => <ErrorPageContent {...props} />} onError={(error) => console.error('This page crashed.', error)}>
      {children}
    </ErrorBoundary>
  );
  return (
    <div className={styles.wrapper}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar pathname={pathname} docSidebar={docSidebar} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {docSidebar ? <DocsFrame sidebar={docSidebar}>{page}</DocsFrame> : page}
      </main>
      <Footer />
    </div>
  );
}
