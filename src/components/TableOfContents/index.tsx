import { useEffect, useState } from 'react';
import { activeHeading, type TocItem } from '../../lib/toc';
import * as styles from './styles.module.css';
import { translate } from '../../i18n/translate';

export interface Props {
  items: TocItem[];
}

function flatIds(items: TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flatIds(item.children)]);
}

/** Follows the reader's place on the page (scroll and resize, once a frame at most). */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      setActive(activeHeading(ids, navbar, window.innerHeight, (id) => document.getElementById(id)?.getBoundingClientRect().top ?? null));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids`, which is a new array on every render
  }, [key]);
  return active;
}

function TocList({ items, active, nested = false }: { items: TocItem[]; active: string | null; nested?: boolean }) {
  return (
    <ul className={nested ? styles.nested : styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={`${styles.link} ${item.id === active ? styles.active : ''}`}
            aria-current={item.id === active ? 'location' : undefined}
          >
            {item.value}
          </a>
          {item.children.length > 0 && <TocList items={item.children} active={active} nested />}
        </li>
      ))}
    </ul>
  );
}

/** The page's h2–h3 headings, the one being read highlighted; hidden when there are none. */
export function TableOfContents({ items }: Props) {
  const active = useActiveHeading(flatIds(items));
  if (items.length === 0) return null;
  const title = translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page', description: 'The title of the table of contents' });
  return (
    <nav className={styles.toc} aria-label={title}>
      <p className={styles.heading}>{title}</p>
      <TocList items={items} active={active} />
    </nav>
  );
}
