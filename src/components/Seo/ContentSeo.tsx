import type { ReactNode } from 'react';
import type { ContentPageContext } from '../../lib/pageContexts';
import { Seo, type Props } from '.';

/** The head of a doc or a post, from its page's context: an article with its card and the stylesheets its math needs. */
export function ContentSeo({
  context,
  docsearch,
  canonical,
  children,
}: {
  context: ContentPageContext;
  docsearch?: Props['docsearch'];
  canonical?: string;
  children?: ReactNode;
}) {
  const { title, slug, unlisted, page, description } = context.content;
  return (
    <Seo
      title={title}
      description={description}
      pathname={slug}
      canonical={canonical}
      type="article"
      noindex={unlisted}
      keywords={page.keywords}
      image={page.image}
      card={context.card}
      docsearch={docsearch}
      stylesheets={context.stylesheets}
      fonts={context.fonts}
    >
      {children}
    </Seo>
  );
}
