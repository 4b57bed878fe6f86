import type React from 'react';
import type { SidebarItem } from '../../lib/sidebar';
import type { TocItem } from '../../lib/toc';
import { DocSidebar } from '../DocSidebar';
import { TableOfContents } from '../TableOfContents';
import * as styles from './styles.module.css';

export interface Props {
  pathname: string;
  sidebar: SidebarItem[] | null;
  sidebarUrl: string | null;
  toc: TocItem[];
  children: React.ReactNode;
}

/** Three columns on wide screens: sidebar, article, table of contents. */
export function DocLayout({ pathname, sidebar, sidebarUrl, toc, children }: Props) {
  return (
    <div className={`${styles.layout} ${sidebar ? '' : styles.noSidebar}`}>
      {sidebar && (
        <div className={styles.sidebar}>
          <DocSidebar items={sidebar} fullSidebarUrl={sidebarUrl} activePath={pathname} rememberScroll />
        </div>
      )}
      <div className={styles.content}>{children}</div>
      <div className={styles.toc}>
        <TableOfContents items={toc} />
      </div>
    </div>
  );
}
