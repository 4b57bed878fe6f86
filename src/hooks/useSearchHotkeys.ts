import { useEffect } from 'react';
import type React from 'react';

export interface Options {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A character typed while the search button has focus. */
  onInput: (event: KeyboardEvent) => void;
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
 * opens it with that character.
 */
export function useSearchHotkeys({ isOpen, onOpen, onClose, onInput, searchButtonRef }: Options): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      // A key already taken (typed into the search that is opening) opens nothing.
      if ((event.key === 'Escape' && isOpen) || modK || (event.key === '/' && !isOpen && !event.defaultPrevented && !isEditing(event.target))) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (!isOpen && !event.defaultPrevented && document.activeElement === searchButtonRef.current && event.key.length === 1 && /\S/.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        onInput(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
