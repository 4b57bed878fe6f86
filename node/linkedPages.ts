/**
 * The links of rendered pages to other content files, made the pages' routes in each locale (rendering
 * leaves them as placeholders: a page's route is known once the site's every file is).
 */
import path from 'node:path';
import { localizedRoute, type SiteLocale } from '../src/lib/locales';
import { resolveFileLinks, type FileLink } from '../src/lib/mdx/fileLinks';
import type { ContentEntry } from '../src/lib/model';
import { localizeHtmlLinks, translatedFilePlace } from '../src/lib/translations';
import type { RenderedMdx } from './mdx/compile';
import type { MdxNode } from './mdxNode';
import { siteLocales } from './siteLocales';

/** Each content file's route, by the file's absolute path. */
export function fileRoutes(nodes: readonly MdxNode[]): (file: string) => string | undefined {
  const routeByFile = new Map(nodes.filter((n) => n.internal.contentFilePath && n.fields?.slug).map((n) => [n.internal.contentFilePath!, n.fields!.slug]));
  return (file) => routeByFile.get(file);
}

/** A rendering with its links to other content files made routes, and the links whose file is not a page. */
export function withFileLinks(page: RenderedMdx, routeOf: (file: string) => string | undefined, pageRoute = '/'): { page: RenderedMdx; missing: FileLink[] } {
  const twin = page.twin.refs.some((ref) => ref.kind === 'file')
    ? {
        ...page.twin,
        refs: page.twin.refs.map((ref) => (ref.kind === 'file' ? { kind: 'url' as const, url: routeOf(ref.target)?.concat(ref.hash) ?? ref.original } : ref)),
      }
    : page.twin;
  if (page.fileLinks.length === 0) return { page: twin === page.twin ? page : { ...page, twin }, missing: [] };
  const { html, missing } = resolveFileLinks(page.html, page.fileLinks, routeOf, pageRoute);
  const excerpt = page.excerpt === null ? null : resolveFileLinks(page.excerpt, page.fileLinks, routeOf, pageRoute).html;
  return { page: { ...page, html, excerpt, twin }, missing };
}

/**
 * The renderings of `entries`, the pages of `locale`, with their links to content files (`routeOf`: their
 * routes in the default locale) made the locale's routes (a translation's link to a file the locale has
 * not translated leads to the original's page in the locale) and, outside the default locale, their
 * links to pages too. `contentRoot` is the content folder, which holds the translations under `i18n/`.
 * Warns of links to files that do not exist, once per file.
 */
export function linkedPages(
  entries: readonly ContentEntry[],
  rendered: ReadonlyMap<string, RenderedMdx>,
  routeOf: (file: string) => string | undefined,
  locale: SiteLocale,
  warnings: string[],
  contentRoot: string,
): Map<string, RenderedMdx> {
  const fileRoute = (file: string) => {
    if (locale.isDefault) return routeOf(file);
    const relative = path.relative(contentRoot, file).split(path.sep).join('/');
    const place = relative.startsWith('i18n/') ? translatedFilePlace(relative.slice('i18n/'.length)) : null;
    const original = place ? path.join(contentRoot, place.original) : file;
    const route = routeOf(original);
    return route === undefined ? undefined : localizedRoute(locale, route);
  };
  const linked = new Map<string, RenderedMdx>();
  for (const entry of entries) {
    const page = rendered.get(entry.nodeId);
    if (!page) continue;
    const { page: withLinks, missing } = withFileLinks(page, fileRoute, entry.slug);
    linked.set(entry.nodeId, locale.isDefault ? withLinks : localizedPage(withLinks, locale));
    // A file's missing links are reported once, with its own locale's pages.
    if (locale.isDefault || entry.locale)
      for (const link of missing) warnings.push(`${entry.sourcePath}${link.line ? `:${link.line}` : ''}: link to a file that does not exist: ${link.original}`);
  }
  return linked;
}

/** A rendering's links to pages as links to the locale's pages. */
const localizedPage = (page: RenderedMdx, locale: SiteLocale): RenderedMdx => ({
  ...page,
  html: localizeHtmlLinks(page.html, locale, siteLocales()),
  excerpt: page.excerpt === null ? null : localizeHtmlLinks(page.excerpt, locale, siteLocales()),
});
