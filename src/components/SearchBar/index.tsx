import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { graphql, useStaticQuery } from 'gatsby';
import type { SearchAssets } from './modalLoader';
import { useSearchModal } from './useSearchModal';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

/**
 * The navbar's search button. Nothing of DocSearch ships with the page: its
 * modal, styles and the index load on hover, focus or touch of the button, or
 * on the keyboard shortcuts, and the modal opens when they are in.
 */
export function SearchBar() {
  const { searchIndex } = useStaticQuery<{ searchIndex: SearchAssets }>(graphql`
    query SearchAssets {
      searchIndex {
        url
        docsearchCss
      }
    }
  `);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { Modal, prepare, onOpen, onClose, takeTyping, initialQuery } = useSearchModal(searchIndex, buttonRef);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for the search button' })}
        onClick={onOpen}
        onMouseOver={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeWidth="1.6"
          />
        </svg>
        <span className={styles.placeholder}>
          {translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for the search button' })}
        </span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>Ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {Modal && createPortal(<Modal indexUrl={searchIndex.url} initialQuery={initialQuery()} onClose={onClose} takeTyping={takeTyping} />, document.body)}
    </>
  );
}
