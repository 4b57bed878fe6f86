import { Link } from 'gatsby';
import type { TagLink } from '../../lib/tags';
import * as styles from './styles.module.css';

export interface Props {
  /** Each tag's label and page, as the site model gives them (blog/tags.yml). */
  tags: readonly TagLink[];
  /** Where the list sits in its surroundings (its margins). */
  className?: string;
}

/** A post's tags, each a link to its tag's page: in a post and in blog lists. */
export function TagList({ tags, className }: Props) {
  if (tags.length === 0) return null;
  return (
    <ul className={className ? `${styles.tags} ${className}` : styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.path}>
          <Link to={tag.path} className={styles.tag}>
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
