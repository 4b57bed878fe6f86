import { Link, graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { PostCard } from '../components/PostCard';
import { Seo } from '../components/Seo';
import { siteConfig } from '../config/site';
import * as styles from './index.module.css';

interface Data {
  sidebarLinks: { sidebarId: string; href: string }[];
  allMdx: { nodes: { fields: { slug: string; title: string; date: string; description: string | null; tags: string[] } }[] };
}

const TOPICS = [
  { title: 'Development tools', href: '/docs/development_tool/', text: 'Docker images, Compose and multi-stage builds; Git from the commit graph to undoing mistakes.' },
  { title: 'Machine learning', href: '/docs/machine_learning/', text: 'Neural networks from the perceptron up, and the classic algorithms with scikit-learn.' },
  { title: 'OpenCV', href: '/docs/opencv/', text: 'Images as arrays, filtering, contours, transforms and feature matching in Python.' },
  { title: 'LLM applications', href: '/docs/model-application/', text: 'LangChain chains and RAG, LangGraph state graphs and agents, LangSmith tracing.' },
  { title: 'Python', href: '/docs/programming-languages/python', text: 'The language from the basics to generators, typing, asyncio and packaging.' },
];

export default function HomePage({ data, location }: PageProps<Data>) {
  const start = data.sidebarLinks[0]?.href ?? siteConfig.docs.routeBasePath;
  return (
    <Layout pathname={location.pathname}>
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
            {TOPICS.map((topic) => (
              <li key={topic.href} className={styles.topic}>
                <h3>
                  <Link to={topic.href}>{topic.title}</Link>
                </h3>
                <p>{topic.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="latest-heading" className={styles.section}>
          <h2 id="latest-heading">Latest posts</h2>
          {data.allMdx.nodes.map(({ fields }) => (
            <PostCard key={fields.slug} headingLevel={3} post={{ path: fields.slug, title: fields.title, date: fields.date, description: fields.description, tags: fields.tags }} />
          ))}
          <p>
            <Link to={siteConfig.blog.routeBasePath}>All posts »</Link>
          </p>
        </section>
      </div>
    </Layout>
  );
}

export function Head() {
  return <Seo pathname="/" />;
}

export const query = graphql`
  query HomePage {
    sidebarLinks {
      sidebarId
      href
    }
    allMdx(filter: { fields: { kind: { eq: "post" } } }, sort: { fields: { date: DESC } }, limit: 3) {
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
