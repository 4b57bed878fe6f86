import type { TocItem } from '../../lib/toc';
import * as styles from './styles.module.css';

export interface Props {
  items: TocItem[];
}

function TocList({ items, nested = false }: { items: TocItem[]; nested?: boolean }) {
  return (
    <ul className={nested ? styles.nested : styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={styles.link}>
            {item.value}
          </a>
          {item.children.length > 0 && <TocList items={item.children} nested />}
        </li>
      ))}
    </ul>
  );
}

/** The page's h2–h3 headings; hidden when there are none. */
export function TableOfContents({ items }: Props) {
  if (items.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label="On this page">
      <p className={styles.heading}>On this page</p>
      <TocList items={items} />
    </nav>
  );
}
