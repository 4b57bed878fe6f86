import { useEffect, useState } from 'react';
import { siteConfig } from '../../config/site';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, isAnnouncementDismissed } from '../../lib/colorMode';
import type { AnnouncementBarConfig } from '../../lib/config/types';
import { createStorageSlot } from '../../client/storage';
import * as styles from './styles.module.css';

const idSlot = createStorageSlot(ANNOUNCEMENT_ID_KEY);
const dismissSlot = createStorageSlot(ANNOUNCEMENT_DISMISS_KEY);

export interface Props {
  /** The announcement; the site's configured one by default. */
  announcement?: AnnouncementBarConfig | null;
}

/**
 * The announcement above the navbar. Closing it stores the dismissal with the
 * announcement's id, so a new announcement (a new id) shows again. A bar
 * dismissed earlier is hidden by CSS before first paint (see the head script).
 */
export function AnnouncementBar({ announcement = siteConfig.announcementBar }: Props) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!announcement) return;
    const stored = { id: idSlot.get(), dismiss: dismissSlot.get() };
    if (stored.id !== announcement.id) {
      idSlot.set(announcement.id);
      dismissSlot.del();
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the dismissal is in the browser's storage, read once mounted so that hydration renders the server's HTML
    setDismissed(isAnnouncementDismissed(stored, announcement.id));
  }, [announcement]);
  if (!announcement || dismissed) return null;
  const close = () => {
    dismissSlot.set('true');
    idSlot.set(announcement.id);
    setDismissed(true);
  };
  return (
    <div
      className={`announcement-bar ${styles.bar}`}
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}
    >
      {/* The content is HTML from the site's own configuration, written by its authors. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: announcement.content }} />
      {announcement.isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label="Close announcement" title="Close">
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path fill="currentColor" d="M1.4 0 0 1.4 6.1 7.5 0 13.6 1.4 15l6.1-6.1 6.1 6.1 1.4-1.4-6.1-6.1L15 1.4 13.6 0 7.5 6.1z" />
          </svg>
        </button>
      )}
    </div>
  );
}
