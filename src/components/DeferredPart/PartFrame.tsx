import type React from 'react';
import * as styles from './styles.module.css';

/** What the page around a part may set of its wrapper. */
export interface PartWrapperProps {
  /** The wrapper's class, where it is an element of the layout (the docs sidebar's scrolling column); by default it is not drawn at all (`display: contents`). */
  partClassName?: string;
}

export interface Props {
  /** The part's name, on its wrapper (`data-part`). */
  name: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * The wrapper of a part of the frame (navbar, footer, announcement) as the
 * server renders it, and as `gatsby develop` and the tests render it: the part
 * itself inside. In a production build the browser keeps this HTML and runs
 * the part's code later (./deferredPart.tsx).
 */
export function PartFrame({ name, className = styles.part, children }: Props) {
  return (
    <div className={className} data-part={name}>
      {children}
    </div>
  );
}
