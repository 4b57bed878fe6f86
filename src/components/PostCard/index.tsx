import { Link } from 'gatsby';
import type { ListedPost } from '../../lib/blog';
import { translate } from '../../i18n/translate';
import { BlogAuthors } from '../BlogAuthors';
import { MdxHtml } from '../MdxHtml';
import { TagList } from '../TagList';
import * as styles from './styles.module.css';

export interface Props {
  post: ListedPost;
  /** Heading level of the title in the surrounding page. */
  headingLevel?: 2 | 3;
}

/** A post in a list: title, date, its excerpt with "Read more" (or its description), and tags. */
export function PostCard({ post, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading className={styles.title}>
        <Link to={post.path}>{post.title}</Link>
      </Heading>
      <time dateTime={post.date} className={styles.date}>
        {post.dateText}
      </time>
      {post.authors && <BlogAuthors authors={post.authors} />}
      {post.excerpt ? (
        <>
          <MdxHtml html={post.excerpt} />
          <p className={styles.readMore}>
            <Link
              to={post.path}
              aria-label={translate(
                {
                  id: 'theme.blog.post.readMoreLabel',
                  message: 'Read more about {title}',
                  description: 'The ARIA label for the link to full blog posts from excerpts',
                },
                { title: post.title },
              )}
            >
              {translate({
                id: 'theme.blog.post.readMore',
                message: 'Read more',
                description: 'The label used in blog post item excerpts to link to full blog posts',
              })}
            </Link>
          </p>
        </>
      ) : (
        post.description && <p className={styles.description}>{post.description}</p>
      )}
      <TagList tags={post.tagLinks} className={styles.tags} />
    </article>
  );
}
