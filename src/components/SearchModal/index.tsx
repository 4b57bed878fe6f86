/**
 * The DocSearch modal, loaded only when a reader shows intent to search
 * (see SearchBar). Everything handed to DocSearch is stable for the index
 * URL: DocSearch rebuilds its client when these change identity.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type React from 'react';
import { DocSearchModal } from '@docsearch/react/modal';
import { Link, navigate } from 'gatsby';
import { DOCSEARCH_API_KEY, DOCSEARCH_APP_ID, INDEX_NAME, missingResultsUrl, readerLocale, searchPageUrl, searchParameters } from '../../client/searchConfig';
import { readerVersionName } from '../../client/preferredVersion';
import { siteSearchClient } from '../../client/searchClient';
import { cleanStoredSearchStorage } from '../../client/storedSearches';
import { useFocusInModal, useTypingTakeover } from './modalFocus';
import { LocaleLink } from '../LocaleLink';
import { translate } from '../../i18n/translate';
import { docSearchTranslations } from './translations';

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
  useTypingTakeover(initialQuery, takeTyping, () => {
    if (wrapper.current) wrapper.current.hidden = false;
  });
  useFocusInModal();
  // The modal lives in the browser only, opened on a page: the docs version of that page or reader.
  const [parameters] = useState(() => searchParameters(readerVersionName(window.location.pathname), readerLocale(window.location.pathname)));
  const transformSearchClient = useMemo(() => {
    const client = siteSearchClient(indexUrl);
    return <C extends object>(docsearchClient: C): C => ({ ...docsearchClient, search: client.search.bind(client) });
  }, [indexUrl]);
  const footer = useMemo(
    () =>
      function ResultsFooter({ state }: { state: { query: string; context: { nbHits?: number } } }) {
        return (
          <LocaleLink to={searchPageUrl(state.query)} onClick={onClose}>
            See all {state.context.nbHits} results
          </LocaleLink>
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
        placeholder={translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs', description: 'The placeholder of the search modal' })}
        {...(process.env.GATSBY_SEVERAL_LOCALES === 'true' ? { translations: docSearchTranslations() } : {})}
        searchParameters={parameters}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onClose}
        navigator={navigator}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={footer}
        getMissingResultsUrl={({ query }: { query: string }) => missingResultsUrl(query)}
      />
    </div>
  );
}
