import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

export const MAIN_CONTENT_ID = 'main-content';

/** First in tab order: moves focus past the navbar to the page's main content. */
export function SkipToContent() {
  return (
    <a
      className={styles.skip}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content', description: 'The skip to content label' })}
    </a>
  );
}
