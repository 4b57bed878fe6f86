import { formatDate } from '../../lib/blog';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

export interface Props {
  /** Where "Edit this page" leads; no link when null. */
  editUrl?: string | null;
  lastUpdate?: { date: string | null; author: string | null } | null;
}

/** The end of a doc, as Docusaurus's: "Edit this page" and "Last updated on {date} by {author}". */
export function DocFooter({ editUrl, lastUpdate }: Props) {
  if (!editUrl && !lastUpdate?.date && !lastUpdate?.author) return null;
  return (
    <footer className={styles.footer}>
      {editUrl && (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className={styles.edit}>
          {translate({ id: 'theme.common.editThisPage', message: 'Edit this page', description: 'The link label to edit the current page' })}
        </a>
      )}
      {lastUpdate && (lastUpdate.date || lastUpdate.author) && (
        <p className={styles.updated}>
          Last updated
          {lastUpdate.date && (
            <>
              {' on '}
              <time dateTime={lastUpdate.date}>{formatDate(lastUpdate.date)}</time>
            </>
          )}
          {lastUpdate.author && (
            <>
              {' by '}
              <b>{lastUpdate.author}</b>
            </>
          )}
        </p>
      )}
    </footer>
  );
}
