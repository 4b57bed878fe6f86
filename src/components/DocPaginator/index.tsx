import { Link } from 'gatsby';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

export interface PaginatorLink {
  label: string;
  href: string;
}

export interface Props {
  previous: PaginatorLink | null;
  next: PaginatorLink | null;
  /** Accessible name of the navigation. */
  label?: string;
  previousText?: string;
  nextText?: string;
}

/** Previous and next pages, as two cards. */
export function DocPaginator({
  previous,
  next,
  label = translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages', description: 'The ARIA label for the docs pagination' }),
  previousText = translate({ id: 'theme.docs.paginator.previous', message: 'Previous', description: 'The label used to navigate to the previous doc' }),
  nextText = translate({ id: 'theme.docs.paginator.next', message: 'Next', description: 'The label used to navigate to the next doc' }),
}: Props) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label={label}>
      {previous ? (
        <Link to={previous.href} className={styles.card} rel="prev">
          <span className={styles.sub}>{previousText}</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>{nextText}</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
