import type { Author } from '../../lib/authors';
import * as styles from './styles.module.css';

export interface Props {
  authors: readonly Author[];
}

/** A post's authors, as Docusaurus shows them: picture, name (linked when they have a URL) and title. */
export function BlogAuthors({ authors }: Props) {
  if (authors.length === 0) return null;
  return (
    <ul className={styles.authors} aria-label="Authors">
      {authors.map((author) => (
        <li key={author.key ?? author.name} className={styles.author}>
          {author.imageUrl && <img className={styles.avatar} src={author.imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />}
          <span>
            <span className={styles.name}>{author.url ? <a href={author.url}>{author.name}</a> : author.name}</span>
            {author.title && <small className={styles.title}>{author.title}</small>}
          </span>
        </li>
      ))}
    </ul>
  );
}
