import type { HeadProps, PageProps } from 'gatsby';
import { BlogAuthors } from '../components/BlogAuthors';
import { BlogLayout } from '../components/BlogLayout';
import type { BlogSidebarYear } from '../components/BlogSidebar';
import { DocPaginator } from '../components/DocPaginator';
import { PostCard } from '../components/PostCard';
import { Seo } from '../components/Seo';
import type { Author } from '../lib/authors';
import type { ListedPost } from '../lib/blog';
import * as styles from './Blog.module.css';
import { translate } from '../i18n/translate';

interface Context {
  /** On an author's page: the author, shown with their links. */
  author?: Author;
  heading: string;
  description: string;
  posts: ListedPost[];
  page: number;
  pageCount: number;
  previousPage: string | null;
  nextPage: string | null;
  blogSidebar: BlogSidebarYear[];
}

/** A list of posts: the blog's pages, a year's posts, a tag's posts, an author's posts. */
export default function BlogList({ pageContext, location }: PageProps<object, Context>) {
  const { author, heading, description, posts, page, pageCount, previousPage, nextPage, blogSidebar } = pageContext;
  return (
    <BlogLayout years={blogSidebar} activePath={location.pathname}>
      <header className={styles.header}>
        <h1>{heading}</h1>
        {author ? <BlogAuthors authors={[author]} showName={false} /> : <p className={styles.description}>{description}</p>}
        {pageCount > 1 && (
          <p className={styles.pageInfo}>
            {translate(
              { id: 'theme.blog.paginator.pageOf', message: 'Page {page} of {pageCount}', description: 'Which page of a list of posts this is' },
              { page, pageCount },
            )}
          </p>
        )}
      </header>
      {posts.map((post) => (
        <PostCard key={post.path} post={post} />
      ))}
      <DocPaginator
        label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list pages', description: 'The ARIA label for the blog pagination' })}
        previous={
          previousPage
            ? {
                label: translate({ id: 'theme.blog.paginator.newerEntries', message: 'Newer posts', description: 'The link to newer posts' }),
                href: previousPage,
              }
            : null
        }
        next={
          nextPage
            ? { label: translate({ id: 'theme.blog.paginator.olderEntries', message: 'Older posts', description: 'The link to older posts' }), href: nextPage }
            : null
        }
        previousText={translate({ id: 'theme.blog.paginator.newer', message: 'Newer', description: 'Above the link to newer posts' })}
        nextText={translate({ id: 'theme.blog.paginator.older', message: 'Older', description: 'Above the link to older posts' })}
      />
    </BlogLayout>
  );
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const title = pageContext.page > 1 ? `${pageContext.heading} (page ${pageContext.page})` : pageContext.heading;
  return <Seo title={title} description={pageContext.description} pathname={location.pathname} />;
}
