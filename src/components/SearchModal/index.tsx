/**
 * The DocSearch modal, loaded only when a reader shows intent to search
 * (see SearchBar). Everything handed to DocSearch is stable for the index
 * URL: DocSearch rebuilds its client when these change identity.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type React from 'react';
import { DocSearchModal } from '@docsearch/react/modal';
import { Link, navigate } from 'gatsby';
import { DOCSEARCH_API_KEY, DOCSEARCH_APP_ID, INDEX_NAME, missingResultsUrl, SEARCH_PARAMETERS, searchPageUrl } from '../../client/searchConfig';
import { siteSearchClient } from '../../client/searchClient';
import { cleanStoredSearchStorage } from '../../client/storedSearches';
import { nextTask } from '../../lib/nextTask';

export interface Props {
  indexUrl: string;
  initialQuery?: string;
  onClose: () => void;
  /**
   * Called once the input has focus, from then on the target of what the reader
   * types: gives what the reader has typed since asking for search.
   */
  takeTyping?: () => string | undefined;
}

interface HitLike {
  url: string;
}

const navigator = {
  navigate({ itemUrl }: { itemUrl: string }) {
    void navigate(itemUrl);
  },
  navigateNewTab({ itemUrl }: { itemUrl: string }) {
    window.open(itemUrl, '_blank', 'noopener');
  },
  navigateNewWindow({ itemUrl }: { itemUrl: string }) {
    window.open(itemUrl, '_blank', 'noopener,noreferrer');
  },
};

const nativeValueSetter = typeof window === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Sets the field's value as the reader's typing would: React's value tracker does not see it. */
function setNativeValue(field: HTMLInputElement, value: string) {
  if (nativeValueSetter) nativeValueSetter.call(field, value);
  else field.value = value;
}

/** Focuses DocSearch's input, unless it has the focus; returns it. */
function focusInput(): HTMLInputElement | null {
  const field = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  if (field && document.activeElement !== field) field.focus();
  return field;
}

function Hit({ hit, children }: { hit: HitLike; children: React.ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchModal({ indexUrl, initialQuery, onClose, takeTyping }: Props) {
  // Before DocSearch mounts and reads the storage.
  useState(() => cleanStoredSearchStorage(INDEX_NAME));
  // The modal is styled and laid out in the frame after the task that mounts it,
  // not in that task: DocSearch reads the body's width in a layout effect (to pad
  // it for the scrollbar it hides), which forced the style and layout of the whole
  // new modal there. Hidden until this component's layout effect, which runs after
  // DocSearch's, it needs neither.
  // A stable callback: it runs once, when the wrapper is attached.
  const wrapper = useRef<HTMLDivElement | null>(null);
  const hideUntilRevealed = useCallback((element: HTMLDivElement | null) => {
    wrapper.current = element;
    if (element) element.hidden = true;
  }, []);
  // The input takes the focus in a task of its own, after the one that mounts the
  // modal: its focus handler renders DocSearch again, which made the longest task
  // of a first search longer still. (The search bar sees that the page has the
  // focus before the mount, so that the browser does not focus the input's
  // `autofocus` in the next frame either.) What the reader typed until the input
  // has the focus is held by the search bar, and goes into the query then, the
  // caret after it.
  const typedOver = useRef<boolean | null>(null);
  const takeOver = (): HTMLInputElement | null => {
    const field = focusInput();
    if (typedOver.current !== null) return field;
    const typed = takeTyping?.();
    typedOver.current = !!field && typed !== undefined && typed !== (initialQuery ?? '');
    if (field && typedOver.current) {
      // React ignores an `input` event whose value it set itself: its value tracker
      // remembers the last value it saw through the element's own `value` setter
      // (facebook/react#10135). The prototype's setter bypasses the tracker, so
      // DocSearch's `onChange` sees the typed query.
      setNativeValue(field, typed!);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    return field;
  };
  useLayoutEffect(() => {
    if (wrapper.current) wrapper.current.hidden = false;
    let mounted = true;
    void nextTask().then(() => {
      if (mounted) takeOver();
    });
    return () => {
      mounted = false;
    };
  }, []);
  // In case the task above has not come yet; and after DocSearch's own effects,
  // which select a query taken from the page's selection: typed over, the caret goes after it.
  useEffect(() => {
    const field = takeOver();
    if (field && typedOver.current) field.setSelectionRange(field.value.length, field.value.length);
    // Once, on mount.
  }, []);
  // Focus stays in the open dialog (it is `aria-modal`). After a client-side
  // navigation, Gatsby's router focuses the new page in a passive effect, a
  // frame or more later (`FocusHandlerImpl` in src/lib/focus-handler.js of @gatsbyjs/reach-router 2.0.1, https://github.com/gatsbyjs/reach-router):
  // a search opened in between lost its focus, and the reader's keys went to the page.
  // Set up in the commit that mounts the modal, before that effect can run. (The
  // search bar gives the focus back to its button once the modal is gone.)
  useLayoutEffect(() => {
    const keepFocus = (event: FocusEvent) => {
      const container = document.querySelector('.DocSearch-Container');
      if (!container || container.contains(event.target as Node)) return;
      focusInput();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, []);
  const transformSearchClient = useMemo(() => {
    const client = siteSearchClient(indexUrl);
    return <C extends object>(docsearchClient: C): C => ({ ...docsearchClient, search: client.search.bind(client) }) as C;
  }, [indexUrl]);
  const footer = useMemo(
    () =>
      function ResultsFooter({ state }: { state: { query: string; context: { nbHits?: number } } }) {
        return (
          <Link to={searchPageUrl(state.query)} onClick={onClose}>
            See all {state.context.nbHits} results
          </Link>
        );
      },
    [onClose],
  );
  return (
    <div ref={hideUntilRevealed}>
      <DocSearchModal
        appId={DOCSEARCH_APP_ID}
        apiKey={DOCSEARCH_API_KEY}
        indexName={INDEX_NAME}
        placeholder="Search docs"
        searchParameters={SEARCH_PARAMETERS}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onClose}
        navigator={navigator as never}
        hitComponent={Hit as never}
        transformSearchClient={transformSearchClient as never}
        resultsFooterComponent={footer as never}
        getMissingResultsUrl={({ query }: { query: string }) => missingResultsUrl(query)}
      />
    </div>
  );
}
