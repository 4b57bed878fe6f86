/** Types of the site config's frame: the navbar, footer, announcement bar and colour mode (re-exported by ./types.ts). */

export type NavbarPosition = 'left' | 'right';

export interface LinkNavbarItem {
  type: 'link';
  /** The link's text. */
  label: string;
  /**
   * A route of the site (`/blog`), followed by the client-side router.
   * @default none: give `to` or `href`
   */
  to?: string;
  /**
   * Any other URL (a feed, another site), followed by a full page load.
   * @default none: give `to` or `href`
   */
  href?: string;
  /** Which end of the navbar the item sits at. */
  position: NavbarPosition;
}

export interface DocSidebarNavbarItem {
  type: 'docSidebar';
  /** The link's text. */
  label: string;
  /** The sidebar whose first doc the link leads to (in the docs version the reader reads); the build fails on an unknown id. */
  sidebarId: string;
  /** Which end of the navbar the item sits at. */
  position: NavbarPosition;
}

export interface DocNavbarItem {
  type: 'doc';
  /** The link's text. */
  label: string;
  /** The doc the link leads to, by its id (its path under the docs folder without the extension, or its front matter's `id`), in the docs version the reader reads; the build fails on an unknown id. */
  docId: string;
  /** Which end of the navbar the item sits at. */
  position: NavbarPosition;
}

export interface DropdownNavbarItem {
  type: 'dropdown';
  /** The dropdown's button. */
  label: string;
  /** Which end of the navbar the item sits at. */
  position: NavbarPosition;
  /** The links it opens. */
  items: LinkNavbarItem[];
}

/** The locale dropdown: the same page in another locale. Shown only on a site of several locales. */
export interface LocaleDropdownNavbarItem {
  type: 'localeDropdown';
  /** Which end of the navbar the item sits at. */
  position: NavbarPosition;
}

/** The docs version dropdown: the same page in another version. Shown only on a site of several versions. */
export interface DocsVersionDropdownNavbarItem {
  type: 'docsVersionDropdown';
  /** Which end of the navbar the item sits at. */
  position: NavbarPosition;
  /**
   * Names of the versions to list; the build fails on a name the content does not have.
   * @default every version
   */
  versions?: string[];
}

/** The search button, which opens the search modal (Ctrl/Cmd+K and `/` open it too). */
export interface SearchNavbarItem {
  type: 'search';
  /** Which end of the navbar the item sits at. */
  position: NavbarPosition;
}

export type NavbarItem =
  LinkNavbarItem | DocSidebarNavbarItem | DocNavbarItem | DropdownNavbarItem | LocaleDropdownNavbarItem | DocsVersionDropdownNavbarItem | SearchNavbarItem;

export interface FooterLink {
  /** The link's text. */
  label: string;
  /**
   * A route of the site, followed by the client-side router.
   * @default none: give `to` or `href`
   */
  to?: string;
  /**
   * Any other URL, followed by a full page load.
   * @default none: give `to` or `href`
   */
  href?: string;
}

export interface FooterColumn {
  /** The column's heading. */
  title: string;
  /** Its links. */
  items: FooterLink[];
}

export interface FooterConfig {
  /** The footer's colours: `dark` keeps it dark in both colour modes, as Docusaurus's. */
  style: 'light' | 'dark';
  /** Columns of links, or a single row when the list holds links rather than columns. */
  links: FooterColumn[] | FooterLink[];
  /**
   * A logo above the copyright.
   * @default none
   */
  logo?: {
    /** The image's text alternative. */
    alt: string;
    /** Its path under `static/`. */
    src: string;
    /**
     * Where it leads.
     * @default not a link
     */
    href?: string;
    /**
     * Its width in pixels.
     * @default the image's own
     */
    width?: number;
    /**
     * Its height in pixels.
     * @default the image's own
     */
    height?: number;
  };
  /** The line under the links; HTML, written by the site's authors. */
  copyright: string;
}

export interface AnnouncementBarConfig {
  /** Identifies the announcement: dismissals are stored per id. */
  id: string;
  /** HTML; may contain links. Written by the site's authors, not by readers. */
  content: string;
  /** A CSS colour. */
  backgroundColor: string;
  /** A CSS colour. */
  textColor: string;
  /** Whether it has a close button; a reader's dismissal is kept in local storage under its `id`. */
  isCloseable: boolean;
}

export interface ColorModeConfig {
  /** The mode of a reader who has chosen none. */
  defaultMode: 'light' | 'dark';
  /** Hides the navbar's colour-mode toggle. */
  disableSwitch: boolean;
  /** Follow the operating system's preference; the toggle then cycles light, dark, system. */
  respectPrefersColorScheme: boolean;
}
