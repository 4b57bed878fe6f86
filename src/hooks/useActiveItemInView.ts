import { useEffect, useLayoutEffect, useRef } from 'react';

/** The nearest ancestor that scrolls on its own (the sticky sidebar, the mobile menu), or null. */
function scroller(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
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
    const container = rememberAs && ref.current ? scroller(ref.current) : null;
    if (!container || !rememberAs) return undefined;
    const saved = scrollPositions.get(rememberAs);
    if (saved !== undefined) container.scrollTop = saved;
    const keep = () => scrollPositions.set(rememberAs, container.scrollTop);
    container.addEventListener('scroll', keep, { passive: true });
    return () => container.removeEventListener('scroll', keep);
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
