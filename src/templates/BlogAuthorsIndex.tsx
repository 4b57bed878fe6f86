import type { PageProps } from 'gatsby';
import { BlogAuthors } from '../components/BlogAuthors';
import { BlogLayout } from '../components/BlogLayout';
import type { BlogSidebarYear } from '../components/BlogSidebar';
import { Seo } from '../components/Seo';
import type { Author } from '../lib/authors';
import * as styles from './Blog.module.css';
import { translate } from '../i18n/translate';

interface Context {
  authors: { author: Author; count: number }[];
  blogSidebar: BlogSidebarYear[];
}

/** The blog's authors that have a page (`page` in blog/authors.yml), with their number of posts. */
export default function BlogAuthorsIndex({ pageContext, location }: PageProps<object, Context>) {
  return (
    <BlogLayout years={pageContext.blogSidebar} activePath={location.pathname}>
      <h1>{translate({ id: 'theme.blog.authorsList.pageTitle', message: 'Authors', description: 'The title of the authors page' })}</h1>
      <ul className={styles.authorIndex}>
        {pageContext.authors.map(({ author, count }) => (
          <li key={author.key}>
            <BlogAuthors authors={[author]} />
            <p className={styles.description}>
              {count} post{count === 1 ? '' : 's'}
            </p>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

export function Head({ location }: { location: { pathname: string } }) {
  return <Seo title="Authors" description="The blog's authors and their posts." pathname={location.pathname} />;
}
