/**
 * The `lastmod` of each page in the sitemap: the date the page shows as its
 * last update (front matter's `last_update`, else the file's last git commit,
 * as the docs footer shows it); for a post without one, its date.
 */
import { withoutTrailingSlash } from './routes';

/** What the sitemap's query gives of each doc and post (`allMdx`). */
export interface DatedContent {
  fields: { slug: string; date?: string | null; unlisted?: boolean | null; page?: { lastUpdate?: { date: string | null } | null } | null } | null;
}

/** `YYYY-MM-DD` by route; routes are compared without a trailing slash. */
export function lastmodByRoute(nodes: readonly DatedContent[]): Map<string, string> {
  const dates = new Map<string, string>();
  for (const { fields } of nodes) {
    if (!fields) continue;
    const date = fields.page?.lastUpdate?.date ?? fields.date ?? null;
    if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) dates.set(withoutTrailingSlash(fields.slug), date);
  }
  return dates;
}

/** The date of a route, if it is a doc's or a post's. */
export const lastmodOf = (dates: ReadonlyMap<string, string>, route: string) => dates.get(withoutTrailingSlash(route));

/** The routes of unlisted docs and posts (front matter `unlisted: true`), without a trailing slash: built, but not in the sitemap. */
export const unlistedRoutes = (nodes: readonly DatedContent[]) =>
  new Set(nodes.flatMap(({ fields }) => (fields?.unlisted ? [withoutTrailingSlash(fields.slug)] : [])));
