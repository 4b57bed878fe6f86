import { Link, type PageProps } from 'gatsby';
import { BlogLayout } from '../components/BlogLayout';
import type { BlogSidebarYear } from '../components/BlogSidebar';
import { Seo } from '../components/Seo';
import * as styles from './Blog.module.css';

interface Context {
  tags: { tag: string; count: number; path: string }[];
  blogSidebar: BlogSidebarYear[];
}

/** Every tag of the blog with its number of posts. */
export default function BlogTags({ pageContext, location }: PageProps<object, Context>) {
  return (
    <BlogLayout years={pageContext.blogSidebar} activePath={location.pathname}>
      <h1>Tags</h1>
      <ul className={styles.tagIndex}>
        {pageContext.tags.map(({ tag, count, path }) => (
          <li key={tag}>
            <Link className={styles.tag} to={path}>
              {tag} ({count})
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

export function Head({ location }: { location: { pathname: string } }) {
  return <Seo title="Tags" description="Blog posts by tag." pathname={location.pathname} />;
}
