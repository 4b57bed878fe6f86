import type React from 'react';
import { AnnouncementBar } from '../AnnouncementBar';
import { ErrorBoundary } from '../ErrorBoundary';
import { ErrorPageContent } from '../ErrorPageContent';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import type { DocSidebarProps } from '../Navbar/MobileSidebar';
import { MAIN_CONTENT_ID, SkipToContent } from '../SkipToContent';
import * as styles from './styles.module.css';

export interface Props {
  pathname: string;
  /** The page's doc sidebar, also shown in the mobile menu. */
  docSidebar?: DocSidebarProps | null;
  children: React.ReactNode;
}

/**
 * The frame of every page: skip link, announcement, navbar, main content,
 * footer. A page that throws while rendering is replaced by the crash screen
 * inside the frame, so the navbar still works; navigating away resets it.
 */
export function Layout({ pathname, docSidebar = null, children }: Props) {
  return (
    <div className={styles.wrapper}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar pathname={pathname} docSidebar={docSidebar} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <ErrorBoundary key={pathname} fallback={(props) => <ErrorPageContent {...props} />} onError={(error) => console.error('This page crashed.', error)}>
          {children}
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
