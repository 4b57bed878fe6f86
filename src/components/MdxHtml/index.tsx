import { useCallback, useEffect, useRef } from 'react';
import type React from 'react';
import { navigate } from 'gatsby';
import { browserHookOn } from '../../client/privateHooks';

export interface Props {
  /** HTML rendered from MDX at build time. */
  html: string;
}

declare global {
  interface Window {
    // Gatsby's loader (private), `publicLoader` in https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/loader.js, set as window.___loader by
    // https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/production-app.js (and app.js under develop).
    ___loader?: { hovering?: (path: string) => void; enqueue?: (path: string) => void };
  }
}

/** Gatsby's loader, unless the build turned private hook `loader-global` off (node/privateHooks). */
const gatsbyLoader = () => (browserHookOn('loader-global') ? window.___loader : undefined);

function internalTarget(event: React.MouseEvent<HTMLDivElement>): { anchor: HTMLAnchorElement; path: string } | null {
  const anchor = (event.target as HTMLElement).closest?.('a');
  return anchor ? internalLink(anchor) : null;
}

/** The app path an anchor leads to, or null for another site, a file, a new tab or a link within the page. */
function internalLink(anchor: HTMLAnchorElement): { anchor: HTMLAnchorElement; path: string } | null {
  if (anchor.target || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Feeds and other files are not pages of the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return { anchor, path: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * Prefetches the pages that links in the content lead to once the links come
 * into view, as Gatsby's `Link` does with `___loader.enqueue`
 * (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.0/packages/gatsby-link/src/index.js);
 * the loader itself skips prefetching on 2g connections and with data saver
 * on (`doesConnectionSupportPrefetch` in https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/cache-dir/loader.js).
 */
function prefetchInView(root: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const here = window.location.pathname;
  const done = new Set<string>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const link = internalLink(entry.target as HTMLAnchorElement);
      const path = link?.path.split('#')[0];
      if (!path || path === here || done.has(path)) continue;
      done.add(path);
      gatsbyLoader()?.enqueue?.(path);
    }
  });
  root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => observer.observe(a));
  return () => observer.disconnect();
}

/**
 * Shows content rendered at build time. Links inside it are plain anchors:
 * one delegated handler routes internal ones through Gatsby (no full reload)
 * and prefetches their page data on hover, as Gatsby's Link does; links in
 * view are prefetched too (`prefetchInView`). The same handler loads the code
 * blocks' copy button on its first click.
 */
export function MdxHtml({ html }: Props) {
  const onClick = useCallback((event: React.MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const copy = (event.target as HTMLElement).closest?.<HTMLElement>('.copy-button');
    if (copy) {
      void import('../../client/copyCode').then((m) => m.copyCodeBlock(copy));
      return;
    }
    // A tab clicked before the tabs' code has loaded: chosen once it has.
    const earlyTab = (event.target as HTMLElement).closest?.<HTMLElement>('[data-tabs]:not([data-tabs-ready]) > [role="tablist"] > [role="tab"]');
    if (earlyTab) {
      const root = event.currentTarget;
      void import('../../client/tabs').then((m) => m.chooseTab(root, earlyTab));
      return;
    }
    const target = internalTarget(event);
    if (!target) return;
    event.preventDefault();
    void navigate(target.path);
  }, []);
  const onMouseOver = useCallback((event: React.MouseEvent<HTMLDivElement>) => {
    const target = internalTarget(event);
    if (target) gatsbyLoader()?.hovering?.(target.path.split('#')[0]);
  }, []);
  // Content with parts that work in the browser (tabs, islands) loads their code, on this page only.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const cleanups: (() => void)[] = [];
    let gone = false;
    const load = (loader: Promise<(root: HTMLElement) => () => void>) =>
      void loader.then((install) => {
        if (!gone) cleanups.push(install(root));
      });
    cleanups.push(prefetchInView(root));
    if (root.querySelector('[data-tabs]')) load(import('../../client/tabs').then((m) => m.installTabs));
    if (root.querySelector('[data-island]')) load(import('../../client/islands').then((m) => m.hydrateIslands));
    return () => {
      gone = true;
      cleanups.forEach((c) => c());
    };
  }, [html]);
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions, jsx-a11y/mouse-events-have-key-events -- delegation: clicks and hovers come from the content's links, which keyboards reach and activate themselves
  return <div ref={ref} className="markdown" onClick={onClick} onMouseOver={onMouseOver} dangerouslySetInnerHTML={{ __html: html }} />;
}
