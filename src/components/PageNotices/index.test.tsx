/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PageNotice } from '../../lib/pageNotices';
import { DocVersionBadge, PageNotices } from '.';

const banner: PageNotice = {
  kind: 'unmaintained',
  text: 'This is documentation for Lin Hao 1.0, which is no longer actively maintained.',
  before: 'For up-to-date documentation, see the ',
  link: { label: 'latest version', href: '/docs/guides/install' },
  after: ' (2.0).',
};
const untranslated: PageNotice = { kind: 'untranslated', text: 'لم تُترجم هذه الصفحة بعد', lang: 'en', dir: 'ltr' };

describe('PageNotices', () => {
  afterEach(() => localStorage.clear());

  it("shows a version's banner with its link to the latest version's page", () => {
    render(<PageNotices notices={[banner]} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This is documentation for Lin Hao 1.0, which is no longer actively maintained.');
    expect(alert).toHaveTextContent('For up-to-date documentation, see the latest version (2.0).');
    expect(screen.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/docs/guides/install');
  });

  it('makes the latest version the reader’s choice when its link is followed', async () => {
    render(<PageNotices notices={[banner]} />);
    fireEvent.click(screen.getByRole('link', { name: 'latest version' }));
    // The site's own config has one version, the docs folder: it is the latest. The code that keeps it loads on the click.
    await waitFor(() => expect(localStorage.getItem('docs-preferred-version-default')).toBe('current'));
  });

  it('shows that a page is not translated yet as a note, after the banner', () => {
    const { container } = render(<PageNotices notices={[banner, untranslated]} />);
    expect(screen.getByRole('note')).toHaveTextContent('لم تُترجم هذه الصفحة بعد');
    expect([...container.children].map((c) => c.getAttribute('role'))).toEqual(['alert', 'note']);
  });

  it('shows nothing on a page without notices', () => {
    const { container } = render(<PageNotices notices={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DocVersionBadge', () => {
  it('names the version on a site of several versions, and nothing on a site of one', () => {
    const { container, rerender } = render(<DocVersionBadge label="Version: 1.0" />);
    expect(container).toHaveTextContent('Version: 1.0');
    rerender(<DocVersionBadge label={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
