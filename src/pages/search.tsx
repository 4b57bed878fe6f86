import { useEffect, useState } from 'react';
import { graphql, useStaticQuery, type PageProps } from 'gatsby';
import { SearchResults } from '../components/SearchResults';
import { useSearchResults } from '../components/SearchResults/useSearchResults';
import { Seo } from '../components/Seo';
import { SEARCH_PAGE_PATH } from '../client/searchConfig';
import * as styles from './search.module.css';
import { translate } from '../i18n/translate';

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
      <h1>
        {query
          ? translate(
              { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"', description: 'The search page title for a query' },
              { query },
            )
          : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation', description: 'The search page title without a query' })}
      </h1>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for the search button' })}
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          value={query}
          onChange={(e) => update(e.target.value)}
          placeholder={translate({
            id: 'theme.SearchPage.inputPlaceholder',
            message: 'Type your search here',
            description: 'The placeholder of the search page field',
          })}
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the search page is where one goes to type a query: its field has the focus on arrival
          autoFocus
        />
      </form>
      <div aria-live="polite" className={styles.status}>
        {status === 'error' && (
          <div role="alert">
            <p className={styles.errorTitle}>{translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' })}</p>
            <p>{translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' })}</p>
          </div>
        )}
        {status !== 'error' && result && (
          <p>
            {result.nbHits === 0
              ? translate(
                  { id: 'theme.SearchPage.noResultsText', message: 'No results for "{query}"', description: 'The search page when nothing matches' },
                  { query },
                )
              : result.nbHits === 1
                ? translate({ id: 'theme.SearchPage.oneResult', message: '1 result', description: 'The search page count of one result' })
                : translate(
                    { id: 'theme.SearchPage.results', message: '{count} results', description: 'The search page count of results' },
                    { count: result.nbHits },
                  )}
          </p>
        )}
        {status === 'loading' && hits.length === 0 && (
          <p>{translate({ id: 'theme.SearchPage.fetchingNewResults', message: 'Searching…', description: 'The search page while results load' })}</p>
        )}
      </div>
      {hits.length > 0 && <SearchResults hits={hits} />}
      {more && status !== 'error' && (
        <button type="button" className="button button--outline" disabled={status === 'loading'} onClick={loadMore}>
          {status === 'loading'
            ? translate({ id: 'theme.SearchPage.loading', message: 'Loading…', description: 'The load more button while results load' })
            : translate({ id: 'theme.SearchPage.loadMore', message: 'Load more results', description: 'The button that loads more results' })}
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
