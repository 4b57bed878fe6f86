import type React from 'react';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { MAIN_CONTENT_ID, SkipToContent } from '../SkipToContent';
import * as styles from './styles.module.css';

export interface Props {
  pathname: string;
  children: React.ReactNode;
}

/** The frame of every page: skip link, navbar, main content, footer. */
export function Layout({ pathname, children }: Props) {
  return (
    <div className={styles.wrapper}>
      <SkipToContent />
      <Navbar pathname={pathname} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
