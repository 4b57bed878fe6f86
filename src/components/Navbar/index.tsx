import { useCallback, useEffect, useState } from 'react';
import { Link, graphql, useStaticQuery } from 'gatsby';
import { siteConfig } from '../../config/site';
import { useHideableNavbar } from '../../hooks/useHideableNavbar';
import { ColorModeToggle } from '../ColorModeToggle';
import { MobileSidebar, type DocSidebarProps } from './MobileSidebar';
import { NavbarItem } from './NavbarItem';
import * as styles from './styles.module.css';

export interface Props {
  /** Route of the page being shown, to mark the active item. */
  pathname: string;
  /** The page's doc sidebar, for the mobile menu. */
  docSidebar?: DocSidebarProps | null;
}

interface SidebarLinksQuery {
  sidebarLinks: { sidebarId: string; href: string }[];
}

/** The top bar: logo and title, the configured items left and right, the colour-mode toggle; a menu below 996px. */
export function Navbar({ pathname, docSidebar = null }: Props) {
  const data = useStaticQuery<SidebarLinksQuery>(graphql`
    query NavbarSidebarLinks {
      sidebarLinks {
        sidebarId
        href
      }
    }
  `);
  const sidebarLinks = Object.fromEntries(data.sidebarLinks.map((l) => [l.sidebarId, l.href]));
  const { navbar } = siteConfig;
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const { navbarRef, hidden } = useHideableNavbar(navbar.hideOnScroll && !mobileOpen, pathname);
  useEffect(() => setMobileOpen(false), [pathname]);

  const itemsAt = (position: 'left' | 'right') =>
    navbar.items
      .filter((item) => item.position === position)
      .map((item, i) => (
        <div key={`${position}-${i}`} className={item.type === 'search' ? styles.item : `${styles.item} ${styles.desktopOnly}`}>
          <NavbarItem item={item} pathname={pathname} sidebarLinks={sidebarLinks} />
        </div>
      ));

  // The menu is a sibling of the header: the header's backdrop-filter and
  // transform would make it the containing block of the menu's fixed panel.
  return (
    <>
      <header ref={navbarRef} className={`${styles.navbar} ${hidden ? styles.hidden : ''}`}>
        <nav className={styles.inner} aria-label="Main">
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label="Toggle navigation bar"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
          >
            <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <Link to="/" className={styles.brand}>
            <img src={navbar.logo.src} alt={navbar.logo.alt} width={32} height={32} className={styles.logo} />
            <span className={styles.title}>{navbar.title}</span>
          </Link>
          <div className={styles.left}>{itemsAt('left')}</div>
          <div className={styles.right}>
            {itemsAt('right')}
            {!siteConfig.colorMode.disableSwitch && <ColorModeToggle />}
          </div>
        </nav>
      </header>
      <MobileSidebar open={mobileOpen} onClose={closeMobile} pathname={pathname} sidebarLinks={sidebarLinks} docSidebar={docSidebar} />
    </>
  );
}
