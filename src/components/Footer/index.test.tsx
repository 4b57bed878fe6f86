/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import { Footer } from './index';

describe('Footer', () => {
  it('renders a single row of links when the configuration lists links, not columns', () => {
    render(
      <Footer
        footer={{
          style: 'light',
          links: [
            { label: 'Docs', to: '/docs' },
            { label: 'GitHub', href: 'https://github.com/x' },
          ],
          copyright: '© Me',
        }}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('heading')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs');
    expect(within(footer).getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('© Me');
  });

  it('renders columns with their titles', () => {
    render(<Footer footer={{ style: 'dark', links: [{ title: 'Learn', items: [{ label: 'Intro', to: '/docs/intro' }] }], copyright: 'c' }} />);
    expect(screen.getByRole('heading', { name: 'Learn' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intro' })).toHaveAttribute('href', '/docs/intro');
  });
});
