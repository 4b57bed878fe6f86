/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { navigate } from 'gatsby';
import NotFoundPage from '../../src/pages/404';
import type { FrameContext } from '../../src/lib/pageContexts';

const at = (pathname: string) =>
  ({ location: { pathname, search: '?q=1', hash: '#h' }, pageContext: { framePathname: '/404.html' } }) as unknown as PageProps<object, FrameContext>;

describe('the not-found page', () => {
  afterEach(() => jest.clearAllMocks());

  it('leads to the home page, the docs and the blog where src/config/site.ts places them', () => {
    render(<NotFoundPage {...at('/nowhere')} />);
    expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'documentation' })).toHaveAttribute('href', '/docs');
    expect(screen.getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('names no blog on a site without one', () => {
    process.env.GATSBY_HAS_BLOG = 'false';
    try {
      render(<NotFoundPage {...at('/nowhere')} />);
      expect(screen.queryByRole('link', { name: 'blog' })).toBeNull();
      expect(screen.getByRole('link', { name: 'documentation' }).parentElement!.parentElement).toHaveTextContent(
        'The link may be out of date, or the address mistyped. Go back to the home page or browse the documentation.',
      );
    } finally {
      delete process.env.GATSBY_HAS_BLOG;
    }
  });

  it('sends a .html address on to the page it names, keeping the query and hash', () => {
    render(<NotFoundPage {...at('/docs/opencv/index.html')} />);
    expect(navigate).toHaveBeenCalledWith('/docs/opencv/?q=1#h', { replace: true });
  });
});
