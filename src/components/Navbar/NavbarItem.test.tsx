/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import type { NavbarItem as NavbarItemConfig } from '../../lib/config/types';
import { NavbarItem } from './NavbarItem';

describe('NavbarItem', () => {
  it('reports which item failed to render, and the other items still render', () => {
    const errors: unknown[][] = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const broken = { type: 'docSidebar', sidebarId: 'missingSidebar', label: 'Broken', position: 'left' } as NavbarItemConfig;
    render(
      <nav>
        <NavbarItem item={broken} pathname="/" sidebarLinks={{}} />
        <NavbarItem item={{ type: 'link', label: 'Blog', to: '/blog', position: 'left' }} pathname="/" sidebarLinks={{}} />
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByText('Broken')).toBeNull();
    const report = errors.map((args) => String(args[0])).find((m) => m.startsWith('A navbar item failed to render'));
    expect(report).toContain('"sidebarId":"missingSidebar"');
  });

  it('renders a docSidebar item as a link to the first page of its sidebar, active inside the docs', () => {
    render(<NavbarItem item={{ type: 'docSidebar', sidebarId: 's', label: '开发', position: 'left' }} pathname="/docs/x" sidebarLinks={{ s: '/docs/a/' }} />);
    expect(screen.getByRole('link', { name: '开发' })).toHaveAttribute('href', '/docs/a/');
    expect(screen.getByRole('link', { name: '开发' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the docs version dropdown on every page, leading to the version's main doc, and keeps the reader's choice", () => {
    const versions = { mainDocs: { current: '/docs/programming-languages/' }, preferred: null };
    const { unmount } = render(<NavbarItem item={{ type: 'docsVersionDropdown', position: 'right' }} pathname="/blog" sidebarLinks={{}} versions={versions} />);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    const entry = screen.getByRole('link', { name: 'Next' });
    expect(entry).toHaveAttribute('href', '/docs/programming-languages/');
    expect(entry).toHaveAttribute('aria-current', 'true');
    window.localStorage.clear();
    fireEvent.click(entry);
    expect(window.localStorage.getItem('docs-preferred-version-default')).toBe('current');
    unmount();
  });

  it('keeps working when storage throws: the choice is not kept, the link still leads to the version', () => {
    const versions = { mainDocs: { current: '/docs/programming-languages/' }, preferred: null };
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const spies = [jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse), jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse)];
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<NavbarItem item={{ type: 'docsVersionDropdown', position: 'right' }} pathname="/blog" sidebarLinks={{}} versions={versions} />);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    const entry = screen.getByRole('link', { name: 'Next' });
    expect(() => fireEvent.click(entry)).not.toThrow();
    expect(entry).toHaveAttribute('href', '/docs/programming-languages/');
    for (const spy of spies) spy.mockRestore();
  });
});
