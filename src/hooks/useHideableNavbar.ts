import { useEffect, useRef, useState } from 'react';

/**
 * Hides the navbar when the page scrolls down past the navbar's height and
 * shows it again on scroll up and on navigation (a scroll caused by the
 * navigation itself, to a hash target, does not hide it).
 */
export function useHideableNavbar(enabled: boolean, locationKey: string) {
  const [hidden, setHidden] = useState(false);
  const navbarRef = useRef<HTMLElement | null>(null);
  const lastScroll = useRef(0);
  const ignoreNextScroll = useRef(false);
  const previousKey = useRef(locationKey);

  useEffect(() => {
    if (previousKey.current === locationKey) return;
    previousKey.current = locationKey;
    setHidden(false);
    ignoreNextScroll.current = true;
  }, [locationKey]);

  useEffect(() => {
    if (!enabled) return undefined;
    lastScroll.current = window.scrollY;
    const onScroll = () => {
      const current = window.scrollY;
      const height = navbarRef.current?.offsetHeight ?? 0;
      if (ignoreNextScroll.current) {
        ignoreNextScroll.current = false;
      } else if (current < height) {
        setHidden(false);
      } else if (current > lastScroll.current) {
        setHidden(true);
      } else if (current < lastScroll.current) {
        setHidden(false);
      }
      lastScroll.current = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  return { navbarRef, hidden: enabled && hidden };
}
