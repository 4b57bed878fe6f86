/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PageVersion } from '../../lib/versionLinks';
import { DocVersionBadge } from '../DocVersionBadge';
import { DocVersionBanner } from '.';

const version = (more: Partial<PageVersion>): PageVersion => ({
  name: '1.0',
  label: '1.0',
  path: '/docs/1.0',
  banner: 'unmaintained',
  badge: true,
  latest: { label: '2.0', href: '/docs/guides/install' },
  canonical: '/docs/guides/install',
  ...more,
});

describe('DocVersionBanner', () => {
  afterEach(() => localStorage.clear());

  it("says an older version is no longer maintained, in Docusaurus's words, and leads to the latest version's page", () => {
    render(<DocVersionBanner version={version({})} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This is documentation for Lin Hao 1.0, which is no longer actively maintained.');
    expect(alert).toHaveTextContent('For up-to-date documentation, see the latest version (2.0).');
    expect(screen.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/docs/guides/install');
  });

  it('says the docs being written are unreleased', () => {
    render(<DocVersionBanner version={version({ name: 'current', label: 'Next', banner: 'unreleased' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This is unreleased documentation for Lin Hao Next version.');
  });

  it('makes the latest version the reader’s choice when its link is followed', () => {
    render(<DocVersionBanner version={version({})} />);
    fireEvent.click(screen.getByRole('link', { name: 'latest version' }));
    // The site's own config has one version, the docs folder: it is the latest.
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('current');
  });

  it('shows nothing on the last version, or with the banner switched off', () => {
    const { container, rerender } = render(<DocVersionBanner version={version({ banner: 'none', latest: null })} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DocVersionBanner version={version({ banner: 'none' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DocVersionBadge', () => {
  it('names the version on a site of several versions, and nothing on a site of one', () => {
    const { container, rerender } = render(<DocVersionBadge version={version({})} />);
    expect(container).toHaveTextContent('Version: 1.0');
    rerender(<DocVersionBadge version={version({ badge: false })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
