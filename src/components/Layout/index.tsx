import type React from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { ErrorPageContent } from '../ErrorPageContent';
import { AnnouncementBarPart, FooterPart, NavbarPart } from './chrome';
import { siteLocales } from '../../config/locales';
import { localeOfRoute } from '../../lib/locales';
import { MAIN_CONTENT_ID, SkipToContent } from '../SkipToContent';
import type { PageSidebar } from '../../lib/sidebar';
import * as styles from './styles.module.css';

/** A frame drawn around the page inside `<main>`, given the page's doc sidebar: the docs frame (src/components/DocLayout). */
export type PageFrame = React.ComponentType<{ sidebar: PageSidebar; children: React.ReactNode }>;

export interface Props {
  pathname: string;
  /** The page's doc sidebar: shown beside the page (in `frame`), and in the mobile menu. */
  docSidebar?: PageSidebar | null;
  /** On a docs page of a site with several docs versions: the same page in each, by version name. */
  versionAlternates?: Record<string, string> | null;
  /** The frame the page's template is drawn in (src/wrapPageElement.tsx). */
  frame?: PageFrame;
  children: React.ReactNode;
}

/**
 * The frame of every page: skip link, announcement, navbar, main content (with
 * the docs sidebar on doc pages), footer. It wraps the page element
 * (src/wrapPageElement.tsx), so it stays mounted from page to page and only the
 * page inside it changes. A page that throws while rendering is replaced by the
 * crash screen inside the frame, so the navbar still works; navigating away
 * resets it. The announcement, navbar and footer are the server's HTML until
 * their code, not in the page's first load, runs (./chrome.tsx).
 */
export function Layout({ pathname, docSidebar = null, versionAlternates = null, frame: Frame, children }: Props) {
  const page = (
    <ErrorBoundary key={pathname} fallback={(props) => <ErrorPageContent {...props} />} onError={(error) => console.error('This page crashed.', error)}>
      {children}
    </ErrorBoundary>
  );
  return (
    <div className={styles.wrapper}>
      <SkipToContent />
      <AnnouncementBarPart />
      <NavbarPart pathname={pathname} docSidebar={docSidebar} versionAlternates={versionAlternates} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {docSidebar && Frame ? <Frame sidebar={docSidebar}>{page}</Frame> : page}
      </main>
      <FooterPart locale={process.env.GATSBY_SEVERAL_LOCALES === 'true' ? localeOfRoute(siteLocales, pathname).code : undefined} />
    </div>
  );
}
