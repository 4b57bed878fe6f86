import { Link, type PageProps } from 'gatsby';
import { PostCard } from '../components/PostCard';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import type { HomeContext } from '../lib/pageContexts';
import * as styles from './Home.module.css';
import { LocaleLink } from '../components/LocaleLink';
import { translate } from '../i18n/translate';

export default function HomePage({ pageContext }: PageProps<object, HomeContext>) {
  const { start, topics, latestPosts } = pageContext;
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button" to={start}>
              {translate({ id: 'theme.home.readTheDocs', message: 'Read the docs', description: "The home page's link to the docs" })}
            </Link>
            {process.env.GATSBY_HAS_BLOG !== 'false' && (
              <LocaleLink className="button button--outline" to={siteConfig.blog.routeBasePath}>
                {translate({ id: 'theme.home.visitTheBlog', message: 'Visit the blog', description: "The home page's link to the blog" })}
              </LocaleLink>
            )}
          </div>
        </div>
      </section>
      <div className="container">
        <section aria-labelledby="topics-heading" className={styles.section}>
          <h2 id="topics-heading">{translate({ id: 'theme.home.topics', message: 'Topics', description: "The heading of the home page's topics" })}</h2>
          <ul className={styles.topics}>
            {topics.map((topic) => (
              <li key={topic.href} className={styles.topic}>
                <h3>
                  <Link to={topic.href}>{topic.title}</Link>
                </h3>
                {topic.text && <p>{topic.text}</p>}
              </li>
            ))}
          </ul>
        </section>
        {process.env.GATSBY_HAS_BLOG !== 'false' && (
          <section aria-labelledby="latest-heading" className={styles.section}>
            <h2 id="latest-heading">
              {translate({ id: 'theme.home.latestPosts', message: 'Latest posts', description: "The heading of the home page's newest posts" })}
            </h2>
            {latestPosts.map((post) => (
              <PostCard key={post.path} headingLevel={3} post={post} />
            ))}
            <p>
              <LocaleLink to={siteConfig.blog.routeBasePath}>
                {translate({ id: 'theme.home.allPosts', message: 'All posts »', description: 'The home page link to the blog' })}
              </LocaleLink>
            </p>
          </section>
        )}
      </div>
    </>
  );
}

export function Head() {
  return <Seo pathname="/" />;
}
