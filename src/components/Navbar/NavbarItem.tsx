import { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import type { NavbarItem as NavbarItemConfig } from '../../lib/config/types';
import { ErrorBoundary } from '../ErrorBoundary';
import { SearchBar } from '../SearchBar';
import { preferredVersionSlot } from '../../client/preferredVersion';
import { navItemModel, navItemModelInLocale, type NavLinkModel, type VersionContext } from './items';
import * as styles from './styles.module.css';

export interface Props {
  item: NavbarItemConfig;
  pathname: string;
  sidebarLinks: Record<string, string>;
  /** Each docs version's main doc and the reader's chosen version, for the version dropdown. */
  versions?: VersionContext;
  /** Rendered in the mobile menu rather than the bar. */
  mobile?: boolean;
}

/** One configured navbar item. An item that fails to render is reported and left out; the rest of the navbar stays. */
export function NavbarItem(props: Props) {
  return (
    <ErrorBoundary
      fallback={() => null}
      onError={(error) => console.error(`A navbar item failed to render: ${JSON.stringify(props.item)}. Check it in src/config/site.ts (navbar.items).`, error)}
    >
      <NavbarItemView {...props} />
    </ErrorBoundary>
  );
}

/** Keeps the docs version the reader chose (spec section 7), as Docusaurus does, for the next visit. */
function choose(link: NavLinkModel) {
  // Storage that fails (private mode, quota) keeps nothing: the choice lasts for this page only.
  if (link.versionName) preferredVersionSlot().set(link.versionName);
}

/** `page` for the current page's link; `true` for the docs version shown, which is a choice, not a page. */
const currentOf = (link: NavLinkModel) => (link.active ? (link.versionName ? 'true' : 'page') : undefined);

function NavbarItemView({ item, pathname, sidebarLinks, versions, mobile = false }: Props) {
  const model = (process.env.GATSBY_SEVERAL_LOCALES === 'true' ? navItemModelInLocale : navItemModel)(item, pathname, sidebarLinks, versions);
  if (!model) return null;
  if (model.kind === 'link') return <NavLink link={model} mobile={mobile} />;
  if (model.kind === 'dropdown') return mobile ? <MobileDropdown {...model} /> : <Dropdown label={model.label} items={model.items} />;
  // The search button stays in the bar on small screens too, so the menu has none.
  return mobile ? null : <SearchBar />;
}

/**
 * The same page in another locale: a whole page load (its `<html lang dir>` differ), keeping the
 * query and the fragment, as Docusaurus's locale dropdown does.
 */
function LocaleLink({ link, className }: { link: NavLinkModel; className: string }) {
  return (
    <a
      className={className}
      href={link.href}
      hrefLang={link.locale}
      lang={link.locale}
      aria-current={link.active ? 'true' : undefined}
      onClick={(event) => {
        event.currentTarget.href = `${link.href}${window.location.search}${window.location.hash}`;
      }}
    >
      {link.label}
    </a>
  );
}

function NavLink({ link, mobile }: { link: NavLinkModel; mobile: boolean }) {
  const className = `${mobile ? styles.mobileLink : styles.link} ${link.active ? styles.active : ''}`;
  if (process.env.GATSBY_SEVERAL_LOCALES === 'true' && link.locale) return <LocaleLink link={link} className={className} />;
  if (link.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  return (
    <Link className={className} to={link.href} aria-current={currentOf(link)} onClick={() => choose(link)}>
      {link.label}
    </Link>
  );
}

/** Desktop dropdown: opens on hover, and on Enter or a click of its button; Escape closes it. */
function Dropdown({ label, items }: { label: string; items: NavLinkModel[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the container hears its button's and links' events (Escape, focus leaving, the pointer); they are the controls
    <div
      ref={ref}
      className={styles.dropdown}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className={styles.link} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul className={styles.dropdownMenu} hidden={!open}>
        {items.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            {process.env.GATSBY_SEVERAL_LOCALES === 'true' && link.locale ? (
              <LocaleLink link={link} className={`${styles.dropdownLink} ${link.active ? styles.active : ''}`} />
            ) : (
              <Link
                className={`${styles.dropdownLink} ${link.active ? styles.active : ''}`}
                to={link.href}
                aria-current={currentOf(link)}
                onClick={() => {
                  choose(link);
                  setOpen(false);
                }}
              >
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Mobile dropdown: collapsed unless it holds the active route. */
function MobileDropdown({ label, items, containsActive }: { label: string; items: NavLinkModel[]; containsActive: boolean }) {
  const [open, setOpen] = useState(containsActive);
  return (
    <div className={styles.mobileDropdown}>
      <button type="button" className={styles.mobileLink} aria-expanded={open} onClick={() => setOpen(!open)}>
        {label} <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      </button>
      {open && (
        <ul className={styles.mobileDropdownMenu}>
          {items.map((link) => (
            <li key={`${link.label}-${link.href}`}>
              <NavLink link={link} mobile />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
