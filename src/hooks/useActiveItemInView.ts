import { useEffect, useRef } from 'react';

/** The nearest ancestor that scrolls on its own and has something to scroll (the sticky sidebar, the mobile menu), or null. */
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
export function useActiveItemInView<T extends HTMLElement>(activePath: string) {
  const ref = useRef<T>(null);
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
