import { Link } from 'gatsby';
import { blogTagRoute } from '../../lib/routes';
import { formatDate, type PostSummary } from '../../lib/blog';
import * as styles from './styles.module.css';

export interface Props {
  post: PostSummary;
  /** Heading level of the title in the surrounding page. */
  headingLevel?: 2 | 3;
}

/** A post in a list: title, date, description and tags. */
export function PostCard({ post, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>
        <Link to={post.path}>{post.title}</Link>
      </Heading>
      <time dateTime={post.date} className={styles.date}>
        {formatDate(post.date)}
      </time>
      {post.description && <p className={styles.description}>{post.description}</p>}
      {post.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={blogTagRoute(tag)} className={styles.tag}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
