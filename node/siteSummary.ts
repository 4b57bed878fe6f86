/**
 * What the chrome's static queries read (node/schema.ts): small, whatever
 * the size of the site. createPages stores it in Gatsby's cache, so a query
 * worker answers from it without building the site again (the whole site
 * model, records and index: gigabytes for a large site).
 */
import type { Site } from './site';

export interface SiteSummary {
  /** The content it was made from (`contentKey`). */
  key: string;
  index: { records: number };
  /** Where each `docSidebar` navbar item leads, by docs version and sidebar id. */
  sidebarLinks: Record<string, Record<string, string>>;
  /** Each docs version's main doc's route. */
  mainDocs: Record<string, string>;
}

export const SITE_SUMMARY_CACHE_KEY = 'site-summary';

export function summarize(site: Site): SiteSummary {
  const { model } = site;
  return {
    key: site.key,
    index: { records: site.records.length },
    sidebarLinks: Object.fromEntries(model.versions.map((v) => [v.version.name, v.sidebarLinks])),
    mainDocs: Object.fromEntries(Object.entries(model.mainDocs).map(([name, doc]) => [name, doc.path])),
  };
}
