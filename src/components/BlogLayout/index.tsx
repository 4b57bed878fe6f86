import type React from 'react';
import { BlogSidebar, type BlogSidebarYear } from '../BlogSidebar';
import * as styles from '../../templates/Blog.module.css';

export interface Props {
  /** The year-grouped list of posts. */
  years: BlogSidebarYear[];
  /** Route of the page, to mark the current post. */
  activePath: string;
  /** Shown beside the content on wide screens (a post's table of contents). */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** The frame of every blog page: the year-grouped sidebar, the content, an optional aside. */
export function BlogLayout({ years, activePath, aside, children }: Props) {
  return (
    <div className={styles.layout}>
      <div className={styles.sidebar}>
        <BlogSidebar years={years} activePath={activePath} />
      </div>
      <div className={styles.content}>{children}</div>
      {aside && <div className={styles.toc}>{aside}</div>}
    </div>
  );
}
