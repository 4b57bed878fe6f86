import { siteConfig } from '../../config/site';
import { useActiveItemInView } from '../../hooks/useActiveItemInView';
import { blogYearRoute } from '../../lib/routes';
import { SidebarLink } from '../SidebarLink';
import * as styles from './styles.module.css';
import { LocaleLink } from '../LocaleLink';
import { translate } from '../../i18n/translate';

export interface BlogSidebarYear {
  year: number;
  posts: { title: string; path: string }[];
}

export interface Props {
  years: BlogSidebarYear[];
  activePath: string;
}

/** Every post, grouped under year headings, newest first. */
export function BlogSidebar({ years, activePath }: Props) {
  const ref = useActiveItemInView<HTMLElement>(activePath);
  return (
    <nav
      ref={ref}
      className={styles.sidebar}
      aria-label={translate({ id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog posts', description: 'The ARIA label for the blog sidebar' })}
    >
      <p className={styles.heading}>
        <LocaleLink to={siteConfig.blog.routeBasePath}>
          {translate({ id: 'theme.blog.sidebar.allPosts', message: 'All posts', description: 'The blog sidebar link to every post' })}
        </LocaleLink>
      </p>
      {years.map(({ year, posts }) => (
        <section key={year} className={styles.year}>
          <h2 className={styles.yearHeading}>
            <LocaleLink to={blogYearRoute(year, siteConfig.blog.routeBasePath)}>{year}</LocaleLink>
          </h2>
          <ul className={styles.list}>
            {posts.map((post) => (
              <li key={post.path}>
                <SidebarLink to={post.path} activePath={activePath} className={styles.link} activeClassName={styles.active}>
                  {post.title}
                </SidebarLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
