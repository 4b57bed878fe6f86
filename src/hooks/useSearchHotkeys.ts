import { useEffect, useLayoutEffect, useRef } from 'react';
import type React from 'react';
import { takeSearchIntent } from '../lib/searchIntent';

export interface Options {
  /** Whether the modal is open now: read at each key, so a key right after a close sees it closed. */
  isOpen: () => boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A character typed while the search button has focus. */
  onInput: (event: KeyboardEvent) => void;
  /** A hotkey pressed before the page was interactive, with what was typed after it (src/lib/searchIntent.ts). */
  onEarlyIntent: (typed: string) => void;
  searchButtonRef: React.RefObject<HTMLElement>;
}

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

/**
 * Ctrl/Cmd+K toggles search anywhere; `/` opens it when focus is outside an
 * input; Escape closes it; typing a character on the focused search button
 * opens it with that character. One listener for the page's life, which reads
 * the latest options at each key.
 */
export function useSearchHotkeys(options: Options): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { isOpen, onOpen, onClose, onInput, searchButtonRef } = latest.current;
      const open = isOpen();
      const modK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      // A key already taken (typed into the search that is opening) opens nothing.
      if ((event.key === 'Escape' && open) || modK || (event.key === '/' && !open && !event.defaultPrevented && !isEditing(event.target))) {
        event.preventDefault();
        if (open) onClose();
        else onOpen();
        return;
      }
      if (
        !open &&
        !event.defaultPrevented &&
        document.activeElement === searchButtonRef.current &&
        event.key.length === 1 &&
        /\S/.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        event.preventDefault();
        onInput(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    // From here on this listener has the keys; the head's script gives what it held.
    const typed = takeSearchIntent();
    if (typed !== null) latest.current.onEarlyIntent(typed);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
