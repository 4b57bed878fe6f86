/**
 * What the doc and post templates' page queries read of their Mdx node: the
 * fields both pages show and the rendered content. Gatsby gives every query
 * the fragments exported from any file under src, by name; the templates
 * import only the type, since Gatsby's Babel plugin compiles the tag away.
 */
import { graphql } from 'gatsby';
import type { ContentEntry } from '../lib/model';
import type { RenderedMdx } from '../node/mdx/compile';

/** The data `...PageContent` selects. */
export interface PageContent {
  fields: Pick<ContentEntry, 'title' | 'slug' | 'unlisted' | 'page'>;
  rendered: Pick<RenderedMdx, 'html' | 'headings' | 'contentTitle'>;
}

export const pageContentFragment = graphql`
  fragment PageContent on Mdx {
    fields {
      title
      slug
      unlisted
      page
    }
    rendered {
      html
      contentTitle
      headings {
        depth
        id
        value
      }
    }
  }
`;
