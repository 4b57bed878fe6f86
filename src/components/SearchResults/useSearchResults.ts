import { useCallback, useEffect, useRef, useState } from 'react';
import { siteSearchClient } from '../../client/searchClient';
import { INDEX_NAME, readerLocale, searchParameters } from '../../client/searchConfig';
import { readerVersionName } from '../../client/preferredVersion';
import type { SearchHit } from '.';

const HITS_PER_PAGE = 20;
/** A query is sent once typing pauses this long. */
const TYPING_PAUSE_MS = 120;

interface Response {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchResultsState {
  hits: SearchHit[];
  /** The count and pages of the last answer; null before one, or for an empty query. */
  result: Omit<Response, 'hits'> | null;
  status: SearchStatus;
  /** Appends the next page of hits. */
  loadMore: () => void;
}

/**
 * The full results of `query`, page by page, from the site's search client
 * (either backend): an answer to an older query is dropped, an empty query
 * clears the results.
 */
export function useSearchResults(indexUrl: string, query: string): SearchResultsState {
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [result, setResult] = useState<Omit<Response, 'hits'> | null>(null);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (q: string, page: number) => {
      const request = ++latest.current;
      setStatus('loading');
      try {
        const { results } = await siteSearchClient(indexUrl).search({
          requests: [
            {
              indexName: INDEX_NAME,
              query: q,
              page,
              hitsPerPage: HITS_PER_PAGE,
              attributesToSnippet: ['content:30'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              // The search page is no docs page: the reader's chosen version, else the last.
              ...searchParameters(readerVersionName(window.location.pathname), readerLocale(window.location.pathname)),
            },
          ],
        });
        if (request !== latest.current) return;
        const response = results[0] as Response;
        setHits((previous) => (page === 0 ? response.hits : [...previous, ...response.hits]));
        setResult({ nbHits: response.nbHits, page: response.page, nbPages: response.nbPages });
        setStatus('done');
      } catch {
        if (request === latest.current) setStatus('error');
      }
    },
    [indexUrl],
  );

  useEffect(() => {
    if (!query.trim()) {
      latest.current++;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an emptied query clears the results at once, and the search in flight is dropped
      setHits([]);
      setResult(null);
      setStatus('idle');
      return undefined;
    }
    const timer = window.setTimeout(() => void fetchPage(query, 0), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [query, fetchPage]);

  const loadMore = useCallback(() => {
    if (result) void fetchPage(query, result.page + 1);
  }, [fetchPage, query, result]);
  return { hits, result, status, loadMore };
}
