/**
 * Colour mode rules. The reader's choice is light, dark, or null for "follow
 * the system"; the effective mode is always light or dark.
 */

export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | null;

export const COLOR_MODE_STORAGE_KEY = 'theme';

/** Reads a stored choice; anything but `light` or `dark` means no choice. */
export function parseColorModeChoice(value: string | null | undefined): ColorModeChoice {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The choice after one press of the toggle: light and dark alternate, and
 * when the system preference is respected, the cycle is light → dark → system.
 */
export function nextColorModeChoice(current: ColorModeChoice, effective: ColorMode, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return effective === 'dark' ? 'light' : 'dark';
  if (current === null) return 'light';
  return current === 'light' ? 'dark' : null;
}

/** The mode to show for a choice. */
export function resolveColorMode(
  choice: ColorModeChoice,
  options: { defaultMode: ColorMode; respectPrefersColorScheme: boolean; systemPrefersDark: boolean },
): ColorMode {
  if (choice) return choice;
  if (options.respectPrefersColorScheme) return options.systemPrefersDark ? 'dark' : 'light';
  return options.defaultMode;
}

export interface InitScriptOptions {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
  /** Current announcement id, or null when there is no announcement. */
  announcementId: string | null;
}

export const ANNOUNCEMENT_DISMISS_KEY = 'announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'announcement.id';

/**
 * Source of the tiny script that runs in <head> before first paint: it sets
 * `data-theme` from the stored choice, so a reload never flashes the wrong
 * mode, and marks an already dismissed announcement so it is not painted.
 * Every value is JSON-encoded into the source, so no config string can break out.
 */
export function initScriptSource(options: InitScriptOptions): string {
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  return `(function(){var d=document.documentElement;function g(k){try{return window.localStorage.getItem(k)}catch(e){return null}}var t=g(${json(COLOR_MODE_STORAGE_KEY)});if(t!=='light'&&t!=='dark'){t=${json(options.respectPrefersColorScheme)}&&window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':${json(options.defaultMode)}}d.setAttribute('data-theme',t);var a=${json(options.announcementId)};d.setAttribute('data-announcement-bar-initially-dismissed',String(a!==null&&g(${json(ANNOUNCEMENT_ID_KEY)})===a&&g(${json(ANNOUNCEMENT_DISMISS_KEY)})==='true'))})();`;
}

/** Whether the announcement with `currentId` was dismissed, from what storage holds. */
export function isAnnouncementDismissed(stored: { id: string | null; dismiss: string | null }, currentId: string): boolean {
  return stored.id === currentId && stored.dismiss === 'true';
}
