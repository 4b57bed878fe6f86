import { Link, graphql, useStaticQuery } from 'gatsby';
import { siteConfig } from '../../config/site';
import type { NavbarItem } from '../../lib/config/types';
import * as styles from './styles.module.css';

export interface Props {
  /** Route of the page being shown, to mark the active item. */
  pathname: string;
}

interface SidebarLinksQuery {
  sidebarLinks: { sidebarId: string; href: string }[];
}

/** The top bar: logo and title, then the configured items on the left and right. */
export function Navbar({ pathname }: Props) {
  const { sidebarLinks } = useStaticQuery<SidebarLinksQuery>(graphql`
    query NavbarSidebarLinks {
      sidebarLinks {
        sidebarId
        href
      }
    }
  `);
  const { navbar } = siteConfig;
  const render = (item: NavbarItem, i: number) => (
    <NavbarItemView key={i} item={item} pathname={pathname} sidebarLinks={sidebarLinks} />
  );
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label="Main">
        <Link to="/" className={styles.brand}>
          <img src={navbar.logo.src} alt={navbar.logo.alt} width={32} height={32} className={styles.logo} />
          <span className={styles.title}>{navbar.title}</span>
        </Link>
        <div className={styles.left}>{navbar.items.filter((i) => i.position === 'left').map(render)}</div>
        <div className={styles.right}>{navbar.items.filter((i) => i.position === 'right').map(render)}</div>
      </nav>
    </header>
  );
}

interface ItemProps {
  item: NavbarItem;
  pathname: string;
  sidebarLinks: SidebarLinksQuery['sidebarLinks'];
}

function NavbarItemView({ item, pathname, sidebarLinks }: ItemProps) {
  switch (item.type) {
    case 'docSidebar': {
      const href = sidebarLinks.find((l) => l.sidebarId === item.sidebarId)?.href ?? siteConfig.docs.routeBasePath;
      const active = pathname.startsWith(`${siteConfig.docs.routeBasePath}/`) || pathname === siteConfig.docs.routeBasePath;
      return <NavLink to={href} label={item.label} active={active} />;
    }
    case 'link':
      return item.to ? (
        <NavLink to={item.to} label={item.label} active={pathname === item.to || pathname.startsWith(`${item.to.replace(/\/$/, '')}/`)} />
      ) : (
        <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
          {item.label}
        </a>
      );
    case 'search':
      return (
        <Link className={styles.link} to={`/${siteConfig.search.searchPagePath}`}>
          Search
        </Link>
      );
    default:
      return null;
  }
}

function NavLink({ to, label, active }: { to: string; label: string; active: boolean }) {
  return (
    <Link to={to} className={`${styles.link} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  );
}
