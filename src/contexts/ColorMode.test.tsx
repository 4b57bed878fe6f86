/** @jest-environment jsdom */
import '@testing-library/jest-dom/jest-globals';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ColorModeToggle } from '../components/ColorModeToggle';
import { ColorModeProvider, useColorMode } from './ColorMode';

function mockSystemDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('ColorModeProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('cycles light → dark → system when the system preference is respected', async () => {
    mockSystemDark(true);
    render(
      <ColorModeProvider defaultMode="light" respectPrefersColorScheme>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    const toggle = await screen.findByRole('button', { name: 'Switch between dark and light mode (currently system mode)' });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    expect(localStorage.getItem('theme')).toBe('light');
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('alternates light and dark otherwise, starting from the default', async () => {
    mockSystemDark(true);
    render(
      <ColorModeProvider defaultMode="light" respectPrefersColorScheme={false}>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    const toggle = await screen.findByRole('button', { name: /currently light mode/ });
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(/currently dark mode/);
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(/currently light mode/);
  });

  it('follows a change made in another tab', async () => {
    mockSystemDark(false);
    render(
      <ColorModeProvider defaultMode="light" respectPrefersColorScheme={false}>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    await screen.findByRole('button', { name: /currently light mode/ });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByRole('button', { name: /currently dark mode/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('throws when used outside its provider', () => {
    const Orphan = () => <p>{useColorMode().colorMode}</p>;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useColorMode() was called outside <ColorModeProvider>.');
  });
});
