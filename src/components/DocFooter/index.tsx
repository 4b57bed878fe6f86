import type { TextPart } from '../../lib/textParts';
import { TextParts } from '../TextParts';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

export interface Props {
  /** Where "Edit this page" leads; no link when null. */
  editUrl?: string | null;
  /** "Last updated on {date} by {author}", made in the page's locale (node/pages/words.ts); none when nothing is known. */
  lastUpdated?: readonly TextPart[] | null;
}

/** The end of a doc, as Docusaurus's: "Edit this page" and "Last updated on {date} by {author}". */
export function DocFooter({ editUrl, lastUpdated }: Props) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <footer className={styles.footer}>
      {editUrl && (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className={styles.edit}>
          {translate({ id: 'theme.common.editThisPage', message: 'Edit this page', description: 'The link label to edit the current page' })}
        </a>
      )}
      {lastUpdated && (
        <p className={styles.updated}>
          <TextParts parts={lastUpdated} />
        </p>
      )}
    </footer>
  );
}
