import { useColorMode } from '../../contexts/ColorMode';
import { useIsBrowser } from '../../hooks/useIsBrowser';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

const ICONS = {
  light:
    'M12 18a6 6 0 1 1 0-12 6 6 0 0 1 0 12zm0-2a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM11 1h2v3h-2V1zm0 19h2v3h-2v-3zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1zm13 13 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1zM1 11h3v2H1v-2zm19 0h3v2h-3v-2zM4.9 20.5l-1.4-1.4 2.1-2.1 1.4 1.4-2.1 2.1zm13-13-1.4-1.4 2.1-2.1 1.4 1.4-2.1 2.1z',
  dark: 'M9.4 2.2A9 9 0 1 0 21.8 14.6 7.5 7.5 0 0 1 9.4 2.2z',
  system: 'M3 4h18v12H3V4zm2 2v8h14V6H5zm3 12h8v2H8v-2z',
};

/** The navbar's colour-mode button; disabled until the page runs in the browser. */
export function ColorModeToggle() {
  const { colorMode, choice, respectPrefersColorScheme, toggle } = useColorMode();
  const isBrowser = useIsBrowser();
  const shown = respectPrefersColorScheme && choice === null ? 'system' : colorMode;
  const label = translate(
    {
      id: 'theme.colorToggle.ariaLabel',
      message: 'Switch between dark and light mode (currently {mode} mode)',
      description: 'The ARIA label for the colour mode toggle',
    },
    { mode: shown },
  );
  return (
    <button type="button" className={styles.toggle} onClick={toggle} disabled={!isBrowser} title={label} aria-label={label} aria-live="polite">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d={ICONS[shown]} />
      </svg>
    </button>
  );
}
