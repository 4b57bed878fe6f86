/**
 * The DocSearch modal, loaded only when a reader shows intent to search
 * (see SearchBar). Everything handed to DocSearch is stable for the index
 * URL: DocSearch rebuilds its client when these change identity.
 */
import { useMemo } from 'react';
import type React from 'react';
import { DocSearchModal } from '@docsearch/react/modal';
import { Link, navigate } from 'gatsby';
import { DOCSEARCH_API_KEY, DOCSEARCH_APP_ID, INDEX_NAME, missingResultsUrl, SEARCH_PARAMETERS, searchPageUrl } from '../../client/searchConfig';
import { siteSearchClient } from '../../client/searchClient';

export interface Props {
  indexUrl: string;
  initialQuery?: string;
  onClose: () => void;
}

interface HitLike {
  url: string;
}

/** Algolia records may hold absolute URLs; the site routes by path. */
function toPath(url: string): string {
  if (!/^https?:\/\//.test(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
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

const transformItems = <T extends HitLike>(items: T[]): T[] => items.map((item) => ({ ...item, url: toPath(item.url) }));

function Hit({ hit, children }: { hit: HitLike; children: React.ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchModal({ indexUrl, initialQuery, onClose }: Props) {
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
