/** Types of the one site configuration (`src/config/site.ts`); the frame's are in ./frameTypes.ts. */
import type { SidebarsConfig } from '../sidebar';
import type { AnnouncementBarConfig, ColorModeConfig, FooterConfig, NavbarItem } from './frameTypes';

export type * from './frameTypes';

export interface SearchConfig {
  /** Algolia's application id (from `GATSBY_ALGOLIA_APP_ID`); empty for the embedded index. */
  appId: string;
  /** Algolia's search-only key (from `GATSBY_ALGOLIA_SEARCH_KEY`); empty for the embedded index. */
  apiKey: string;
  /** The Algolia index searched and pushed to (from `GATSBY_ALGOLIA_INDEX_NAME`). */
  indexName: string;
  /** Search finds the pages of the reader's locale and docs version, and the blog (DocSearch's contextual search). */
  contextualSearch: boolean;
  /** The search page's route, without its slash (`search` is `/search`). */
  searchPagePath: string;
  /**
   * More of Algolia's search parameters for every query of both search UIs; the embedded index reads
   * the ones it knows (`hitsPerPage`, `facetFilters`, `distinct`, …).
   * @default none
   */
  searchParameters?: Record<string, unknown>;
  /** Where "Let us know." points when a query finds nothing; `{query}` is replaced by the query. */
  missingResultsUrl: string;
  /**
   * The custom ranking of docs and posts (Algolia's last criterion): among
   * hits equal on typos, words, proximity, attribute and exactness, the page
   * with the higher rank comes first.
   */
  pageRank: {
    /** The docs' rank. */
    docs: number;
    /** The posts' rank. */
    blog: number;
  };
}

/** What a docs version's pages say above their content (Docusaurus's `banner`). */
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** One docs version's options (Docusaurus's `versions.<name>`); each has Docusaurus's default when absent. */
export interface DocsVersionOptions {
  /**
   * In the version dropdown and the banner.
   * @default `Next` for `current`, the name for a release
   */
  label?: string;
  /**
   * The version's route below the docs' route.
   * @default `''` for the last version, `next` for `current`, the name for a release
   */
  path?: string;
  /**
   * What the version's pages say above their content.
   * @default `unreleased` above the last version, `unmaintained` below it, `none` on it
   */
  banner?: VersionBanner;
  /**
   * Where the version dropdown and the banners lead from a page the version does not have.
   * @default the doc at the version's root, else its first sidebar's first doc
   */
  mainDocId?: string;
}

/** What an `editUrl` function is given for each doc, as Docusaurus gives it (its docs plugin's `EditUrlFunction`). */
export interface EditUrlParams {
  /** The doc's version: `current`, or a release's name. */
  version: string;
  /** The version's folder, as a Docusaurus site names it: `docs`, `versioned_docs/version-<name>`. */
  versionDocsDirPath: string;
  /** The doc's file below that folder (`guides/install.md`). */
  docPath: string;
  /** The doc's URL path, the base URL and the locale's prefix included. */
  permalink: string;
  /** The page's locale. */
  locale: string;
}

/** A doc's "Edit this page" URL, or undefined for none (Docusaurus's `EditUrlFunction`). */
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;

export interface DocsConfig {
  /** Where the doc routes live: `/docs`, or `/` for docs at the site's root (the doc with `slug: /` is then the home page). */
  routeBasePath: string;
  /**
   * "Edit this page" links to this URL followed by the file's path in the
   * repository (Docusaurus's `editUrl`), or to what a function of the doc
   * returns (Docusaurus's `EditUrlFunction`, given the same `EditUrlParams`); null shows no link unless a page sets
   * `custom_edit_url`.
   */
  editUrl: string | EditUrlFunction | null;
  /**
   * The version served at the docs' route (Docusaurus's `lastVersion`).
   * @default the newest of the content's `versions.json`, else `current` (the docs folder)
   */
  lastVersion?: string;
  /**
   * Options of the versions by name: `current` and those `versions.json` lists (src/lib/versions.ts).
   * @default each version's defaults
   */
  versions?: Record<string, DocsVersionOptions>;
  /** The sidebars by id, when the site has no sidebars file, in the sidebars file's own form (docs/writing.md#sidebars). */
  sidebars: SidebarsConfig;
  /**
   * A sidebars file, as Docusaurus's `sidebarPath`: `sidebars.js`, `.ts` or
   * `.json`, relative to the site's folder. Its sidebars replace `sidebars`.
   * @default none: `sidebars` gives the sidebars
   */
  sidebarPath?: string | null;
  /** The docs as one PDF per version and locale, printed by the Chromium that draws the diagrams and linked from each doc's page menu (docs/features.md#the-docs-as-one-pdf); false writes none. @default true */
  pdf?: boolean;
}

export interface BlogConfig {
  /** Where the blog's routes live (`/blog`), as Docusaurus's blog `routeBasePath`. */
  routeBasePath: string;
  /** The blog list's title and the feeds' (Docusaurus's `blogTitle`). */
  title: string;
  /** The blog list's description and the feeds' (Docusaurus's `blogDescription`). */
  description: string;
  /** Posts on each page of the blog list, at least 1. */
  postsPerPage: number;
}

/** One locale's options (Docusaurus's `i18n.localeConfigs.<code>`); each has Docusaurus's default when absent (src/lib/locales.ts). */
export interface LocaleOptions {
  /**
   * In the locale dropdown.
   * @default the language's own name (`Français`)
   */
  label?: string;
  /**
   * `rtl` lays the pages out from the right.
   * @default the script's direction (`rtl` for Arabic, Hebrew, Persian, Urdu)
   */
  direction?: 'ltr' | 'rtl';
  /**
   * `<html lang>` and `hreflang` (`en-US`).
   * @default the locale's code
   */
  htmlLang?: string;
}

/** The site's languages, as Docusaurus's `i18n` (https://docusaurus.io/docs/api/docusaurus-config#i18n). */
export interface I18nConfig {
  /** The locale at the site's root; the others live under `/<code>/`. */
  defaultLocale: string;
  /** Every locale's code (BCP 47), the default one among them. */
  locales: string[];
  /**
   * Each locale's options, by code.
   * @default each locale's defaults
   */
  localeConfigs?: Record<string, LocaleOptions>;
}

/** An element put into every page's `<head>` (Docusaurus's `headTags` entry, its `HtmlTagObject`). */
export interface HeadTag {
  /** `link`, `meta`, `script` or `style`. */
  tagName: 'link' | 'meta' | 'script' | 'style';
  /** Its attributes as HTML writes them (`rel`, `href`, `crossorigin`); `true` for an attribute without a value. */
  attributes: Record<string, string | boolean>;
  /**
   * What it holds: a `script`'s or a `style`'s text.
   * @default nothing
   */
  innerHTML?: string;
}

export interface SiteConfig {
  /** The site's name: in every page's title, the navbar, the feeds and the social cards. */
  title: string;
  /** One sentence: the home page's description and the title of a page without one. */
  tagline: string;
  /** The feeds' author. */
  author: string;
  /** The site's origin, without a trailing slash (`https://example.org`): canonical URLs, the sitemap, feeds, cards. */
  url: string;
  /** The path the site is served under, starting and ending with `/` (`/repo/` for a GitHub project site). */
  baseUrl: string;
  /** The icon's path under `static/` (an SVG, PNG or ICO file), or an empty string for none. */
  favicon: string;
  /** The site's languages. */
  i18n: I18nConfig;
  /** The bar at the top of every page. */
  navbar: {
    /** The text beside the logo. */
    title: string;
    /** The logo, leading to the home page. */
    logo: {
      /** The image's text alternative. */
      alt: string;
      /** Its path under `static/`. */
      src: string;
    };
    /** Hides the navbar as the reader scrolls down, and shows it again on the way up. */
    hideOnScroll: boolean;
    /** Its items, in order at each end. */
    items: NavbarItem[];
  };
  /** The footer of every page. */
  footer: FooterConfig;
  /** A line above the navbar, or null for none. */
  announcementBar: AnnouncementBarConfig | null;
  /** Light and dark mode. */
  colorMode: ColorModeConfig;
  /** The search modal and the search page: the embedded index, or Algolia (docs/search.md). */
  search: SearchConfig;
  /** The docs: routes, versions, sidebars, edit links. */
  docs: DocsConfig;
  /** The blog. */
  blog: BlogConfig;
  /** The home page. */
  home: {
    /** Ids of the docs the home page shows as topic cards, each with its label and description. */
    topics: string[];
  };
  /**
   * What a link to a page that does not exist does to the build, as Docusaurus's `onBrokenLinks`:
   * `throw` (the build fails), `warn`, `log` or `ignore`.
   * @default 'throw'
   */
  onBrokenLinks?: BrokenLinkReaction;
  /**
   * The same for a link to an anchor a page does not have (Docusaurus's `onBrokenAnchors`).
   * @default 'warn'
   */
  onBrokenAnchors?: BrokenLinkReaction;
  /**
   * The https origins whose pages content may embed in an `<iframe>` (a video host:
   * `['https://www.youtube-nocookie.com']`); the pages' Content-Security-Policy allows them as
   * `frame-src`. Another `<iframe>` fails the build with its file and line.
   * @default []
   */
  frameOrigins?: string[];
  /**
   * Reading offline (docs/features.md#read-offline): a service worker that keeps the pages a reader
   * opened and, in the background, every doc of the version and locale they read.
   * @default on, with a budget of 50 MB
   */
  offline?: OfflineConfig;
  /**
   * Elements put into every page's `<head>` after the site's own (Docusaurus's `headTags`, `stylesheets`
   * and `scripts`, each made one): a stylesheet, a script or a preload must be of the site's own origin,
   * which the pages' Content-Security-Policy allows (docs/trust-model.md#no-script-on-a-page-that-the-site-did-not-put-there).
   * @default []
   */
  headTags?: HeadTag[];
  /**
   * Values of the site's own, kept as its config gives them (Docusaurus's `customFields`): its React
   * pages read them with `useDocusaurusContext()` (docs/importing-docusaurus.md#react-pages).
   * @default {}
   */
  customFields?: Record<string, unknown>;
  /**
   * Stylesheets of the site's own, from its folder, loaded after the theme's on every page (Docusaurus's
   * `theme.customCss`): they may set Infima's variables, which the theme reads (docs/importing-docusaurus.md#theme-colours).
   * @default []
   */
  customCss?: string[];
  /**
   * How content's Markdown is read (Docusaurus's `markdown` options); each has Docusaurus's default (`markdownOf`).
   * @default each option's default
   */
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
     * @default every switch on
     */
    mdx1Compat?: Partial<Mdx1Compat>;
  };
}

/** The service worker's settings (docs/features.md#read-offline). */
export interface OfflineConfig {
  /**
   * Whether a production build ships the service worker. Off, it ships one that removes itself and
   * its caches from every reader's browser that had it.
   * @default true
   */
  enabled?: boolean;
  /**
   * Bytes of a docs version's pages in one locale (HTML, page data, search index) the worker saves
   * in the background; past it, only the pages the reader opens are kept.
   * @default 50000000
   */
  saveBudget?: number;
}

export type BrokenLinkReaction = 'throw' | 'warn' | 'log' | 'ignore';

/** Docusaurus's `markdown.mdx1Compat` switches (https://docusaurus.io/docs/api/docusaurus-config#markdown). */
export interface Mdx1Compat {
  /**
   * `<!-- comments -->` in MDX, over several lines too.
   * @default true
   */
  comments: boolean;
  /**
   * `:::tip Title`, the title after the type.
   * @default true
   */
  admonitions: boolean;
  /**
   * `## Heading {#id}` custom ids.
   * @default true
   */
  headingIds: boolean;
}
