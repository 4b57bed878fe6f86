import { createContext, useContext } from 'react';
import type React from 'react';
import type { PageSidebar } from '../../lib/sidebar';
import type { TocItem } from '../../lib/toc';
import { DocSidebarPart } from '../DocSidebar/part';
import { TableOfContentsPart } from '../TableOfContents/part';
import * as styles from './styles.module.css';

/** Whether a page is drawn beside the docs sidebar of the frame. */
const InDocsFrame = createContext(false);

/**
 * The docs sidebar column of the page frame, with the page beside it. The frame
 * keeps it mounted from doc to doc, as Docusaurus's docs layout does; a page of
 * another sidebar gets a sidebar of its own.
 */
export function DocsFrame({ sidebar, children }: { sidebar: PageSidebar; children: React.ReactNode }) {
  return (
    <div className={styles.frame}>
      {/* The part's wrapper is the sidebar's column, which scrolls: the part keeps its place when the sidebar's code takes over. */}
      <DocSidebarPart
        key={sidebar.url ?? 'sidebar'}
        partClassName={styles.sidebar}
        items={sidebar.items}
        fullSidebarUrl={sidebar.url}
        activePath={sidebar.activePath}
      />
      <div className={styles.page}>
        <InDocsFrame.Provider value>{children}</InDocsFrame.Provider>
      </div>
    </div>
  );
}

export interface Props {
  toc: TocItem[];
  children: React.ReactNode;
}

/** A doc's article and its table of contents; in the frame's docs column, or alone for a doc in no sidebar. */
export function DocLayout({ toc, children }: Props) {
  const framed = useContext(InDocsFrame);
  return (
    <div className={`${styles.layout} ${framed ? '' : styles.alone}`}>
      <div className={styles.content}>{children}</div>
      <div className={styles.toc}>{toc.length > 0 && <TableOfContentsPart items={toc} />}</div>
    </div>
  );
}
