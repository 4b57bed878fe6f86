import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useSearchHotkeys } from '../../hooks/useSearchHotkeys';
import { loadModal, type ModalComponent, type SearchAssets } from './modalLoader';
import { bufferTyping, selectedText } from './typingBuffer';

/**
 * The search modal's state, for the navbar's button: loads it when asked
 * (`prepare` on a sign of intent), opens it on a click or a hotkey with what
 * the reader has typed meanwhile, and gives the focus back to the button when
 * it closes.
 */
export function useSearchModal(searchIndex: SearchAssets, buttonRef: RefObject<HTMLButtonElement>) {
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const typing = useRef<ReturnType<typeof bufferTyping> | null>(null);
  const stopBuffering = useCallback(() => {
    typing.current?.stop();
    typing.current = null;
  }, []);
  useEffect(() => stopBuffering, [stopBuffering]);
  const takeTyping = useCallback(() => {
    const text = typing.current?.text();
    stopBuffering();
    return text;
  }, [stopBuffering]);

  const prepare = useCallback(() => {
    void loadModal(searchIndex).then((M) => setModal(() => M));
  }, [searchIndex]);

  const openWith = useCallback(
    (query: string | undefined, fromSelection = false) => {
      typing.current?.stop();
      typing.current = bufferTyping(query ?? '', fromSelection);
      void loadModal(searchIndex).then(
        (M) => {
          // Something has the focus before the modal mounts, or the browser focuses its input's
          // `autofocus` in the next frame (https://html.spec.whatwg.org/multipage/interaction.html#flush-autofocus-candidates),
          // and DocSearch's focus handler runs there; the modal focuses the input a task after the mount.
          if (!document.activeElement || document.activeElement === document.body) buttonRef.current?.focus({ preventScroll: true });
          // A transition: React renders the modal's first tree in slices of about
          // 5 ms, yielding to the browser in between, and commits it in one go;
          // rendered at once, the mount was the longest task of a first search.
          startTransition(() => {
            setModal(() => M);
            setIsOpen(true);
          });
        },
        () => stopBuffering(),
      );
    },
    [searchIndex, stopBuffering, buttonRef],
  );
  const onOpen = useCallback(() => {
    const selected = selectedText();
    openWith(selected, selected !== undefined);
  }, [openWith]);
  // The focus goes back to the button in the commit that removes the modal: while the
  // modal is there, it keeps the focus (src/components/SearchModal).
  const returnFocus = useRef(false);
  // Closed as soon as it is asked to close, not when React has rendered that: a hotkey pressed
  // in between opens the search again.
  const open = useRef(false);
  const onClose = useCallback(() => {
    open.current = false;
    returnFocus.current = true;
    setIsOpen(false);
  }, []);
  useLayoutEffect(() => {
    open.current = isOpen;
    if (isOpen || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [isOpen, buttonRef]);
  const onInput = useCallback((event: KeyboardEvent) => openWith(event.key), [openWith]);
  useSearchHotkeys({ isOpen: () => open.current, onOpen, onClose, onInput, onEarlyIntent: openWith, searchButtonRef: buttonRef });

  // The query is what was typed until the render that mounts the modal; DocSearch reads it once, on mount.
  // The buffer goes on until its input has focus, and the modal then takes what was typed in between.
  const initialQuery = () => typing.current?.text() || undefined;
  return { Modal: isOpen ? Modal : null, prepare, onOpen, onClose, takeTyping, initialQuery };
}
