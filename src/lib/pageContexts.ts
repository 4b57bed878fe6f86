/**
 * What the build puts in a page's context (node/pages/, node/onCreatePage.ts) and the page reads: its
 * template, and the frame around every page (src/wrapPageElement.tsx). Types only, so both sides import them.
 */
import type { ListedPost } from './blog';
import type { PageDisplay, SiteModel } from './model';
import type { PageNotice } from './pageNotices';
import type { PageSidebar } from './sidebar';
import type { Heading } from './toc';

/** What a page's context tells the frame around it (node/pages/docs.ts, node/onCreatePage.ts). */
export interface FrameContext {
  /** The docs sidebar beside the page, pruned to the page's path. */
  docSidebar?: PageSidebar | null;
  /** A docs page's version; its `alternates` are where the version dropdown leads (src/lib/versionLinks.ts). */
  docsVersion?: { alternates?: Record<string, string> } | null;
  /** The route the frame marks as current, when it is not the address: the 404 page's HTML is served for every unknown address. */
  framePathname?: string;
  /** A page of a locale other than the default: its translations of the theme's words (node/themeMessages.ts). */
  themeMessages?: Readonly<Record<string, string>> | null;
}

/** What the doc and post templates show of their content file (made by node/pages/content.ts). */
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

/** What a doc's and a post's context hold beside their content (node/pages/docs.ts, blog.ts). */
export interface ContentPageContext {
  content: PageContent;
  /** KaTeX's stylesheet and fonts, on a page with math. */
  stylesheets: string[];
  fonts: string[];
  /** The page's social card (node/socialCards.ts). */
  card: { file: string; alt: string; width: number; height: number } | null;
  /** The path of the page's Markdown twin. */
  twin: string;
  /** Its version's banner; that it is shown in the default locale's words, for want of a translation (src/lib/pageNotices.ts). */
  notices?: PageNotice[];
  /** "Version: 2.0" on a docs page of a site of several versions (node/pages/notices.ts). */
  versionBadge?: string;
}

/** The home page's context (made by node/pages/home.ts). */
export interface HomeContext {
  /** Where "Read the docs" leads: the first sidebar's first page. */
  start: string;
  topics: SiteModel['homeTopics'];
  /** The newest listed posts. */
  latestPosts: ListedPost[];
}
