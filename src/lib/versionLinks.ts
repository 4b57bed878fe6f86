/**
 * What a docs page knows of the versions: its own (for the banner, the badge, the breadcrumbs'
 * home and the search's scope) and where the same page is in the others (for the version dropdown
 * and the banner's link), as Docusaurus's `useDocsVersion` and `useActiveDocContext` give them.
 */
import type { DocsVersionModel, SiteModel } from './model';
import type { VersionBanner } from './config/types';

export interface PageVersion {
  name: string;
  label: string;
  /** The version's docs home, the breadcrumbs' first crumb. */
  path: string;
  banner: VersionBanner;
  /** Whether pages show their version's label (Docusaurus's badge): on a site of several versions. */
  badge: boolean;
  /** The banner's link: the same page in the last version, else its main doc, with that version's label; null on the last version. */
  latest: { label: string; href: string } | null;
  /** The same page in every version, else the version's main doc, by version name; absent on a site of one version. */
  alternates?: Record<string, string>;
  /** The page that search engines are pointed to: the same page in the last version when it has one, else this page. */
  canonical: string;
}

/**
 * A page's versions. `counterpart` finds the page in another version (null where that version does not have it);
 * the version's main doc stands in for it.
 */
export function pageVersion(
  model: Pick<SiteModel, 'versions'>,
  own: DocsVersionModel,
  route: string,
  counterpart: (other: DocsVersionModel) => string | null,
): PageVersion {
  const place = (other: DocsVersionModel) => (other === own ? route : counterpart(other));
  const last = model.versions.find((v) => v.version.isLast)!;
  const several = model.versions.length > 1;
  const inLast = place(last);
  return {
    name: own.version.name,
    label: own.version.label,
    path: own.version.path,
    banner: own.version.banner,
    badge: several,
    latest: own === last ? null : { label: last.version.label, href: inLast ?? last.mainDoc.path },
    ...(several ? { alternates: Object.fromEntries(model.versions.map((v) => [v.version.name, place(v) ?? v.mainDoc.path])) } : {}),
    canonical: inLast ?? route,
  };
}

const known = new WeakMap<Pick<SiteModel, 'versions'>, Map<string, PageVersion>>();

/**
 * Every docs page's versions, by route, made once per model: each doc (the same page in another
 * version is the doc of the same id), each generated category index (the index at the same place),
 * and each version's docs home.
 */
export function versionsOfPages(model: Pick<SiteModel, 'versions'>): Map<string, PageVersion> {
  const made = known.get(model);
  if (made) return made;
  const pages = new Map<string, PageVersion>();
  for (const own of model.versions) {
    for (const doc of own.docs)
      pages.set(
        doc.path,
        pageVersion(model, own, doc.path, (other) => other.docById.get(doc.id)?.path ?? null),
      );
    for (const index of own.generatedIndexes) {
      pages.set(
        index.path,
        pageVersion(model, own, index.path, (other) => {
          const route = routeInVersion(index.path, own.version.path, other.version.path);
          return other.generatedIndexes.some((i) => i.path === route) ? route : null;
        }),
      );
    }
    // The docs home: a generated root, or the doc at the version's root.
    if (!pages.has(own.version.path))
      pages.set(
        own.version.path,
        pageVersion(model, own, own.version.path, (other) => other.version.path),
      );
  }
  known.set(model, pages);
  return pages;
}

/** The routes whose page search engines are pointed away from (to the last version's): kept out of the sitemap. */
export const canonicalElsewhere = (model: Pick<SiteModel, 'versions'>): string[] =>
  [...versionsOfPages(model)].filter(([route, version]) => version.canonical !== route).map(([route]) => route);

/** The route below a version's path, as another version has it: `/docs/1.0/guides/x` in `/docs` is `/docs/guides/x`. */
export function routeInVersion(route: string, from: string, to: string): string {
  const rest = from === '/' ? route.slice(1) : route.slice(from.length).replace(/^\//, '');
  return `${to === '/' ? '' : to}/${rest}`;
}
