/**
 * Validation of the site configuration. Shape errors are found before the
 * build starts; errors that need the docs (a sidebar with nothing to link to)
 * are found once the docs are known.
 */
import type { NavbarItem, SiteConfig } from './types';
import { MDX1_COMPAT_KEYS } from './markdown';
import { HEAD_TAG_NAMES, headTagProblem } from './headTags';
import { firstSidebarLink, getSidebar, type SidebarItem } from '../sidebar';
import { docLinkKey } from './navbarLinks';

export const NAVBAR_ITEM_TYPES = ['link', 'docSidebar', 'doc', 'dropdown', 'localeDropdown', 'docsVersionDropdown', 'search'] as const;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Checks one navbar item's type; the message is the one readers of Docusaurus know. */
export function assertKnownNavbarItemType(item: { type?: unknown }): void {
  if (!NAVBAR_ITEM_TYPES.includes(item.type as (typeof NAVBAR_ITEM_TYPES)[number])) {
    throw new ConfigError(`No NavbarItem component found for type "${String(item.type)}".`);
  }
}

/**
 * Checks the configuration's shape: required fields, known navbar item types, version names
 * (`versionNames`: the docs versions the content has, src/lib/versions.ts).
 */
export function validateSiteConfig(config: SiteConfig, versionNames: readonly string[] = ['current']): void {
  for (const field of ['title', 'tagline', 'url', 'baseUrl'] as const) {
    if (typeof config[field] !== 'string' || config[field] === '') throw new ConfigError(`Site config: "${field}" is required.`);
  }
  if (!/^https?:\/\/[^/]+$/.test(config.url)) {
    throw new ConfigError(`Site config: "url" must be an origin without a trailing slash, got "${config.url}".`);
  }
  if (!config.baseUrl.startsWith('/') || !config.baseUrl.endsWith('/')) {
    throw new ConfigError(`Site config: "baseUrl" must start and end with "/", got "${config.baseUrl}".`);
  }
  const walk = (items: NavbarItem[]) => {
    for (const item of items) {
      assertKnownNavbarItemType(item);
      if (item.type === 'dropdown') walk(item.items);
      if (item.type === 'docsVersionDropdown') {
        for (const name of item.versions ?? []) {
          if (!versionNames.includes(name)) {
            throw new ConfigError(
              `Navbar item of type "docsVersionDropdown" names the unknown docs version "${name}". Available versions: ${versionNames.join(', ')}`,
            );
          }
        }
      }
      if (item.type === 'doc' && (typeof item.docId !== 'string' || !item.docId || typeof item.label !== 'string'))
        throw new ConfigError(`Navbar item of type "doc" needs a "docId" and a "label", got ${JSON.stringify(item)}.`);
      // A sidebars file's ids are checked when the site is built (resolveDocSidebarLinks).
      if (item.type === 'docSidebar' && !config.docs.sidebarPath && !(item.sidebarId in config.docs.sidebars)) {
        throw new ConfigError(
          `Navbar item "${item.label}" of type "docSidebar" uses the unknown sidebar id "${item.sidebarId}". Available sidebar ids: ${Object.keys(config.docs.sidebars).join(', ')}`,
        );
      }
    }
  };
  walk(config.navbar.items);
  if (config.announcementBar && !config.announcementBar.id) throw new ConfigError('Site config: the announcement bar needs an "id".');
  for (const section of ['docs', 'blog'] as const) {
    const base = config[section].routeBasePath;
    if (typeof base !== 'string' || !/^\/([^/]+(\/[^/]+)*)?$/.test(base))
      throw new ConfigError(
        `Site config: "${section}.routeBasePath" must start with "/" and not end with one ("/${section}", or "/" for the site's root), got ${JSON.stringify(base)}.`,
      );
  }
  if (config.docs.routeBasePath === config.blog.routeBasePath)
    throw new ConfigError(`Site config: the docs and the blog cannot share the route base path "${config.docs.routeBasePath}".`);
  if (config.blog.postsPerPage < 1) throw new ConfigError('Site config: "blog.postsPerPage" must be at least 1.');
  // Each markdown option may be left out, as in Docusaurus, for its default (markdownOf in src/lib/config/markdown.ts).
  if (config.markdown?.format !== undefined && !['mdx', 'md', 'detect'].includes(config.markdown.format))
    throw new ConfigError(
      `Site config: "markdown.format" must be "mdx", "md" or "detect" (as Docusaurus's markdown.format), got ${JSON.stringify(config.markdown?.format)}.`,
    );
  if (config.markdown?.math !== undefined && typeof config.markdown.math !== 'boolean')
    throw new ConfigError(`Site config: "markdown.math" must be true or false (KaTeX math in content), got ${JSON.stringify(config.markdown?.math)}.`);
  if (config.docs.pdf !== undefined && typeof config.docs.pdf !== 'boolean')
    throw new ConfigError(`Site config: "docs.pdf" must be true or false (the docs as one PDF), got ${JSON.stringify(config.docs.pdf)}.`);
  for (const key of ['onBrokenLinks', 'onBrokenAnchors'] as const) {
    const value = config[key];
    if (value !== undefined && !['throw', 'warn', 'log', 'ignore'].includes(value))
      throw new ConfigError(`Site config: "${key}" must be "throw", "warn", "log" or "ignore" (as Docusaurus's ${key}), got ${JSON.stringify(value)}.`);
  }
  for (const origin of config.frameOrigins ?? []) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (parsed?.protocol !== 'https:' || parsed.origin !== origin)
      throw new ConfigError(
        `Site config: "frameOrigins" holds origins, such as "https://www.youtube-nocookie.com" (https, no path or trailing slash), got ${JSON.stringify(origin)}.`,
      );
  }
  if (config.offline?.enabled !== undefined && typeof config.offline.enabled !== 'boolean')
    throw new ConfigError(`Site config: "offline.enabled" must be true or false, got ${JSON.stringify(config.offline.enabled)}.`);
  const budget = config.offline?.saveBudget;
  if (budget !== undefined && !(typeof budget === 'number' && Number.isFinite(budget) && budget >= 0))
    throw new ConfigError(
      `Site config: "offline.saveBudget" must be a number of bytes, 0 or more (0 saves only the pages a reader opens), got ${JSON.stringify(budget)}.`,
    );
  const { editUrl } = config.docs;
  if (editUrl !== null && typeof editUrl !== 'string' && typeof editUrl !== 'function')
    throw new ConfigError(`Site config: "docs.editUrl" must be a URL, a function of the doc or null, got ${JSON.stringify(editUrl)}.`);
  (config.headTags ?? []).forEach((tag, i) => {
    if (typeof tag !== 'object' || tag === null || typeof tag.attributes !== 'object' || tag.attributes === null)
      throw new ConfigError(`Site config: "headTags[${i}]" must be an object with "tagName" (${HEAD_TAG_NAMES.join(', ')}) and "attributes".`);
    const problem = headTagProblem(tag, config.url);
    if (problem) throw new ConfigError(`Site config: "headTags[${i}]" is ${problem}.`);
  });
  if (config.customFields !== undefined && (typeof config.customFields !== 'object' || config.customFields === null || Array.isArray(config.customFields)))
    throw new ConfigError(`Site config: "customFields" must be an object, got ${JSON.stringify(config.customFields)}.`);
  if (config.customCss !== undefined && (!Array.isArray(config.customCss) || !config.customCss.every((f) => typeof f === 'string' && /\.css$/i.test(f))))
    throw new ConfigError(`Site config: "customCss" must be a list of the site's .css files, from its folder, got ${JSON.stringify(config.customCss)}.`);
  const compat = config.markdown?.mdx1Compat ?? {};
  for (const [key, value] of Object.entries(compat)) {
    if (!(MDX1_COMPAT_KEYS as readonly string[]).includes(key))
      throw new ConfigError(`Site config: "markdown.mdx1Compat.${key}" is not an option; Docusaurus's are ${MDX1_COMPAT_KEYS.join(', ')}.`);
    if (typeof value !== 'boolean') throw new ConfigError(`Site config: "markdown.mdx1Compat.${key}" must be true or false, got ${JSON.stringify(value)}.`);
  }
}

/**
 * Resolves `docSidebar` navbar items to the first page of their sidebar (by the sidebar's id), and
 * `doc` items to their doc's route (by {@link docLinkKey}).
 * Throws when a sidebar or a doc is unknown, or a sidebar has nothing to link to.
 */
export function resolveDocSidebarLinks(
  items: NavbarItem[],
  sidebars: Record<string, SidebarItem[]>,
  docRoutes: ReadonlyMap<string, string> = new Map(),
): Record<string, string> {
  const links: Record<string, string> = {};
  for (const item of items) {
    if (item.type === 'doc') {
      const route = docRoutes.get(item.docId);
      if (!route)
        throw new ConfigError(
          `Navbar item "${item.label}" of type "doc" names the doc "${item.docId}", which the docs do not have. Doc ids: ${[...docRoutes.keys()].slice(0, 20).join(', ')}${docRoutes.size > 20 ? ', …' : ''}`,
        );
      links[docLinkKey(item.docId)] = route;
      continue;
    }
    if (item.type !== 'docSidebar') continue;
    const link = firstSidebarLink(getSidebar(sidebars, item.sidebarId));
    if (!link) {
      throw new ConfigError(`Navbar item "${item.label}" of type "docSidebar" uses sidebar "${item.sidebarId}", which has no doc to link to.`);
    }
    links[item.sidebarId] = link;
  }
  return links;
}
