import { useLayoutEffect } from 'react';

/**
 * Stops the page behind from scrolling while `locked` (a mobile menu is open).
 * A layout effect, so the lock comes and goes in the same commit as the menu:
 * a passive effect runs after the next paint, which leaves a frame where the
 * closed menu's page still cannot scroll (or the open menu's page still can).
 */
export function useLockBodyScroll(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
