/**
 * Gatsby's scroll restoration, as gatsby-react-router-scroll 6 does it, in a
 * module of the site's: the browser build puts it in the package's place
 * (node/webpack/runtimeReplacements.ts). The package ships CommonJS
 * compiled for old browsers (class and interop helpers, a copy of Babel's
 * wildcard-import code), 3.8 kB minified where this is about 1 kB; what it
 * does is the same: https://github.com/gatsbyjs/gatsby/tree/gatsby%405.16.1/packages/gatsby-react-router-scroll/src
 * - each position the window scrolls to is kept in session storage under the
 *   location's path and history key (in memory where storage is refused);
 * - when the location changes, the window goes to the element the hash names,
 *   or else to the position kept for the new history entry (the top for a new
 *   one), unless the site's `shouldUpdateScroll` says not to.
 */
import { Component, createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@gatsbyjs/reach-router';

interface ScrollLocation {
  pathname: string;
  key?: string;
  hash?: string;
}

const STATE_KEY_PREFIX = '@@scroll|';
/** Where positions go when session storage is refused (the package's own name for it). */
const FALLBACK = '___GATSBY_REACT_ROUTER_SCROLL';

declare global {
  interface Window {
    [FALLBACK]?: Record<string, number>;
  }
}

const stateKey = (location: ScrollLocation, key?: string | null) => `${STATE_KEY_PREFIX}${location.pathname}${key == null ? '' : `|${key}`}`;

/** Positions by location and key. */
export class SessionStorage {
  read(location: ScrollLocation, key?: string | null): number {
    const name = stateKey(location, key);
    try {
      const value = window.sessionStorage.getItem(name);
      return value ? (JSON.parse(value) as number) : 0;
    } catch {
      return window[FALLBACK]?.[name] ?? 0;
    }
  }

  save(location: ScrollLocation, key: string | null | undefined, value: number): void {
    const name = stateKey(location, key);
    try {
      window.sessionStorage.setItem(name, JSON.stringify(value));
    } catch {
      (window[FALLBACK] ??= {})[name] = value;
    }
  }
}

const Positions = createContext(new SessionStorage());

interface Props {
  location: ScrollLocation;
  /** Gatsby's `shouldUpdateScroll`, called with the handler as `this` (it reads `_stateStorage`). */
  shouldUpdateScroll?: (this: ScrollHandler, prevRouterProps: { location: ScrollLocation } | undefined, routerProps: { location: ScrollLocation }) => unknown;
  children: ReactNode;
}

export class ScrollHandler extends Component<Props> {
  // The name Gatsby's navigation.js reads through `this`.
  _stateStorage = new SessionStorage();
  private ticking = false;
  private latestY = 0;

  private scrollListener = () => {
    this.latestY = window.scrollY;
    if (this.ticking) return;
    this.ticking = true;
    requestAnimationFrame(() => {
      const { location } = this.props;
      if (location.key) this._stateStorage.save(location, location.key, this.latestY);
      this.ticking = false;
    });
  };

  private shouldUpdate(prevProps: Props | undefined): boolean {
    const { shouldUpdateScroll } = this.props;
    return !shouldUpdateScroll || !!shouldUpdateScroll.call(this, prevProps, this.props);
  }

  /** To the hash's element, or else to the position kept for the location (the top when there is none). */
  private restore(prevProps: Props | undefined, onlyKept: boolean): void {
    const { key, hash } = this.props.location;
    const position = key ? this._stateStorage.read(this.props.location, key) : 0;
    if (hash) {
      const node = document.getElementById(decodeURI(hash).slice(1));
      if (node && this.shouldUpdate(prevProps)) node.scrollIntoView();
    } else if ((!onlyKept || position) && this.shouldUpdate(prevProps)) {
      window.scrollTo(0, position);
    }
  }

  componentDidMount() {
    window.addEventListener('scroll', this.scrollListener);
    // A page opened afresh keeps the browser's position unless one was kept for it.
    this.restore(undefined, true);
  }

  componentWillUnmount() {
    window.removeEventListener('scroll', this.scrollListener);
  }

  componentDidUpdate(prevProps: Props) {
    this.restore(prevProps, false);
  }

  render() {
    return <Positions.Provider value={this._stateStorage}>{this.props.children}</Positions.Provider>;
  }
}

/** The package's exports, by its names: its `ScrollContext` is the handler. */
export { ScrollHandler as ScrollContext };

/** Keeps and restores the scroll position of an element of the page, by the location's key (`gatsby`'s `useScrollRestoration`). */
export function useScrollRestoration(identifier: string) {
  const location = useLocation() as ScrollLocation;
  const positions = useContext(Positions);
  const ref = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    ref.current?.scrollTo(0, positions.read(location, identifier) || 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as the package: once per history entry
  }, [location.key]);
  return {
    ref,
    onScroll() {
      if (ref.current) positions.save(location, identifier, ref.current.scrollTop);
    },
  };
}
