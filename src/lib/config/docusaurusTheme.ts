/**
 * A Docusaurus config's `themeConfig` as the site config's navbar, footer, announcement bar, colour
 * mode, search settings and head tags (docs/importing-docusaurus.md#the-config-file).
 */
import type { FooterColumn, FooterConfig, FooterLink, LinkNavbarItem, NavbarItem, NavbarPosition } from './frameTypes';
import type { AnnouncementBarConfig, ColorModeConfig, HeadTag, SearchConfig, SiteConfig } from './types';
import { isRecord, Section, shown } from './docusaurusReader';

/** A path of `static/` as the site writes it (`/img/logo.svg`) from Docusaurus's (`img/logo.svg`); a URL as it is. */
export const staticPath = (src: string): string => (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src) || src.startsWith('/') ? src : `/${src}`);

const ITEM_KEYS: Record<string, string> = {
  className: "a class on the item, for the site's customCss to style; the site's navbar items take none",
  activeBasePath: 'the routes under which the item shows as active',
  activeBaseRegex: 'the routes for which the item shows as active',
  target: 'the window the link opens in',
  rel: "the link's rel",
  html: 'HTML in place of the label',
  prependBaseUrlToHref: 'the base URL before an href',
  'aria-label': "the link's accessible name (its label when it has none)",
  docsPluginId: 'the docs instance the item is of; the site has one',
  dropdownItemsBefore: "links before the dropdown's own",
  dropdownItemsAfter: "links after the dropdown's own",
  dropdownActiveClassDisabled: "the dropdown's active style",
};

function position(item: Section): NavbarPosition {
  return item.oneOf('position', ['left', 'right'] as const) ?? 'left';
}

/** A link item (Docusaurus's `default` type): its label, or its accessible name, or the host it leads to. */
function linkItem(item: Section, withPosition: boolean): LinkNavbarItem | null {
  const to = item.string('to');
  const href = item.string('href');
  if (!to && !href) item.fail('to', 'a link item needs "to" or "href"');
  // An icon link (a GitHub logo drawn by a class) has no label: its accessible name, else its host, stands in.
  let label = item.string('label') ?? item.string('aria-label');
  if (!label && href) label = /^https?:\/\/([^/]+)/.exec(href)?.[1] ?? href;
  const link: LinkNavbarItem = { type: 'link', label: label ?? to ?? '', ...(to ? { to } : { href }), position: withPosition ? position(item) : 'left' };
  item.done(ITEM_KEYS);
  return link;
}

const TYPES_NOT_HERE = "this site's navbar has link, doc, docSidebar, dropdown, localeDropdown, docsVersionDropdown and search items";

/** One navbar item, or null (noted) for a type the site's navbar has not. */
function navbarItem(item: Section, inDropdown: boolean): NavbarItem | null {
  const type = item.string('type') ?? 'default';
  if (inDropdown && type !== 'default' && type !== 'link') {
    item.notes.push({ path: item.path, message: `a dropdown item of type ${type}: left out; the site's dropdowns hold links` });
    return null;
  }
  if (type === 'default' || type === 'link') return linkItem(item, !inDropdown);
  if (type === 'docSidebar') {
    const sidebarId = item.string('sidebarId') ?? item.fail('sidebarId', 'a docSidebar item needs "sidebarId"');
    const label = item.string('label') ?? sidebarId;
    const result: NavbarItem = { type, sidebarId, label, position: position(item) };
    item.done(ITEM_KEYS);
    return result;
  }
  if (type === 'doc') {
    const docId = item.string('docId') ?? item.fail('docId', 'a doc item needs "docId"');
    const given = item.string('label');
    if (given === undefined)
      item.notes.push({
        path: item.path,
        message: `a doc item without a label: the link says "${docId}"; Docusaurus says the doc's sidebar label or title (give it "label")`,
      });
    const result: NavbarItem = { type, docId, label: given ?? docId, position: position(item) };
    item.done(ITEM_KEYS);
    return result;
  }
  if (type === 'dropdown') {
    const label = item.string('label') ?? item.fail('label', 'a dropdown needs a "label"');
    const items = (item.list('items') ?? [])
      .map((entry, i) =>
        isRecord(entry) ? navbarItem(new Section(entry, item.at('items').concat(i), item.notes), true) : item.fail('items', `item ${i} is ${shown(entry)}`),
      )
      .filter((entry): entry is LinkNavbarItem => entry !== null);
    const result: NavbarItem = { type, label, position: position(item), items };
    item.done(ITEM_KEYS);
    return result;
  }
  if (type === 'localeDropdown' || type === 'search') {
    const result: NavbarItem = { type, position: position(item) };
    item.done(ITEM_KEYS);
    return result;
  }
  if (type === 'docsVersionDropdown') {
    const versions = item.get('versions');
    if (versions !== undefined && !Array.isArray(versions) && !isRecord(versions))
      item.fail('versions', `must be a list of names or an object, got ${shown(versions)}`);
    if (isRecord(versions) && Object.values(versions).some((v) => isRecord(v) && v.label !== undefined))
      item.note('versions', "the versions' labels in the dropdown; it shows each version's own label here");
    const names = Array.isArray(versions) ? versions.map(String) : isRecord(versions) ? Object.keys(versions) : undefined;
    const result: NavbarItem = { type, position: position(item), ...(names ? { versions: names } : {}) };
    item.done(ITEM_KEYS);
    return result;
  }
  const label = item.value.label ?? item.value.docId ?? item.value.value;
  item.notes.push({ path: item.path, message: `a navbar item of type ${type}${label ? ` (${shown(label)})` : ''}: left out; ${TYPES_NOT_HERE}` });
  return null;
}

function navbarOf(theme: Section, favicon: string, title: string): SiteConfig['navbar'] {
  const section = theme.section('navbar') ?? new Section({}, theme.at('navbar'), theme.notes);
  const logo = section.section('logo');
  const items = (section.list('items') ?? [])
    .map((entry, i) =>
      isRecord(entry)
        ? navbarItem(new Section(entry, section.at('items').concat(i), section.notes), false)
        : section.fail('items', `item ${i} is ${shown(entry)}`),
    )
    .filter((item): item is NavbarItem => item !== null);
  section.unless('style', () => false, "the navbar's colour scheme; the site's own theme colours it");
  const navbar: SiteConfig['navbar'] = {
    title: section.string('title') ?? '',
    logo: logo ? { alt: logo.string('alt') ?? title, src: staticPath(logo.string('src') ?? favicon) } : { alt: title, src: favicon },
    hideOnScroll: section.boolean('hideOnScroll') ?? false,
    items,
  };
  if (!logo) theme.note('navbar', `no logo: the site's navbar has one, and shows the favicon (${favicon || 'none'}) in its place`);
  logo?.unless('href', (v) => v === '/' || v === '', 'where the logo leads; it leads to the home page here');
  logo?.done({
    srcDark: 'the logo in dark mode; the site shows src in both',
    width: "the logo's width; the navbar sizes it",
    height: "the logo's height; the navbar sizes it",
    target: 'the window the link opens in',
    className: "a class of the site's stylesheets",
    style: "the logo's style",
  });
  section.done();
  return navbar;
}

function footerLink(parent: Section, key: string, i: number, entry: unknown): FooterLink | null {
  if (!isRecord(entry)) return parent.fail(key, `item ${i} is ${shown(entry)}`);
  const link = new Section(entry, parent.at(key).concat(i), parent.notes);
  if (link.get('html') !== undefined) {
    link.note('html', "HTML in the footer's links: left out; the site's footer links have a label and a to or href");
    link.done();
    return null;
  }
  const label = link.string('label') ?? link.fail('label', 'a footer link needs a "label"');
  const to = link.string('to');
  const href = link.string('href');
  if (!to && !href) link.fail('to', 'a footer link needs "to" or "href"');
  link.done({
    target: 'the window the link opens in',
    rel: "the link's rel",
    className: "a class of the site's stylesheets",
    prependBaseUrlToHref: 'the base URL before an href',
  });
  return { label, ...(to ? { to } : { href }) };
}

function footerOf(theme: Section): FooterConfig {
  const section = theme.section('footer');
  if (!section) {
    theme.note('footer', "none given: the site's pages end with an empty footer");
    return { style: 'light', links: [], copyright: '' };
  }
  const style = section.oneOf('style', ['light', 'dark'] as const) ?? 'light';
  const raw = section.list('links') ?? [];
  const columns = raw.length > 0 && raw.every((entry) => isRecord(entry) && Array.isArray(entry.items));
  const links = columns
    ? raw.map((entry, i): FooterColumn => {
        const column = new Section(entry as Record<string, unknown>, section.at('links').concat(i), section.notes);
        const items = (column.list('items') ?? []).map((item, j) => footerLink(column, 'items', j, item)).filter((l): l is FooterLink => l !== null);
        const title = column.string('title') ?? '';
        column.done({ className: "a class of the site's stylesheets" });
        return { title, items };
      })
    : raw.map((entry, i) => footerLink(section, 'links', i, entry)).filter((l): l is FooterLink => l !== null);
  const logo = section.section('logo');
  const footer: FooterConfig = { style, links, copyright: section.string('copyright') ?? '' };
  if (logo) {
    const width = logo.number('width');
    const height = logo.number('height');
    const href = logo.string('href');
    footer.logo = {
      alt: logo.string('alt') ?? '',
      src: staticPath(logo.string('src') ?? logo.fail('src', 'a footer logo needs a "src"')),
      ...(href ? { href } : {}),
      ...(width ? { width } : {}),
      ...(height ? { height } : {}),
    };
    logo.done({
      srcDark: 'the logo in dark mode; the site shows src in both',
      target: 'the window the link opens in',
      className: "a class of the site's stylesheets",
      style: "the logo's style",
    });
  }
  section.done();
  return footer;
}

function announcementOf(section: Section | undefined): AnnouncementBarConfig | null {
  if (!section) return null;
  const bar: AnnouncementBarConfig = {
    id: section.string('id') ?? 'announcement-bar',
    content: section.string('content') ?? section.fail('content', 'the announcement bar needs its "content"'),
    backgroundColor: section.string('backgroundColor') ?? '#fff',
    textColor: section.string('textColor') ?? '#000',
    isCloseable: section.boolean('isCloseable') ?? true,
  };
  section.done();
  return bar;
}

function colorModeOf(section: Section | undefined): ColorModeConfig {
  const defaultMode = section?.oneOf('defaultMode', ['light', 'dark'] as const) ?? 'light';
  const colorMode = {
    defaultMode,
    disableSwitch: section?.boolean('disableSwitch') ?? false,
    respectPrefersColorScheme: section?.boolean('respectPrefersColorScheme') ?? false,
  };
  section?.done();
  return colorMode;
}

/**
 * The search settings from `themeConfig.algolia` (DocSearch's), or the embedded index's without it.
 * The application id, key and index name are what the config says; GATSBY_ALGOLIA_* variables win
 * over them when the build has them (src/config/imported.ts writes them so).
 */
function searchOf(section: Section | undefined, indexName: string): SearchConfig {
  const searchPagePath = section?.get('searchPagePath');
  if (searchPagePath === false) section!.note('searchPagePath', 'false: the search page is always built here, at /search');
  const searchParameters = section?.get('searchParameters');
  const search: SearchConfig = {
    appId: section?.string('appId') ?? '',
    apiKey: section?.string('apiKey') ?? '',
    indexName: section?.string('indexName') ?? indexName,
    contextualSearch: section?.boolean('contextualSearch') ?? true,
    searchPagePath: typeof searchPagePath === 'string' ? searchPagePath.replace(/^\/+|\/+$/g, '') : 'search',
    ...(isRecord(searchParameters) ? { searchParameters } : {}),
    missingResultsUrl: '',
    pageRank: { docs: 1, blog: 0 },
  };
  section?.done({
    externalUrlRegex: 'which hits are of another site',
    replaceSearchResultPathname: "a rewrite of the hits' paths",
    insights: "Algolia's click analytics; the site keeps DocSearch's insights off",
    translations: "DocSearch's texts; the site's come from its translations",
    placeholder: "the search box's placeholder",
    askAi: "DocSearch's AI answers",
  });
  return search;
}

/** The languages of `prism.additionalLanguages` the highlighter does not know: shown as plain text. */
function prismOf(section: Section | undefined, languages: ReadonlySet<string> | undefined): void {
  if (!section) return;
  const additional = section.strings('additionalLanguages') ?? [];
  const unknown = languages ? additional.filter((name) => !languages.has(name.toLowerCase())) : [];
  if (unknown.length > 0)
    section.note(
      'additionalLanguages',
      `${unknown.join(', ')}: not known to Shiki, which highlights code here (every language it knows is loaded when a block needs it); such blocks show as plain text`,
    );
  const colours = "code is coloured by Shiki with the site's own colours (docs/decisions/2026-11-23-shiki-over-prism.md)";
  section.done({
    theme: colours,
    darkTheme: colours,
    magicComments: "the magic comments' names; the site reads Docusaurus's own (highlight-next-line, …)",
    defaultLanguage: 'the language of a fence without one; such a block is plain text here',
  });
}

/** `themeConfig.metadata`: a `<meta>` on every page for each. */
function metadataOf(list: unknown[] | undefined, section: Section): HeadTag[] {
  return (list ?? []).map((entry, i) => {
    if (!isRecord(entry) || Object.values(entry).some((v) => typeof v !== 'string'))
      return section.fail('metadata', `entry ${i} must be an object of strings (name or property, and content), got ${shown(entry)}`);
    return { tagName: 'meta', attributes: entry as Record<string, string> };
  });
}

export interface ThemeConfigPart {
  navbar: SiteConfig['navbar'];
  footer: FooterConfig;
  announcementBar: AnnouncementBarConfig | null;
  colorMode: ColorModeConfig;
  search: SearchConfig;
  /** `metadata`'s `<meta>` elements. */
  headTags: HeadTag[];
}

/** The site config's parts that a Docusaurus `themeConfig` gives. */
export function themeConfigOf(root: Section, site: { favicon: string; title: string; indexName: string; languages?: ReadonlySet<string> }): ThemeConfigPart {
  const theme = root.section('themeConfig') ?? new Section({}, root.at('themeConfig'), root.notes);
  const part: ThemeConfigPart = {
    navbar: navbarOf(theme, site.favicon, site.title),
    footer: footerOf(theme),
    announcementBar: announcementOf(theme.section('announcementBar')),
    colorMode: colorModeOf(theme.section('colorMode')),
    search: searchOf(theme.section('algolia'), site.indexName),
    headTags: metadataOf(theme.list('metadata'), theme),
  };
  prismOf(theme.section('prism'), site.languages);
  const toc = theme.section('tableOfContents');
  toc?.unless('minHeadingLevel', (v) => v === 2, 'the table of contents starts at level 2 here (a page sets toc_min_heading_level)');
  toc?.unless('maxHeadingLevel', (v) => v === 3, 'the table of contents ends at level 3 here (a page sets toc_max_heading_level)');
  toc?.done();
  const blog = theme.section('blog');
  const blogSidebar = blog?.section('sidebar');
  blogSidebar?.unless('groupByYear', (v) => v === true, 'the blog sidebar groups the posts by year here');
  blogSidebar?.done();
  blog?.done();
  theme.done({
    image: "the pages' default social card image; the site draws a card for each page",
    docs: "the docs sidebar's options (hideable, autoCollapseCategories) and the version's persistence; the site's sidebar is neither hideable nor auto-collapsing",
    mermaid: "Mermaid's theme and options; diagrams are drawn with the site's",
    liveCodeBlock: 'live code blocks, which are not run here',
    zoom: 'image zoom, which is not run here',
    sidebarCollapsible: "the docs' sidebar; see the docs plugin's option of that name",
  });
  return part;
}
