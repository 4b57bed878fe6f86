import { useEffect, useState } from 'react';
import { navigate, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';

/** Reads the query from `?q=`; kept in sync with the box as the reader types. */
function readQuery(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

export default function SearchPage({ location }: PageProps) {
  const [query, setQuery] = useState(() => readQuery(location.search));
  useEffect(() => setQuery(readQuery(location.search)), [location.search]);
  const update = (value: string) => {
    setQuery(value);
    const params = new URLSearchParams(location.search);
    if (value) params.set('q', value);
    else params.delete('q');
    const qs = params.toString();
    void navigate(`${location.pathname}${qs ? `?${qs}` : ''}`, { replace: true });
  };
  return (
    <Layout pathname={location.pathname}>
      <div className="container" style={{ padding: '2rem 1rem', maxWidth: '52rem' }}>
        <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="search-page-input" className="visually-hidden">
            Search
          </label>
          <input
            id="search-page-input"
            type="search"
            name="q"
            value={query}
            onChange={(e) => update(e.target.value)}
            placeholder="Type your search here"
            autoComplete="off"
            style={{ width: '100%', padding: '0.7rem 0.9rem', fontSize: '1.05rem', borderRadius: '0.4rem', border: '1px solid var(--c-border)', background: 'var(--c-bg)', color: 'var(--c-text)' }}
          />
        </form>
      </div>
    </Layout>
  );
}

export function Head() {
  return (
    <Seo title="Search" pathname="/search">
      <meta name="robots" content="noindex" />
    </Seo>
  );
}
