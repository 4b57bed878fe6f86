import type { ReactNode } from 'react';
import { Link } from 'gatsby';

export interface Props {
  to: string;
  /** Route of the page being shown: the link to it is marked as the current page. */
  activePath: string;
  className: string;
  /** Added to `className` on the link to the page being shown. */
  activeClassName: string;
  children: ReactNode;
}

/** A sidebar's link to a page; the one to the page being shown carries `aria-current="page"`. */
export function SidebarLink({ to, activePath, className, activeClassName, children }: Props) {
  const active = to === activePath;
  return (
    <Link to={to} className={`${className} ${active ? activeClassName : ''}`} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
