import { useEffect, useRef, useState } from 'react';
import { siteConfig } from '../../config/site';
import { useLockBodyScroll } from '../../hooks/useLockBodyScroll';
import type { PageSidebar } from '../../lib/sidebar';
import { ColorModeToggle } from '../ColorModeToggle';
import { DocSidebar } from '../DocSidebar';
import type { VersionContext } from './items';
import { NavbarItem } from './NavbarItem';
import * as styles from './styles.module.css';
import { LocaleLink } from '../LocaleLink';
import { translateLabel } from '../../i18n/translate';

export interface Props {
  open: boolean;
  onClose: () => void;
  pathname: string;
  sidebarLinks: Record<string, string>;
  /** The doc sidebar of the page, shown in the secondary panel. */
  docSidebar: PageSidebar | null;
  /** Each docs version's main doc and the reader's chosen version. */
  versions?: VersionContext;
}

/**
 * The slide-in menu below 996px: a primary panel with the navbar items and,
 * on doc pages, a secondary panel with the doc sidebar (shown first), with a
 * button back to the primary one. The page behind does not scroll while it is
 * open; Escape and a click outside close it.
 */
export function MobileSidebar({ open, onClose, pathname, sidebarLinks, versions, docSidebar }: Props) {
  const [secondary, setSecondary] = useState(docSidebar !== null);
  const panelRef = useRef<HTMLDivElement>(null);
  useLockBodyScroll(open);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening starts again on the doc sidebar's panel, whichever panel the menu was closed on
    if (open) setSecondary(docSidebar !== null);
  }, [open, docSidebar]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click outside closes the menu; from the keyboard, Escape and the close button do */}
      <div className={styles.backdrop} onClick={onClose} data-testid="mobile-menu-backdrop" />
      <div ref={panelRef} className={styles.mobilePanel} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className={styles.mobileHeader}>
          <LocaleLink to={'/'} className={styles.brand} onClick={onClose}>
            <img src={siteConfig.navbar.logo.src} alt={siteConfig.navbar.logo.alt} width={28} height={28} />
            <span className={styles.title}>{translateLabel('navbar.title', siteConfig.navbar.title)}</span>
          </LocaleLink>
          <ColorModeToggle />
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label="Close navigation bar">
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d="M1.4 0 0 1.4 6.1 7.5 0 13.6 1.4 15l6.1-6.1 6.1 6.1 1.4-1.4-6.1-6.1L15 1.4 13.6 0 7.5 6.1z" />
            </svg>
          </button>
        </div>
        {secondary && docSidebar ? (
          <div className={styles.mobileSecondary}>
            <button type="button" className={styles.backButton} onClick={() => setSecondary(false)}>
              ← Back to main menu
            </button>
            <DocSidebar items={docSidebar.items} fullSidebarUrl={docSidebar.url} activePath={docSidebar.activePath} />
          </div>
        ) : (
          <nav className={styles.mobilePrimary} aria-label="Main menu">
            {siteConfig.navbar.items.map((item, i) => (
              <NavbarItem key={i} item={item} pathname={pathname} sidebarLinks={sidebarLinks} versions={versions} mobile />
            ))}
          </nav>
        )}
      </div>
    </>
  );
}
