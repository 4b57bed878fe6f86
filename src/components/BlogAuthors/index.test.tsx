/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import type { Author } from '../../lib/authors';
import { BlogAuthors } from './index';

const author = (a: Partial<Author> & { name: string }): Author => ({ key: null, title: null, url: null, imageUrl: null, socials: [], page: null, ...a });

describe('BlogAuthors', () => {
  it('shows each author with picture, linked name and title', () => {
    render(
      <BlogAuthors
        authors={[author({ key: 'a', name: 'Ada', title: 'Engineer', url: 'https://ada.dev', imageUrl: 'https://ada.dev/a.png' }), author({ name: 'Guest' })]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', 'https://ada.dev');
    expect(screen.getByText('Engineer')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Authors' }).querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByText('Guest').closest('a')).toBeNull();
  });

  it("links the name to the author's page when they have one, and lists their socials, opening elsewhere", () => {
    render(
      <BlogAuthors
        authors={[
          author({
            key: 'y',
            name: 'Yangshun',
            url: 'https://linkedin.com/in/yangshun',
            page: '/blog/authors/yangshun',
            socials: [
              { platform: 'github', label: 'GitHub', url: 'https://github.com/yangshun' },
              { platform: 'x', label: 'X', url: 'https://x.com/yangshunz' },
            ],
          }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Yangshun' })).toHaveAttribute('href', '/blog/authors/yangshun');
    const github = screen.getByRole('link', { name: 'Yangshun on GitHub' });
    expect(github).toHaveAttribute('href', 'https://github.com/yangshun');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Yangshun on X' })).toHaveAttribute('href', 'https://x.com/yangshunz');
  });
});
