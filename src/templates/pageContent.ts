/**
 * What the doc and post templates show of their content file, in the page's
 * context (made by src/node/pages/content.ts).
 */
import type { PageDisplay } from '../lib/model';
import type { Heading } from '../lib/toc';
import type { PageNotice } from '../lib/pageNotices';

export interface PageContent {
  title: string;
  /** The page's route. */
  slug: string;
  unlisted: boolean;
  page: PageDisplay;
  /** Front matter's, or the first paragraph's. */
  description: string | null;
  /** Posts only: `YYYY-MM-DD`, and the words for the reading time. */
  date: string | null;
  words: number | null;
  html: string;
  /** The text of the `# Heading` the page opened with, if any. */
  contentTitle: string | null;
  headings: Heading[];
}

/** What a doc's and a post's context hold beside their content (src/node/pages/docs.ts, blog.ts). */
export interface ContentPageContext {
  content: PageContent;
  /** KaTeX's stylesheet and fonts, on a page with math. */
  stylesheets: string[];
  fonts: string[];
  /** The page's social card (src/node/socialCards.ts). */
  card: { file: string; alt: string; width: number; height: number } | null;
  /** The path of the page's Markdown twin. */
  twin: string;
  /** Its version's banner; that it is shown in the default locale's words, for want of a translation (src/lib/pageNotices.ts). */
  notices?: PageNotice[];
  /** "Version: 2.0" on a docs page of a site of several versions (src/node/pages/notices.ts). */
  versionBadge?: string;
}
