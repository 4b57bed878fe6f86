import { useContext, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import type React from 'react';
import { StaticQueryContext } from 'gatsby';
import { LocationProvider } from '@gatsbyjs/reach-router';
import { PartRoot, type PartRootOptions } from '../../client/partRoot';
import * as styles from './styles.module.css';

/** React keeps what the server rendered inside an element whose inner HTML it is told is this (and never changes). */
const SERVER_HTML = { __html: '' };

/** Calls `committed` once React has put its children on the page. */
function Committed({ committed, children }: { committed: () => void; children: React.ReactNode }) {
  useLayoutEffect(committed, [committed]);
  return children;
}

/**
 * The browser's side of a part of the frame (src/client/partRoot.ts): an
 * element React leaves as the server drew it, which the part's own root takes
 * over. The part's root gets what Gatsby's root gives the page: the static
 * queries' results and the location.
 */
export function deferredPart<P extends object>(name: string, options: PartRootOptions<P>): ComponentType<P> {
  function DeferredPart(props: P) {
    const container = useRef<HTMLDivElement>(null);
    const part = useRef<PartRoot<P> | null>(null);
    const staticQueries = useContext(StaticQueryContext);
    useLayoutEffect(() => {
      part.current ??= new PartRoot(container.current!, options);
      part.current.update(props, (Component, partProps, committed) => (
        <StaticQueryContext.Provider value={staticQueries}>
          <LocationProvider>
            <Committed committed={committed}>
              <Component {...partProps} />
            </Committed>
          </LocationProvider>
        </StaticQueryContext.Provider>
      ));
    });
    useEffect(() => () => part.current?.unmount(), []);
    return <div ref={container} className={styles.part} data-part={name} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
  }
  DeferredPart.displayName = `DeferredPart(${name})`;
  return DeferredPart;
}
