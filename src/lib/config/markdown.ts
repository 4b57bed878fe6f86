/** How content's Markdown is read: the config's `markdown` options with Docusaurus's defaults. */
import type { Mdx1Compat, SiteConfig } from './types';

export const MDX1_COMPAT_KEYS = ['comments', 'admonitions', 'headingIds'] as const;

/** The `mdx1Compat` switches, each on where the config says nothing (https://docusaurus.io/docs/api/docusaurus-config#markdown). */
export const mdx1CompatOf = (markdown: Pick<SiteConfig['markdown'], 'mdx1Compat'>): Mdx1Compat => ({
  comments: true,
  admonitions: true,
  headingIds: true,
  ...markdown.mdx1Compat,
});
