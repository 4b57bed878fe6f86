/**
 * What a doc's or a post's template shows of its content file, for the page's
 * context: the one channel by which every page gets its data (it ends in the
 * page's `page-data.json`). The rendering comes from the site model's build, so
 * no query re-renders a page or resolves its links a second time.
 */
import type { ContentDoc, ContentPost } from '../../src/lib/model';
import type { PageAssets } from '../assets';
import type { LocaleSite } from '../site';
import type { PageContent } from '../../src/lib/pageContexts';
import type { PageNotice } from '../../src/lib/pageNotices';
import { untranslatedNotice } from './notices';

/** The context a doc or a post starts from: its content, the stylesheets and fonts its math needs, and its own stylesheet. */
export function contentContext(
  site: LocaleSite,
  entry: ContentDoc | ContentPost,
  assets: PageAssets,
): { content: PageContent; stylesheets: string[]; fonts: string[]; notices?: PageNotice[] } {
  const rendered = site.rendered.get(entry.nodeId);
  // The model holds only the entries that rendered (node/site.ts).
  if (!rendered) throw new Error(`${entry.sourcePath}: has no rendering`);
  const { title, path, unlisted, page, description } = entry;
  const content: PageContent = {
    title,
    slug: path,
    unlisted,
    page,
    // Front matter's, or the first paragraph's (node/site.ts).
    description,
    date: 'date' in entry ? entry.date : null,
    words: 'words' in entry ? entry.words : null,
    html: rendered.html,
    contentTitle: rendered.contentTitle,
    headings: rendered.headings,
  };
  // KaTeX's stylesheet and fonts, for a page with math only, then the page's own; gatsby-ssr.tsx inlines the stylesheets.
  const math = rendered.hasMath ? assets.math : { stylesheets: [], fonts: [] };
  const own = assets.contentStylesheets.get(entry.nodeId);
  const stylesheets = own ? [...math.stylesheets, own] : math.stylesheets;
  // A page its locale shows in the default locale's words says so (src/lib/pageNotices.ts).
  return { content, stylesheets, fonts: math.fonts, ...(site.untranslated.has(entry.nodeId) ? { notices: [untranslatedNotice(site)] } : {}) };
}
