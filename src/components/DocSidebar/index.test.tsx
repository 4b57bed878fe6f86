/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DocSidebar } from './index';
import type { SidebarItem } from '../../lib/sidebar';

const FULL: SidebarItem[] = [
  {
    type: 'category',
    key: 'dev',
    label: 'Dev tools',
    href: '/docs/dev/',
    items: [{ type: 'doc', id: 'dev/docker', label: 'Docker', href: '/docs/dev/docker' }],
  },
  { type: 'category', key: 'cv', label: 'OpenCV', href: '/docs/cv/', items: [{ type: 'doc', id: 'cv/basics', label: 'Basics', href: '/docs/cv/basics' }] },
];
const PRUNED: SidebarItem[] = [{ ...FULL[0], items: null } as SidebarItem, FULL[1]];

describe('DocSidebar', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('stays as the reader left it when the next page is rendered into it: opened categories keep their items', async () => {
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(FULL) } as unknown as Response));
    const view = render(<DocSidebar items={PRUNED} fullSidebarUrl="/sidebars/memory.json" activePath="/docs/cv/basics" />);
    fireEvent.click(screen.getByRole('button', { name: "Expand sidebar category 'Dev tools'" }));
    await screen.findByRole('link', { name: 'Docker' });
    // The frame keeps the sidebar mounted and gives it the next page's pruned items.
    view.rerender(<DocSidebar items={PRUNED} fullSidebarUrl="/sidebars/memory.json" activePath="/docs/cv/" />);
    expect(screen.getByRole('button', { name: "Collapse sidebar category 'Dev tools'" })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Docker' })).toHaveAttribute('href', '/docs/dev/docker');
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('opens the category of a page the reader comes to, at once, and keeps one the reader closed around the current page closed', () => {
    const onlyCv: SidebarItem[] = [FULL[0], { ...FULL[1], items: null } as SidebarItem];
    const view = render(<DocSidebar items={PRUNED} fullSidebarUrl="/sidebars/x.json" activePath="/docs/cv/basics" />);
    fireEvent.click(screen.getByRole('button', { name: "Collapse sidebar category 'OpenCV'" }));
    // Dev tools was closed; the next page is in it: it opens in the same render, its link is there.
    view.rerender(<DocSidebar items={onlyCv} fullSidebarUrl="/sidebars/x.json" activePath="/docs/dev/docker" />);
    expect(screen.getByRole('link', { name: 'Docker' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: "Expand sidebar category 'OpenCV'" })).toHaveAttribute('aria-expanded', 'false');
    // The reader closes Dev tools and goes to its index page, still in it: it stays closed.
    fireEvent.click(screen.getByRole('button', { name: "Collapse sidebar category 'Dev tools'" }));
    view.rerender(<DocSidebar items={onlyCv} fullSidebarUrl="/sidebars/x.json" activePath="/docs/dev/" />);
    expect(screen.getByRole('button', { name: "Expand sidebar category 'Dev tools'" })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the active page and expands only the categories on its path', () => {
    render(<DocSidebar items={PRUNED} fullSidebarUrl="/sidebars/x.json" activePath="/docs/cv/basics" />);
    expect(screen.getByRole('link', { name: 'Basics' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: "Collapse sidebar category 'OpenCV'" })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: "Expand sidebar category 'Dev tools'" })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Docker' })).toBeNull();
  });

  it('loads the items of a collapsed category from the full sidebar when expanded', async () => {
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(FULL) } as unknown as Response));
    global.fetch = fetchMock;
    render(<DocSidebar items={PRUNED} fullSidebarUrl="/sidebars/ok.json" activePath="/docs/cv/basics" />);
    fireEvent.click(screen.getByRole('button', { name: "Expand sidebar category 'Dev tools'" }));
    expect(await screen.findByRole('link', { name: 'Docker' })).toHaveAttribute('href', '/docs/dev/docker');
    expect(fetchMock).toHaveBeenCalledWith('/sidebars/ok.json');
    // OpenCV stays open: categories do not collapse each other.
    expect(screen.getByRole('link', { name: 'Basics' })).toBeInTheDocument();
  });

  it('says so when the full sidebar cannot be loaded', async () => {
    global.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) } as unknown as Response));
    render(<DocSidebar items={PRUNED} fullSidebarUrl="/sidebars/down.json" activePath="/docs/cv/basics" />);
    fireEvent.click(screen.getByRole('button', { name: "Expand sidebar category 'Dev tools'" }));
    await waitFor(() => expect(screen.getByText(/Could not load this section: Sidebar request failed with status 503/)).toBeInTheDocument());
  });

  it('collapses an expanded category', () => {
    render(<DocSidebar items={FULL} fullSidebarUrl={null} activePath="/docs/cv/basics" />);
    fireEvent.click(screen.getByRole('button', { name: "Collapse sidebar category 'OpenCV'" }));
    expect(screen.queryByRole('link', { name: 'Basics' })).toBeNull();
  });
  it('shows a sidebars file’s links and markup: a page of the site in place, another site in a new tab, markup as written', () => {
    const items: SidebarItem[] = [
      { type: 'link', key: 'main/0', label: 'Changelog', href: '/changelog' },
      { type: 'html', key: 'main/1', value: '<span class="sidebar-heading">Elsewhere</span>' },
      { type: 'link', key: 'main/2', label: 'GitHub', href: 'https://github.com/example/site' },
    ];
    const view = render(<DocSidebar items={items} fullSidebarUrl={null} activePath="/changelog" />);
    expect(screen.getByRole('link', { name: 'Changelog' })).toHaveAttribute('aria-current', 'page');
    const external = screen.getByRole('link', { name: 'GitHub' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(view.container.querySelector('li > span.sidebar-heading')).toHaveTextContent('Elsewhere');
  });
  it('opens a `collapsed: false` category off the page’s path, and gives a `collapsible: false` one no control to close it', () => {
    const items: SidebarItem[] = [
      { type: 'category', key: 'open', label: 'Open', href: null, alwaysOpen: true, items: [{ type: 'doc', id: 'a', label: 'A', href: '/docs/a' }] },
      {
        type: 'category',
        key: 'fixed',
        label: 'Fixed',
        href: null,
        alwaysOpen: true,
        collapsible: false,
        items: [{ type: 'doc', id: 'b', label: 'B', href: '/docs/b' }],
      },
    ];
    render(<DocSidebar items={items} fullSidebarUrl={null} activePath="/docs/elsewhere" />);
    expect(screen.getByRole('link', { name: 'A' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: "Collapse sidebar category 'Open'" }));
    expect(screen.queryByRole('link', { name: 'A' })).toBeNull();
    expect(screen.getByRole('link', { name: 'B' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /sidebar category 'Fixed'/ })).toBeNull();
  });
});
