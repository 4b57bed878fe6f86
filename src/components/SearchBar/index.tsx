import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type React from 'react';
import { createPortal } from 'react-dom';
import { graphql, useStaticQuery } from 'gatsby';
import { useSearchHotkeys } from '../../hooks/useSearchHotkeys';
import { SEARCH_BACKEND } from '../../client/searchBackend';
import { nextTask } from '../../lib/nextTask';
import type { Props as ModalProps } from '../SearchModal';
import * as styles from './styles.module.css';

interface SearchAssetsQuery {
  searchIndex: { url: string; docsearchCss: string };
}

type ModalComponent = React.ComponentType<ModalProps>;

let modalRequest: Promise<ModalComponent> | null = null;

function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-search-css="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.searchCss = href;
    // Open even if the stylesheet fails: an unstyled modal beats no search.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/**
 * Loads the modal's code and styles and, with the embedded backend, its
 * index: once, on the first sign that the reader wants to search.
 */
function loadModal(assets: SearchAssetsQuery['searchIndex']): Promise<ModalComponent> {
  if (!modalRequest) {
    const css = loadStylesheet(assets.docsearchCss);
    const code = import('../SearchModal').then((m) => m.default);
    if (SEARCH_BACKEND === 'local') void import('../../client/localSearchClient').then((m) => m.loadLocalIndex(assets.url).catch(() => undefined));
    // The modal mounts a task after its code has been evaluated, not in the same
    // one: each is a long task on a slow phone, the two together twice as long.
    modalRequest = Promise.all([code, css]).then(([Modal]) => nextTask().then(() => Modal));
    modalRequest.catch(() => (modalRequest = null));
  }
  return modalRequest;
}

/**
 * What the reader types between asking for search and the modal's input
 * taking focus (while the modal's code loads, on a first search): kept, not
 * lost to the page, and handed to the modal as its query.
 */
function bufferTyping(initial: string, fromSelection: boolean): { text: () => string; stop: () => void } {
  let text = initial;
  // A query taken from the selected text is replaced by typing, as DocSearch selects it in its input.
  let replace = fromSelection;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (replace && (event.key.length === 1 || event.key === 'Backspace')) text = '';
    replace = false;
    if (event.key.length === 1) text += event.key;
    else if (event.key === 'Backspace') text = text.slice(0, -1);
    else return;
    event.preventDefault();
  };
  window.addEventListener('keydown', onKeyDown, true);
  return { text: () => text, stop: () => window.removeEventListener('keydown', onKeyDown, true) };
}

function selectedText(): string | undefined {
  const text = window.getSelection?.()?.toString().trim();
  return text ? text.slice(0, 64) : undefined;
}

/**
 * The navbar's search button. Nothing of DocSearch ships with the page: its
 * modal, styles and the index load on hover, focus or touch of the button, or
 * on the keyboard shortcuts, and the modal opens when they are in.
 */
export function SearchBar() {
  const { searchIndex } = useStaticQuery<SearchAssetsQuery>(graphql`
    query SearchAssets {
      searchIndex {
        url
        docsearchCss
      }
    }
  `);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
    [searchIndex, stopBuffering],
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
  }, [isOpen]);
  const onInput = useCallback((event: KeyboardEvent) => openWith(event.key), [openWith]);
  useSearchHotkeys({ isOpen: () => open.current, onOpen, onClose, onInput, onEarlyIntent: openWith, searchButtonRef: buttonRef });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label="Search"
        onClick={onOpen}
        onMouseOver={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" strokeWidth="1.6" />
        </svg>
        <span className={styles.placeholder}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>Ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {isOpen &&
        Modal &&
        // The query is what was typed until this render, which mounts the modal;
        // DocSearch reads it once, on mount. The buffer goes on until its input has
        // focus, and the modal then takes what was typed in between.
        createPortal(<Modal indexUrl={searchIndex.url} initialQuery={typing.current?.text() || undefined} onClose={onClose} takeTyping={takeTyping} />, document.body)}
    </>
  );
}
