import { useCallback, useEffect, useState } from 'react';
import { Link } from 'gatsby';
import type { SidebarCategory, SidebarItem } from '../../lib/sidebar';
import { categoryContains, findCategory } from '../../lib/sidebar/navigation';
import { useActiveItemInView } from '../../hooks/useActiveItemInView';
import { SidebarLink } from '../SidebarLink';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

export interface Props {
  /** The sidebar as the page ships it: categories off the active path have `items: null`. */
  items: SidebarItem[];
  /** URL of the full sidebar, fetched when a reader expands a category whose items are not loaded. */
  fullSidebarUrl: string | null;
  /** Route of the page being shown. */
  activePath: string;
}

// One request per sidebar file for the page's life; a failed request may be retried.
const fullSidebarRequests = new Map<string, Promise<SidebarItem[]>>();

function loadFullSidebar(url: string): Promise<SidebarItem[]> {
  let request = fullSidebarRequests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Sidebar request failed with status ${response.status}`);
      return response.json() as Promise<SidebarItem[]>;
    });
    request.catch(() => fullSidebarRequests.delete(url));
    fullSidebarRequests.set(url, request);
  }
  return request;
}

/**
 * The docs sidebar: categories expand and collapse independently; the active page is marked.
 * The page frame keeps it mounted from doc to doc (src/wrapPageElement.tsx), so what the
 * reader opened stays open and its scroll position stays where it was; each new page gives
 * it that page's pruned items and active path.
 */
export function DocSidebar({ items, fullSidebarUrl, activePath }: Props) {
  const ref = useActiveItemInView<HTMLElement>(activePath);
  return (
    <nav
      ref={ref}
      className={styles.sidebar}
      aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar', description: 'The ARIA label for the sidebar navigation' })}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <SidebarItemView key={item.type === 'doc' ? item.id : item.key} item={item} activePath={activePath} fullSidebarUrl={fullSidebarUrl} />
        ))}
      </ul>
    </nav>
  );
}

interface ItemProps {
  item: SidebarItem;
  activePath: string;
  fullSidebarUrl: string | null;
}

function SidebarItemView({ item, activePath, fullSidebarUrl }: ItemProps) {
  if (item.type === 'doc' || item.type === 'link') {
    // A sidebars file's link to another site opens in a new tab, as in Docusaurus.
    const external = item.type === 'link' && /^[a-z][a-z0-9+.-]*:/i.test(item.href);
    return (
      <li className={styles.item}>
        {external ? (
          <a href={item.href} className={styles.link} target="_blank" rel="noopener noreferrer">
            {item.label}
          </a>
        ) : (
          <SidebarLink to={item.href} activePath={activePath} className={styles.link} activeClassName={styles.active}>
            {item.label}
          </SidebarLink>
        )}
      </li>
    );
  }
  // A sidebars file's own markup (a divider, a small heading), as Docusaurus shows it: the site's code, not content.
  if (item.type === 'html') return <li className={styles.item} dangerouslySetInnerHTML={{ __html: item.value }} />;
  return <SidebarCategoryView category={item} activePath={activePath} fullSidebarUrl={fullSidebarUrl} />;
}

function SidebarCategoryView({ category, activePath, fullSidebarUrl }: { category: SidebarCategory; activePath: string; fullSidebarUrl: string | null }) {
  const containsActive = categoryContains(category, activePath);
  const fixed = category.collapsible === false;
  const [expandedState, setExpanded] = useState(containsActive || !!category.alwaysOpen);
  const expanded = fixed || expandedState;
  // A category opens when the page being read comes to be in it, and only then: one the reader
  // closed around the current page stays closed on their next page in it (Docusaurus's
  // useAutoExpandActiveCategory). Adjusted while rendering, so the new page's link is in the
  // DOM when the sidebar scrolls it into view (https://react.dev/reference/react/useState#storing-information-from-previous-renders).
  const [wasActive, setWasActive] = useState(containsActive);
  if (containsActive !== wasActive) {
    setWasActive(containsActive);
    if (containsActive) setExpanded(true);
  }
  // A page ships the items of the categories on its own path only (`items: null` elsewhere):
  // items a category once had, from an earlier page or the full sidebar, are kept.
  const [known, setKnown] = useState<SidebarItem[] | null>(category.items);
  if (category.items && category.items !== known) setKnown(category.items);
  const items = category.items ?? known;
  const [loadError, setLoadError] = useState<string | null>(null);
  const listId = `sidebar-${category.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

  const ensureItems = useCallback(() => {
    if (items !== null || !fullSidebarUrl) return;
    loadFullSidebar(fullSidebarUrl)
      .then((full) => setKnown(findCategory(full, category.key)?.items ?? []))
      .catch((error: Error) => setLoadError(error.message));
  }, [items, fullSidebarUrl, category.key]);

  // An expanded category loads its items if this page's sidebar lacks them: one the reader just
  // opened, or opened on an earlier page.
  useEffect(() => {
    if (expanded) ensureItems();
  }, [expanded, ensureItems]);

  const toggle = () => setExpanded(!expanded);
  const active = category.href === activePath;

  return (
    <li className={styles.item}>
      <div className={styles.categoryRow}>
        {category.href ? (
          <Link
            to={category.href}
            className={`${styles.link} ${styles.categoryLink} ${active ? styles.active : ''} ${containsActive && !active ? styles.activeAncestor : ''}`}
            aria-current={active ? 'page' : undefined}
            onMouseEnter={ensureItems}
          >
            {category.label}
          </Link>
        ) : fixed ? (
          <span className={`${styles.link} ${styles.categoryLink}`}>{category.label}</span>
        ) : (
          <button type="button" className={`${styles.link} ${styles.categoryLink}`} onClick={toggle} aria-expanded={expanded} aria-controls={listId}>
            {category.label}
          </button>
        )}
        {!fixed && (
          <button
            type="button"
            className={styles.caret}
            onClick={toggle}
            onMouseEnter={ensureItems}
            onFocus={ensureItems}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={
              expanded
                ? translate(
                    {
                      id: 'theme.DocSidebarItem.collapseCategoryAriaLabel',
                      message: "Collapse sidebar category '{label}'",
                      description: 'The ARIA label to collapse the sidebar category',
                    },
                    { label: category.label },
                  )
                : translate(
                    {
                      id: 'theme.DocSidebarItem.expandCategoryAriaLabel',
                      message: "Expand sidebar category '{label}'",
                      description: 'The ARIA label to expand the sidebar category',
                    },
                    { label: category.label },
                  )
            }
          >
            <span aria-hidden="true" className={expanded ? styles.caretOpen : ''}>
              ▸
            </span>
          </button>
        )}
      </div>
      {expanded && (
        <ul id={listId} className={`${styles.list} ${styles.nested}`}>
          {loadError && <li className={styles.error}>Could not load this section: {loadError}</li>}
          {items?.map((item) => (
            <SidebarItemView key={item.type === 'doc' ? item.id : item.key} item={item} activePath={activePath} fullSidebarUrl={fullSidebarUrl} />
          ))}
        </ul>
      )}
    </li>
  );
}
