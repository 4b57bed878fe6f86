/** How content's Markdown is read: the config's `markdown` options with Docusaurus's defaults. */
import type { Mdx1Compat, SiteConfig } from './types';

type MarkdownOptions = NonNullable<SiteConfig['markdown']>;

export const MDX1_COMPAT_KEYS = ['comments', 'admonitions', 'headingIds'] as const;

/** The `mdx1Compat` switches, each on where the config says nothing (https://docusaurus.io/docs/api/docusaurus-config#markdown). */
export const mdx1CompatOf = (markdown: Pick<MarkdownOptions, 'mdx1Compat'> = {}): Mdx1Compat => ({
  comments: true,
  admonitions: true,
  headingIds: true,
  ...markdown.mdx1Compat,
});

/**
 * The config's `markdown` options, each with Docusaurus's default where the config says nothing: `format`
 * `mdx`, math off (Docusaurus has none without remark-math), every `mdx1Compat` switch on.
 */
export const markdownOf = (markdown: SiteConfig['markdown']): Required<Pick<MarkdownOptions, 'format' | 'math'>> & { mdx1Compat: Mdx1Compat } => ({
  format: markdown?.format ?? 'mdx',
  math: markdown?.math ?? false,
  mdx1Compat: mdx1CompatOf(markdown),
});
