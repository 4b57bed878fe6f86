import { useEffect, useState } from 'react';
import { graphql, useStaticQuery, type PageProps } from 'gatsby';
import { SearchResults } from '../components/SearchResults';
import { useSearchResults } from '../components/SearchResults/useSearchResults';
import { Seo } from '../components/Seo';
import { SEARCH_PAGE_PATH } from '../client/searchConfig';
import * as styles from './search.module.css';

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
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the query is in the URL, taken once mounted so that hydration matches the HTML built for /search (above)
  useEffect(() => setQuery(readQuery(location.search)), [location.search]);
  const { hits, result, status, loadMore } = useSearchResults(searchIndex.url, query);

  // The URL follows the box without a route change: a router render on every
  // keystroke would cost typing (a fast "/" could be lost between renders).
  const update = (value: string) => {
    setQuery(value);
    // The page's own path: the search page of its locale.
    const url = value ? `${location.pathname}?q=${encodeURIComponent(value)}` : location.pathname;
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
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the search page is where one goes to type a query: its field has the focus on arrival
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
        <button type="button" className="button button--outline" disabled={status === 'loading'} onClick={loadMore}>
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
