/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { BlogSidebar } from './index';

describe('BlogSidebar', () => {
  it('groups posts under year headings and marks the current post', () => {
    render(
      <BlogSidebar
        activePath="/blog/2025/01/02/b"
        years={[
          { year: 2026, posts: [{ title: 'A', path: '/blog/2026/01/01/a' }] },
          { year: 2025, posts: [{ title: 'B', path: '/blog/2025/01/02/b' }] },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2026', '2025']);
    // The blog's routes as src/config/site.ts places them.
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: '2025' })).toHaveAttribute('href', '/blog/2025');
    expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'A' })).not.toHaveAttribute('aria-current');
  });
});
