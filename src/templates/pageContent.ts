/**
 * What the doc and post templates show of their content file, in the page's
 * context (made by src/node/pages/content.ts).
 */
import type { PageDisplay } from '../lib/model';
import type { Heading } from '../lib/toc';

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
