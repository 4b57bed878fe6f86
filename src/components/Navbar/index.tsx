import { useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { siteConfig } from '../../config/site';
import { useHideableNavbar } from '../../hooks/useHideableNavbar';
import { useLoadedChunk } from '../../hooks/useLoadedChunk';
import { retryingLoader } from '../../lib/retryingLoader';
import { ColorModeToggle } from '../ColorModeToggle';
import { ColorModeProvider } from '../../contexts/ColorMode';
import type { PageSidebar } from '../../lib/sidebar';
import { preferredVersionSlot, readerVersionName } from '../../client/preferredVersion';
import { lastDocsVersion } from '../../config/docsVersions';
import { NavbarItem } from './NavbarItem';
import * as styles from './styles.module.css';
import { LocaleLink } from '../LocaleLink';
import { translate, translateLabel } from '../../i18n/translate';

export interface Props {
  /** Route of the page being shown, to mark the active item. */
  pathname: string;
  /** The page's doc sidebar, for the mobile menu. */
  docSidebar?: PageSidebar | null;
  /** On a docs page of a site with several docs versions: the same page in each, for the version dropdown. */
  versionAlternates?: Record<string, string> | null;
}

/**
 * The mobile menu's code loads when the reader reaches for its button (a
 * pointer over it, a touch, the focus) and at the latest on the click: most
 * readers never open it, and it is closed, so not in the HTML, on every page.
 */
const loadMobileSidebar = retryingLoader(() => import('./MobileSidebar'));
/** Starts loading the menu's code ahead of a tap; useLoadedChunk below handles the outcome when the menu opens. */
const preloadMobileSidebar = () => void loadMobileSidebar();

interface SidebarLinksQuery {
  sidebarLinks: { version: string; sidebarId: string; href: string }[];
  docsVersionLinks: { name: string; href: string }[];
}

/** The docs version the reader chose, once the page runs (the server renders the default). */
function usePreferredVersion(pathname: string): string | null {
  const [preferred, setPreferred] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the choice is in the browser's storage, read once mounted (hydration renders the server's HTML) and on each route
  useEffect(() => setPreferred(preferredVersionSlot().get()), [pathname]);
  return preferred;
}

/**
 * Where the navbar's sidebar links lead a reader of `version`: to that version's sidebar, or the last
 * version's where it has none (Docusaurus's version candidates).
 */
function readerSidebarLinks(links: SidebarLinksQuery['sidebarLinks'], version: string): Record<string, string> {
  const own = links.filter((l) => l.version === version);
  return Object.fromEntries([...links.filter((l) => l.version === lastDocsVersion.name), ...own].map((l) => [l.sidebarId, l.href]));
}

/** The top bar: logo and title, the configured items left and right, the colour-mode toggle; a menu below 996px. */
export function Navbar({ pathname, docSidebar = null, versionAlternates = null }: Props) {
  const data = useStaticQuery<SidebarLinksQuery>(graphql`
    query NavbarSidebarLinks {
      sidebarLinks {
        version
        sidebarId
        href
      }
      docsVersionLinks {
        name
        href
      }
    }
  `);
  const preferred = usePreferredVersion(pathname);
  const sidebarLinks =
    process.env.GATSBY_DOCS_SEVERAL_VERSIONS === 'true'
      ? readerSidebarLinks(data.sidebarLinks, readerVersionName(pathname, preferred))
      : Object.fromEntries(data.sidebarLinks.map((l) => [l.sidebarId, l.href]));
  const versions = useMemo(
    () => ({ mainDocs: Object.fromEntries(data.docsVersionLinks.map((l) => [l.name, l.href])), preferred, alternates: versionAlternates }),
    [data.docsVersionLinks, preferred, versionAlternates],
  );
  const { navbar } = siteConfig;
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const { navbarRef, hidden } = useHideableNavbar(navbar.hideOnScroll && !mobileOpen, pathname);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a route change closes the mobile menu
  useEffect(() => setMobileOpen(false), [pathname]);
  // Should its code fail to load, the menu stays closed, and the next click loads it again.
  const mobileMenu = useLoadedChunk(loadMobileSidebar, mobileOpen, closeMobile);

  const itemsAt = (position: 'left' | 'right') =>
    navbar.items
      .filter((item) => item.position === position)
      .map((item, i) => (
        <div key={`${position}-${i}`} className={item.type === 'search' ? styles.item : `${styles.item} ${styles.desktopOnly}`}>
          <NavbarItem item={item} pathname={pathname} sidebarLinks={sidebarLinks} versions={versions} />
        </div>
      ));

  // The menu is a sibling of the header: the header's backdrop-filter and
  // transform would make it the containing block of the menu's fixed panel.
  // The colour mode is the navbar's: its toggle is the one thing that changes it (and the
  // provider follows other tabs and the system's preference with or without the toggle).
  return (
    <ColorModeProvider defaultMode={siteConfig.colorMode.defaultMode} respectPrefersColorScheme={siteConfig.colorMode.respectPrefersColorScheme}>
      <header ref={navbarRef} className={`navbar ${styles.navbar} ${hidden ? styles.hidden : ''}`}>
        <nav
          className={styles.inner}
          aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main', description: 'The ARIA label for the main navigation' })}
        >
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label={translate({
              id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
              message: 'Toggle navigation bar',
              description: 'The ARIA label for hamburger menu button of mobile navigation',
            })}
            aria-expanded={mobileOpen}
            onPointerEnter={preloadMobileSidebar}
            onPointerDown={preloadMobileSidebar}
            onFocus={preloadMobileSidebar}
            onClick={() => setMobileOpen(true)}
          >
            <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <LocaleLink to={'/'} className={styles.brand}>
            <img src={navbar.logo.src} alt={navbar.logo.alt} width={32} height={32} className={styles.logo} />
            <span className={styles.title}>{translateLabel('navbar.title', navbar.title)}</span>
          </LocaleLink>
          <div className={styles.left}>{itemsAt('left')}</div>
          <div className={styles.right}>
            {itemsAt('right')}
            {!siteConfig.colorMode.disableSwitch && <ColorModeToggle />}
          </div>
        </nav>
      </header>
      {mobileOpen && mobileMenu && (
        <mobileMenu.MobileSidebar open onClose={closeMobile} pathname={pathname} sidebarLinks={sidebarLinks} versions={versions} docSidebar={docSidebar} />
      )}
    </ColorModeProvider>
  );
}
