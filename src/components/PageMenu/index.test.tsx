/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PageTitle } from './index';
import { twinPath } from '../../lib/routes';

const PageMenu = ({ route }: { route: string }) => <PageTitle twin={twinPath(route)}>Title</PageTitle>;

const toggle = () => screen.getByRole('button', { name: 'More ways to read this page' });

describe('PageMenu', () => {
  it('is a menu button, closed at first, beside the copy button', () => {
    render(<PageTitle twin="/docs/git.md">Git</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Git' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-haspopup', 'menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard on its first item (or its last with ArrowUp); arrows, Home and End move; Escape closes back to the button', async () => {
    render(<PageMenu route="/docs/opencv/" />);
    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    fireEvent.keyDown(items[0], { key: 'ArrowUp' });
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(items[2], { key: 'ArrowDown' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0], { key: 'End' });
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(items[2], { key: 'Home' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle()).toHaveFocus();
    fireEvent.keyDown(toggle(), { key: 'ArrowUp' });
    await waitFor(() => expect(screen.getAllByRole('menuitem')[2]).toHaveFocus());
  });

  it('links the twin, and asks the assistants to read the twin by its absolute URL', async () => {
    render(<PageMenu route="/docs/opencv/" />);
    fireEvent.click(toggle());
    const items = await screen.findAllByRole('menuitem');
    expect(items[0]).toHaveAttribute('href', '/docs/opencv/index.md');
    const twinUrl = new URL('/docs/opencv/index.md', window.location.href).href;
    for (const [item, origin] of [
      [items[1], 'https://chatgpt.com/'],
      [items[2], 'https://claude.ai/new'],
    ] as const) {
      const url = new URL(item.getAttribute('href')!);
      expect(`${url.origin}${url.pathname}`).toBe(origin);
      expect(url.searchParams.get('q')).toBe(`Read ${twinUrl} so I can ask questions about it.`);
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // A click elsewhere closes it.
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  describe('Copy page', () => {
    const originalFetch = global.fetch;
    afterEach(() => {
      global.fetch = originalFetch;
    });

    it('copies the twin’s text and says so', async () => {
      const writeText = jest.fn(async (_text: string) => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve('# Git\n') })) as unknown as typeof fetch;
      render(<PageMenu route="/docs/git" />);
      // eslint-disable-next-line @typescript-eslint/require-await -- an async callback makes act() wait for the updates of the copy's promises
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy page' })));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied: the page is on the clipboard as Markdown'));
      expect(global.fetch).toHaveBeenCalledWith('/docs/git.md');
      expect(writeText).toHaveBeenCalledWith('# Git\n');
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      expect(global.fetch).toHaveBeenCalledTimes(1);
    });

    it('says when the twin cannot be fetched', async () => {
      const writeText = jest.fn(async (_text: string) => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      global.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 404, text: () => Promise.resolve('missing') })) as unknown as typeof fetch;
      render(<PageMenu route="/docs/git" />);
      // eslint-disable-next-line @typescript-eslint/require-await -- an async callback makes act() wait for the updates of the copy's promises
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy page' })));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Failed: the page could not be copied'));
      expect(global.fetch).toHaveBeenCalledWith('/docs/git.md');
      expect(writeText).not.toHaveBeenCalled();
    });
  });
});
