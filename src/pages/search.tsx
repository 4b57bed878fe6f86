import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useStaticQuery, type PageProps } from 'gatsby';
import { SearchResults, type SearchHit } from '../components/SearchResults';
import { Seo } from '../components/Seo';
import { siteSearchClient } from '../client/searchClient';
import { INDEX_NAME, SEARCH_PAGE_PATH, SEARCH_PARAMETERS } from '../client/searchConfig';
import * as styles from './search.module.css';

const HITS_PER_PAGE = 20;

interface Response {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

type Status = 'idle' | 'loading' | 'done' | 'error';

function readQuery(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The full results of a query: the box is filled from `?q=` and keeps it in sync. */
export default function SearchPage({ location }: PageProps) {
  const { searchIndex } = useStaticQuery<{ searchIndex: { url: string } }>(graphql`
    query SearchPageIndex {
      searchIndex {
        url
      }
    }
  `);
  // Empty on the first render, as in the HTML built for /search (no query there), so hydration
  // matches; the effect below then takes `?q=` (https://react.dev/reference/react-dom/client/hydrateRoot#handling-different-client-and-server-content).
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [result, setResult] = useState<Omit<Response, 'hits'> | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const latest = useRef(0);

  useEffect(() => setQuery(readQuery(location.search)), [location.search]);

  const fetchPage = useCallback(
    async (q: string, page: number) => {
      const request = ++latest.current;
      setStatus('loading');
      try {
        const { results } = await siteSearchClient(searchIndex.url).search({
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
              ...SEARCH_PARAMETERS,
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
    [searchIndex.url],
  );

  useEffect(() => {
    if (!query.trim()) {
      latest.current++;
      setHits([]);
      setResult(null);
      setStatus('idle');
      return undefined;
    }
    const timer = window.setTimeout(() => void fetchPage(query, 0), 120);
    return () => window.clearTimeout(timer);
  }, [query, fetchPage]);

  // The URL follows the box without a route change: a router render on every
  // keystroke would cost typing (a fast "/" could be lost between renders).
  const update = (value: string) => {
    setQuery(value);
    const url = value ? `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(value)}` : SEARCH_PAGE_PATH;
    window.history.replaceState(window.history.state, '', url);
  };

  const more = result && result.page + 1 < result.nbPages;
  return (
    <div className={styles.page}>
      <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          value={query}
          onChange={(e) => update(e.target.value)}
          placeholder="Type your search here"
          autoComplete="off"
          autoFocus
        />
      </form>
      <div aria-live="polite" className={styles.status}>
        {status === 'error' && (
          <div role="alert">
            <p className={styles.errorTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        )}
        {status !== 'error' && result && (
          <p>{result.nbHits === 0 ? `No results for "${query}"` : `${result.nbHits} ${result.nbHits === 1 ? 'result' : 'results'}`}</p>
        )}
        {status === 'loading' && hits.length === 0 && <p>Searching…</p>}
      </div>
      {hits.length > 0 && <SearchResults hits={hits} />}
      {more && status !== 'error' && (
        <button type="button" className="button button--outline" disabled={status === 'loading'} onClick={() => void fetchPage(query, result!.page + 1)}>
          {status === 'loading' ? 'Loading…' : 'Load more results'}
        </button>
      )}
    </div>
  );
}

export function Head() {
  return (
    <Seo title="Search" pathname={SEARCH_PAGE_PATH}>
      <meta name="robots" content="noindex" />
    </Seo>
  );
}
