import type React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  /** The part's name, on its wrapper (`data-part`). */
  name: string;
  children: React.ReactNode;
}

/**
 * The wrapper of a part of the frame (navbar, footer, announcement) as the
 * server renders it, and as `gatsby develop` and the tests render it: the part
 * itself inside. In a production build the browser keeps this HTML and runs
 * the part's code later (./deferredPart.tsx).
 */
export function PartFrame({ name, children }: Props) {
  return (
    <div className={styles.part} data-part={name}>
      {children}
    </div>
  );
}
