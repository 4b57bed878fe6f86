import { Link } from 'gatsby';
import type { Author } from '../../lib/authors';
import * as styles from './styles.module.css';

export interface Props {
  authors: readonly Author[];
  /** Off on the author's own page, whose heading is their name already. */
  showName?: boolean;
}

/** Where an author's name leads: their page on the blog, else their own URL. */
function AuthorLink({ author, children, className }: { author: Author; children: React.ReactNode; className?: string }) {
  if (author.page)
    return (
      <Link to={author.page} className={className}>
        {children}
      </Link>
    );
  if (author.url)
    return (
      <a href={author.url} className={className}>
        {children}
      </a>
    );
  return <>{children}</>;
}

/**
 * A post's authors, as Docusaurus shows them: picture and name (linked to the
 * author's page, or their URL), title, and their links elsewhere (`socials`).
 */
export function BlogAuthors({ authors, showName = true }: Props) {
  if (authors.length === 0) return null;
  return (
    <ul className={styles.authors} aria-label="Authors">
      {authors.map((author) => (
        <li key={author.key ?? author.name} className={styles.author}>
          {/* The picture repeats the name beside it: decorative, and not a second link to the same place. */}
          {author.imageUrl && <img className={styles.avatar} src={author.imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />}
          <span>
            {showName && (
              <span className={styles.name}>
                <AuthorLink author={author}>{author.name}</AuthorLink>
              </span>
            )}
            {author.title && <small className={styles.title}>{author.title}</small>}
            {author.socials.length > 0 && (
              <span className={styles.socials}>
                {author.socials.map((s) => (
                  <a key={s.platform} href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${author.name} on ${s.label}`}>
                    {s.label}
                  </a>
                ))}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
