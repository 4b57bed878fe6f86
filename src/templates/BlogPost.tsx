import type { HeadProps, PageProps } from 'gatsby';
import { BlogAuthors } from '../components/BlogAuthors';
import { BlogLayout } from '../components/BlogLayout';
import type { Author } from '../lib/authors';
import type { BlogSidebarYear } from '../components/BlogSidebar';
import { DocPaginator } from '../components/DocPaginator';
import { MdxHtml } from '../components/MdxHtml';
import { PageTitle } from '../components/PageMenu';
import { ContentSeo } from '../components/Seo/ContentSeo';
import { UnlistedBanner } from '../components/UnlistedBanner';
import { PageNotices } from '../components/PageNotices';
import { TableOfContentsPart } from '../components/TableOfContents/part';
import { TagList } from '../components/TagList';
import { readingTimeMinutes } from '../lib/blog';
import type { TagLink } from '../lib/tags';
import { contentLanguage } from '../lib/pageNotices';
import { pageToc } from '../lib/toc';
import type { ContentPageContext, PageContent } from '../lib/pageContexts';
import * as styles from './Blog.module.css';
import { translate } from '../i18n/translate';

interface Context extends ContentPageContext {
  /** A post's content always has its date and words. */
  content: PageContent & { date: string; words: number };
  newer: { title: string; path: string } | null;
  older: { title: string; path: string } | null;
  blogSidebar: BlogSidebarYear[];
  authors: Author[];
  tagLinks: TagLink[];
  /** The date in the page's locale (node/pages/words.ts). */
  dateText: string;
}

export default function BlogPost({ pageContext }: PageProps<object, Context>) {
  const { title, date, words, slug, unlisted, page, html, headings, contentTitle } = pageContext.content;
  const toc = pageToc(headings, page);
  const minutes = readingTimeMinutes(words);
  return (
    <BlogLayout years={pageContext.blogSidebar} activePath={slug} aside={<>{toc.length > 0 && <TableOfContentsPart items={toc} />}</>}>
      <article {...(process.env.GATSBY_SEVERAL_LOCALES === 'true' ? contentLanguage(pageContext.notices) : {})}>
        <header>
          {unlisted && <UnlistedBanner />}
          {process.env.GATSBY_SEVERAL_LOCALES === 'true' && <PageNotices notices={pageContext.notices} />}
          <PageTitle twin={pageContext.twin}>{contentTitle ?? title}</PageTitle>
          <p className={styles.meta}>
            <time dateTime={date}>{pageContext.dateText}</time>
            <span>
              {translate({ id: 'theme.blog.post.readingTime', message: '{minutes} min read', description: 'The reading time of a post' }, { minutes })}
            </span>
          </p>
          <BlogAuthors authors={pageContext.authors} />
        </header>
        <MdxHtml html={html} />
        <TagList tags={pageContext.tagLinks} className={styles.tags} />
        <DocPaginator
          label={translate({
            id: 'theme.blog.post.paginator.navAriaLabel',
            message: 'Blog post page navigation',
            description: 'The ARIA label for the blog posts pagination',
          })}
          previous={pageContext.newer && { label: pageContext.newer.title, href: pageContext.newer.path }}
          next={pageContext.older && { label: pageContext.older.title, href: pageContext.older.path }}
          previousText={translate({
            id: 'theme.blog.post.paginator.newerPost',
            message: 'Newer post',
            description: 'The blog post button label to navigate to the newer/previous post',
          })}
          nextText={translate({
            id: 'theme.blog.post.paginator.olderPost',
            message: 'Older post',
            description: 'The blog post button label to navigate to the older/next post',
          })}
        />
      </article>
    </BlogLayout>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  return (
    <ContentSeo context={pageContext}>
      <meta property="article:published_time" content={pageContext.content.date} />
    </ContentSeo>
  );
}
