import { Link, graphql, type PageProps } from 'gatsby';
import { PostCard } from '../components/PostCard';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import type { ContentEntry, SiteModel } from '../lib/model';
import * as styles from './index.module.css';

interface Data {
  blogTags: { key: string; label: string; path: string }[];
  homeTopics: SiteModel['homeTopics'];
  sidebarLinks: { sidebarId: string; href: string }[];
  allMdx: { nodes: { fields: Pick<ContentEntry, 'slug' | 'title' | 'description'> & { date: string; tags: string[] } }[] };
}


export default function HomePage({ data, location }: PageProps<Data>) {
  const tagOf = new Map(data.blogTags.map((t) => [t.key, t]));
  const start = data.sidebarLinks[0]?.href ?? siteConfig.docs.routeBasePath;
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button" to={start}>
              Read the docs
            </Link>
            <Link className="button button--outline" to={siteConfig.blog.routeBasePath}>
              Visit the blog
            </Link>
          </div>
        </div>
      </section>
      <div className="container">
        <section aria-labelledby="topics-heading" className={styles.section}>
          <h2 id="topics-heading">Topics</h2>
          <ul className={styles.topics}>
            {data.homeTopics.map((topic) => (
              <li key={topic.href} className={styles.topic}>
                <h3>
                  <Link to={topic.href}>{topic.title}</Link>
                </h3>
                {topic.text && <p>{topic.text}</p>}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="latest-heading" className={styles.section}>
          <h2 id="latest-heading">Latest posts</h2>
          {data.allMdx.nodes.map(({ fields }) => (
            <PostCard key={fields.slug} headingLevel={3} post={{ path: fields.slug, title: fields.title, date: fields.date, description: fields.description, tags: fields.tags, tagLinks: fields.tags.map((t) => tagOf.get(t)!) }} />
          ))}
          <p>
            <Link to={siteConfig.blog.routeBasePath}>All posts »</Link>
          </p>
        </section>
      </div>
    </>
  );
}

export function Head() {
  return <Seo pathname="/" />;
}

export const query = graphql`
  query HomePage {
    blogTags {
      key
      label
      path
    }
    homeTopics {
      title
      href
      text
    }
    sidebarLinks {
      sidebarId
      href
    }
    allMdx(filter: { fields: { kind: { eq: "post" }, unlisted: { eq: false } } }, sort: { fields: { date: DESC } }, limit: 3) {
      nodes {
        fields {
          slug
          title
          date
          description
          tags
        }
      }
    }
  }
`;
