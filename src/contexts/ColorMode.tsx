import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type React from 'react';
import { COLOR_MODE_STORAGE_KEY, nextColorModeChoice, parseColorModeChoice, resolveColorMode, type ColorMode, type ColorModeChoice } from '../lib/colorMode';
import { createStorageSlot } from '../client/storage';

export interface ColorModeValue {
  /** What the page shows. */
  colorMode: ColorMode;
  /** What the reader chose; null means the system preference (or the default). */
  choice: ColorModeChoice;
  respectPrefersColorScheme: boolean;
  setChoice: (choice: ColorModeChoice) => void;
  /** One press of the toggle. */
  toggle: () => void;
}

const Context = createContext<ColorModeValue | null>(null);

export interface Props {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
  children: React.ReactNode;
}

const storage = createStorageSlot(COLOR_MODE_STORAGE_KEY);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/**
 * Holds the colour mode. The inline head script has already set `data-theme`
 * before first paint; this provider takes over from there, stores the choice
 * under `theme`, and follows changes made in other tabs.
 */
export function ColorModeProvider({ defaultMode, respectPrefersColorScheme, children }: Props) {
  const [choice, setChoiceState] = useState<ColorModeChoice>(null);
  const [systemDark, setSystemDark] = useState(false);
  // Server render and hydration use the default; the stored choice is read once mounted.
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored choice and the system's preference are the browser's, read once mounted so that hydration renders the server's HTML
    setChoiceState(parseColorModeChoice(storage.get()));
    setSystemDark(systemPrefersDark());
    setMounted(true);
    return storage.listen((value) => setChoiceState(parseColorModeChoice(value)));
  }, []);

  useEffect(() => {
    if (!respectPrefersColorScheme || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [respectPrefersColorScheme]);

  const colorMode = resolveColorMode(choice, { defaultMode, respectPrefersColorScheme, systemPrefersDark: systemDark });

  useEffect(() => {
    if (mounted) document.documentElement.setAttribute('data-theme', colorMode);
  }, [colorMode, mounted]);

  const setChoice = useCallback((next: ColorModeChoice) => {
    setChoiceState(next);
    if (next) storage.set(next);
    else storage.del();
  }, []);

  const value = useMemo<ColorModeValue>(
    () => ({
      colorMode,
      choice,
      respectPrefersColorScheme,
      setChoice,
      toggle: () => setChoice(nextColorModeChoice(choice, colorMode, respectPrefersColorScheme)),
    }),
    [colorMode, choice, respectPrefersColorScheme, setChoice],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The colour mode; throws outside a {@link ColorModeProvider}. */
export function useColorMode(): ColorModeValue {
  const value = useContext(Context);
  if (!value) throw new Error('useColorMode() was called outside <ColorModeProvider>.');
  return value;
}
