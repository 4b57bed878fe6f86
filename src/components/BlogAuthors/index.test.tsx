/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { BlogAuthors } from './index';

describe('BlogAuthors', () => {
  it('shows each author with picture, linked name and title', () => {
    render(<BlogAuthors authors={[{ key: 'a', name: 'Ada', title: 'Engineer', url: 'https://ada.dev', imageUrl: 'https://ada.dev/a.png' }, { key: null, name: 'Guest', title: null, url: null, imageUrl: null }]} />);
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', 'https://ada.dev');
    expect(screen.getByText('Engineer')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Authors' }).querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByText('Guest').closest('a')).toBeNull();
  });
});
