import type { PageProps } from 'gatsby';
import { BlogLayout } from '../components/BlogLayout';
import type { BlogSidebarYear } from '../components/BlogSidebar';
import { Seo } from '../components/Seo';
import { TagList } from '../components/TagList';
import * as styles from './Blog.module.css';
import { translate } from '../i18n/translate';

interface Context {
  tags: { tag: string; count: number; path: string }[];
  blogSidebar: BlogSidebarYear[];
}

/** Every tag of the blog with its number of posts. */
export default function BlogTags({ pageContext, location }: PageProps<object, Context>) {
  return (
    <BlogLayout years={pageContext.blogSidebar} activePath={location.pathname}>
      <h1>{translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags', description: 'The title of the tag list page' })}</h1>
      <TagList tags={pageContext.tags.map(({ tag, count, path }) => ({ label: `${tag} (${count})`, path }))} className={styles.tagIndex} />
    </BlogLayout>
  );
}

export function Head({ location }: { location: { pathname: string } }) {
  return (
    <Seo
      title={translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags', description: 'The title of the tag list page' })}
      description={translate({ id: 'theme.tags.tagsPageDescription', message: 'Blog posts by tag.', description: 'The description of the tag list page' })}
      pathname={location.pathname}
    />
  );
}
