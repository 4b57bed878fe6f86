import { useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type React from 'react';
import { StaticQueryContext } from 'gatsby';
import { GatsbyRootContext } from '../../client/gatsbyRootContext';
import { PartRoot, type PartRootOptions } from '../../client/partRoot';
import type { PartWrapperProps } from './PartFrame';
import * as styles from './styles.module.css';

/** React keeps what the server rendered inside an element whose inner HTML it is told is this (and never changes). */
const SERVER_HTML = { __html: '' };

/** Calls `committed` once React has put its children on the page. */
function Committed({ committed, children }: { committed: () => void; children: React.ReactNode }) {
  useLayoutEffect(committed, [committed]);
  return children;
}

/** Whether the page's root is still hydrating: parts mounted after that have no HTML of the server's. */
let hydrating = true;

/**
 * The browser's side of a part of the page (src/client/partRoot.ts): an
 * element React leaves as the server drew it, which the part's own root takes
 * over. The part's root gets what Gatsby's root gives the page
 * (../../client/gatsbyRootContext.tsx). A part mounted after hydration (a doc's
 * table of contents, on a navigation) whose code is in by then is simply
 * rendered in place.
 */
export function deferredPart<P extends object>(name: string, options: PartRootOptions<P>): ComponentType<P & PartWrapperProps> {
  let loaded: ComponentType<P> | null = null;
  const partOptions = { ...options, load: () => options.load().then((Component) => (loaded = Component)) };
  function DeferredPart({ partClassName = styles.part, ...rest }: P & PartWrapperProps) {
    const props = rest as P;
    const [InPlace] = useState(() => (hydrating ? null : loaded));
    useEffect(() => {
      hydrating = false;
    }, []);
    if (InPlace) {
      return (
        <div className={partClassName} data-part={name}>
          <InPlace {...props} />
        </div>
      );
    }
    return <OwnRoot props={props} className={partClassName} />;
  }
  function OwnRoot({ props, className }: { props: P; className: string }) {
    const container = useRef<HTMLDivElement>(null);
    const part = useRef<PartRoot<P> | null>(null);
    const staticQueries = useContext(StaticQueryContext);
    useLayoutEffect(() => {
      part.current ??= new PartRoot(container.current!, partOptions);
      part.current.update(props, (Component, partProps, committed) => (
        <GatsbyRootContext staticQueryResults={staticQueries}>
          <Committed committed={committed}>
            <Component {...partProps} />
          </Committed>
        </GatsbyRootContext>
      ));
    });
    useEffect(() => () => part.current?.unmount(), []);
    return <div ref={container} className={className} data-part={name} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
  }
  DeferredPart.displayName = `DeferredPart(${name})`;
  return DeferredPart;
}
