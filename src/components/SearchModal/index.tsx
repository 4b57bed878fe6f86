/**
 * The DocSearch modal, loaded only when a reader shows intent to search
 * (see SearchBar). Everything handed to DocSearch is stable for the index
 * URL: DocSearch rebuilds its client when these change identity.
 */
import { useLayoutEffect, useMemo, useState } from 'react';
import type React from 'react';
import { DocSearchModal } from '@docsearch/react/modal';
import { Link, navigate } from 'gatsby';
import { DOCSEARCH_API_KEY, DOCSEARCH_APP_ID, INDEX_NAME, missingResultsUrl, SEARCH_PARAMETERS, searchPageUrl } from '../../client/searchConfig';
import { siteSearchClient } from '../../client/searchClient';
import { cleanStoredSearches, safeHit } from '../../lib/search/safeHit';

export interface Props {
  indexUrl: string;
  initialQuery?: string;
  onClose: () => void;
  /** Called once the input has focus: from then on what the reader types goes to it. */
  onInputReady?: () => void;
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

/** Hits are outside data: only safe ones reach DocSearch, with paths for URLs (src/lib/search/safeHit.ts). */
const transformItems = <T extends HitLike>(items: T[]): T[] => items.map((item) => safeHit(item)).filter((item): item is T => item !== null);

/** DocSearch's local storage keys for what it remembers (recent and favourite searches), per index. */
const STORED_SEARCHES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'].map((key) => `${key}${INDEX_NAME}`);

/** Makes what DocSearch stored safe before it reads it back, dropping what cannot be. */
function cleanStorage(): void {
  for (const key of STORED_SEARCHES) {
    try {
      const stored = window.localStorage.getItem(key);
      const clean = cleanStoredSearches(stored);
      if (clean === null) window.localStorage.removeItem(key);
      else if (clean !== stored) window.localStorage.setItem(key, clean);
    } catch {
      // Storage may be unavailable (private mode, blocked): DocSearch then keeps nothing either.
    }
  }
}

function Hit({ hit, children }: { hit: HitLike; children: React.ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchModal({ indexUrl, initialQuery, onClose, onInputReady }: Props) {
  // Before DocSearch mounts and reads the storage.
  useState(cleanStorage);
  // DocSearch focuses its input in an effect, which Preact runs after the next
  // paint; a key typed in between would go to the page. Focus it in the same
  // commit instead, with the caret after the query, and let the reader's typing through.
  useLayoutEffect(() => {
    const field = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
    if (field && document.activeElement !== field) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
    onInputReady?.();
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
      document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input')?.focus();
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
      transformItems={transformItems as never}
      transformSearchClient={transformSearchClient as never}
      resultsFooterComponent={footer as never}
      getMissingResultsUrl={({ query }: { query: string }) => missingResultsUrl(query)}
    />
  );
}
