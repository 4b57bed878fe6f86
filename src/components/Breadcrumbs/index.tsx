import { Link } from 'gatsby';
import type { Breadcrumb } from '../../lib/sidebar';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

export interface Props {
  items: Breadcrumb[];
  /** Label of the current page, shown last. */
  current: string;
  /** Where the home crumb points. */
  homeHref: string;
}

export function Breadcrumbs({ items, current, homeHref }: Props) {
  return (
    <nav
      aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs', description: 'The ARIA label for the breadcrumbs' })}
      className={styles.breadcrumbs}
    >
      <ol>
        <li>
          <Link to={homeHref}>{translate({ id: 'theme.docs.breadcrumbs.docs', message: 'Docs', description: "The first crumb, the docs' home" })}</Link>
        </li>
        {items.map((crumb) => (
          <li key={`${crumb.label}-${crumb.href}`}>{crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
