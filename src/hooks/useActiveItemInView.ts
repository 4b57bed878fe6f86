import { useEffect, useLayoutEffect, useRef } from 'react';

/** The nearest ancestor that scrolls on its own (the sticky sidebar, the mobile menu), or null; `overflowing` asks that it has something to scroll now. */
function scroller(element: HTMLElement, overflowing = true): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && (!overflowing || node.scrollHeight > node.clientHeight)) return node;
  }
  return null;
}

/**
 * Scrolls a sidebar so that its current page's link is in view, only when it
 * is not: a reader who scrolled the sidebar keeps their place, and the page
 * itself never moves (the sidebar scrolls, not the window), as Docusaurus's
 * sidebar does with its active item.
 */
/** Scroll positions kept from page to page, by sidebar. */
const scrollPositions = new Map<string, number>();

export function useActiveItemInView<T extends HTMLElement>(activePath: string, rememberAs?: string) {
  const ref = useRef<T>(null);
  // The next page's sidebar opens where the reader left the last one, before it is painted.
  useLayoutEffect(() => {
    const nav = ref.current;
    const container = rememberAs && nav ? scroller(nav, false) : null;
    if (!nav || !container || !rememberAs) return undefined;
    const saved = scrollPositions.get(rememberAs);
    // Categories the reader opened may fill in after their items load: restore again as the
    // sidebar grows, until the position is reached or the reader scrolls.
    let restoring = saved !== undefined && saved > 0;
    const restore = () => {
      if (!restoring || saved === undefined) return;
      container.scrollTop = saved;
      if (Math.abs(container.scrollTop - saved) < 1) restoring = false;
    };
    restore();
    const grows = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(restore);
    grows?.observe(nav);
    const stop = () => (restoring = false);
    const keep = () => {
      if (!restoring) scrollPositions.set(rememberAs, container.scrollTop);
    };
    container.addEventListener('scroll', keep, { passive: true });
    container.addEventListener('wheel', stop, { passive: true });
    container.addEventListener('touchmove', stop, { passive: true });
    container.addEventListener('pointerdown', stop, { passive: true });
    return () => {
      grows?.disconnect();
      container.removeEventListener('scroll', keep);
      container.removeEventListener('wheel', stop);
      container.removeEventListener('touchmove', stop);
      container.removeEventListener('pointerdown', stop);
    };
  }, [rememberAs]);
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active) return;
    const container = scroller(active);
    if (!container) return;
    const box = container.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.top >= box.top && item.bottom <= box.bottom) return;
    container.scrollTop += item.top - box.top - (container.clientHeight - item.height) / 2;
  }, [activePath]);
  return ref;
}
