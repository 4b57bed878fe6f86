/** Types of the one site configuration (`src/config/site.ts`). */
import type { SidebarsConfig } from '../sidebar';

export type NavbarPosition = 'left' | 'right';

export interface LinkNavbarItem {
  type: 'link';
  label: string;
  /** Internal route. */
  to?: string;
  /** External URL. */
  href?: string;
  position: NavbarPosition;
}

export interface DocSidebarNavbarItem {
  type: 'docSidebar';
  label: string;
  sidebarId: string;
  position: NavbarPosition;
}

export interface DropdownNavbarItem {
  type: 'dropdown';
  label: string;
  position: NavbarPosition;
  items: LinkNavbarItem[];
}

export interface LocaleDropdownNavbarItem {
  type: 'localeDropdown';
  position: NavbarPosition;
}

export interface DocsVersionDropdownNavbarItem {
  type: 'docsVersionDropdown';
  position: NavbarPosition;
  /** Names of the versions to list; all versions when absent. */
  versions?: string[];
}

export interface SearchNavbarItem {
  type: 'search';
  position: NavbarPosition;
}

export type NavbarItem =
  LinkNavbarItem | DocSidebarNavbarItem | DropdownNavbarItem | LocaleDropdownNavbarItem | DocsVersionDropdownNavbarItem | SearchNavbarItem;

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export interface FooterConfig {
  style: 'light' | 'dark';
  /** Columns of links, or a single row when the list holds links rather than columns. */
  links: FooterColumn[] | FooterLink[];
  logo?: { alt: string; src: string; href?: string; width?: number; height?: number };
  copyright: string;
}

export interface AnnouncementBarConfig {
  /** Identifies the announcement: dismissals are stored per id. */
  id: string;
  /** HTML; may contain links. Written by the site's authors, not by readers. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  /** Follow the operating system's preference; the toggle then cycles light, dark, system. */
  respectPrefersColorScheme: boolean;
}

export interface SearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchPagePath: string;
  searchParameters?: Record<string, unknown>;
  /** Where "Let us know." points when a query finds nothing; `{query}` is replaced by the query. */
  missingResultsUrl: string;
  /**
   * The custom ranking of docs and posts (Algolia's last criterion): among
   * hits equal on typos, words, proximity, attribute and exactness, the page
   * with the higher rank comes first.
   */
  pageRank: { docs: number; blog: number };
}

/** What a docs version's pages say above their content (Docusaurus's `banner`). */
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** One docs version's options (Docusaurus's `versions.<name>`); each has Docusaurus's default when absent. */
export interface DocsVersionOptions {
  /** In the version dropdown and the banner; `Next` for `current`, the name for a release. */
  label?: string;
  /** Below the docs' route: `''` for the last version, `next` for `current`, the name for a release. */
  path?: string;
  /** `unreleased` above the last version, `unmaintained` below it, `none` on it. */
  banner?: VersionBanner;
  /** Where the version dropdown leads from a page the version does not have: the doc at the version's root, else its first sidebar's first doc. */
  mainDocId?: string;
}

export interface DocsConfig {
  /** Where the doc routes live. */
  routeBasePath: string;
  /**
   * "Edit this page" links to this URL followed by the file's path in the
   * repository (Docusaurus's `editUrl`); null shows no link unless a page sets
   * `custom_edit_url`.
   */
  editUrl: string | null;
  /**
   * The version served at the docs' route (Docusaurus's `lastVersion`): the newest of the content's
   * `versions.json` by default, else `current` (the docs folder).
   */
  lastVersion?: string;
  /** Options of the versions by name: `current` and those `versions.json` lists (src/lib/versions.ts). */
  versions?: Record<string, DocsVersionOptions>;
  /** The sidebars, when the site has no sidebars file: by default one sidebar generated from the docs' folders. */
  sidebars: SidebarsConfig;
  /**
   * A sidebars file, as Docusaurus's `sidebarPath`: `sidebars.js`, `.ts` or
   * `.json`, relative to the site's folder. Its sidebars replace `sidebars`.
   */
  sidebarPath?: string | null;
}

export interface BlogConfig {
  routeBasePath: string;
  title: string;
  description: string;
  postsPerPage: number;
}

/** One locale's options (Docusaurus's `i18n.localeConfigs.<code>`); each has Docusaurus's default when absent (src/lib/locales.ts). */
export interface LocaleOptions {
  /** In the locale dropdown: the language's own name by default (`Français`). */
  label?: string;
  /** `rtl` for a right-to-left script; the script's direction by default. */
  direction?: 'ltr' | 'rtl';
  /** `<html lang>` and `hreflang` (`en-US`); the code by default. */
  htmlLang?: string;
}

/** The site's languages, as Docusaurus's `i18n` (https://docusaurus.io/docs/api/docusaurus-config#i18n). */
export interface I18nConfig {
  /** The locale at the site's root; the others live under `/<code>/`. */
  defaultLocale: string;
  /** Every locale's code, the default one among them. */
  locales: string[];
  localeConfigs?: Record<string, LocaleOptions>;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  author: string;
  url: string;
  baseUrl: string;
  favicon: string;
  i18n: I18nConfig;
  navbar: {
    title: string;
    logo: { alt: string; src: string };
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer: FooterConfig;
  announcementBar: AnnouncementBarConfig | null;
  colorMode: ColorModeConfig;
  search: SearchConfig;
  docs: DocsConfig;
  blog: BlogConfig;
  home: {
    /** Ids of the docs the home page shows as topic cards, each with its label and description. */
    topics: string[];
  };
  /**
   * What a link to a page that does not exist does to the build, as Docusaurus's `onBrokenLinks`:
   * `throw` (the default: the build fails), `warn`, `log` or `ignore`.
   */
  onBrokenLinks?: BrokenLinkReaction;
  /** The same for a link to an anchor a page does not have (Docusaurus's `onBrokenAnchors`); `warn` by default. */
  onBrokenAnchors?: BrokenLinkReaction;
  /**
   * The https origins whose pages content may embed in an `<iframe>` (a video host:
   * `['https://www.youtube-nocookie.com']`); the pages' Content-Security-Policy allows them as
   * `frame-src`. None by default: another `<iframe>` fails the build with its file and line.
   */
  frameOrigins?: string[];
  /** How content's Markdown is read (Docusaurus's `markdown` options); each has Docusaurus's default (`markdownOf`). */
  markdown?: {
    /**
     * How `.md` and `.mdx` files are parsed, as Docusaurus's `markdown.format`:
     * `mdx` (its default: both as MDX, so a `.md` file can import `@theme/Tabs`),
     * `md` (both as CommonMark) or `detect` (by extension).
     * @default 'mdx'
     */
    format?: 'mdx' | 'md' | 'detect';
    /**
     * Math between `$…$` and `$$…$$`, rendered with KaTeX at build time. Off
     * unless the config turns it on, as in Docusaurus, where a site adds
     * remark-math and rehype-katex for it: off, a `$` is text (two prices in a
     * paragraph are not a formula).
     * @default false
     */
    math?: boolean;
    /**
     * What Docusaurus 3 still reads of MDX 1's syntax (its `markdown.mdx1Compat`),
     * each on unless set to false: `<!-- comments -->`, `:::tip Title`
     * admonition titles, `## Heading {#id}` ids.
     */
    mdx1Compat?: Partial<Mdx1Compat>;
  };
}

export type BrokenLinkReaction = 'throw' | 'warn' | 'log' | 'ignore';

/** Docusaurus's `markdown.mdx1Compat` switches (https://docusaurus.io/docs/api/docusaurus-config#markdown). */
export interface Mdx1Compat {
  comments: boolean;
  admonitions: boolean;
  headingIds: boolean;
}
