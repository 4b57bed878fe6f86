/**
 * What the page menu does (see ./index.tsx): copies the twin, and opens the
 * menu of the twin and the assistants, asked with a prompt that names the
 * twin's URL. Arrow keys, Home and End move between items; Escape closes and
 * returns to the button; Tab, or a click elsewhere, closes.
 */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** Copies the twin's text, saying how it went through `say` (the first word also labels the button). */
export function copyTwin(url: string, say: (status: string) => void): Promise<void> {
  const text = fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${url}: ${r.status}`))));
  // Asked for with the text still to come, so that browsers which want the click's own task keep it:
  // https://webkit.org/blog/10855/async-clipboard-api/
  const written =
    typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write
      ? navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])
      : text.then((t) => navigator.clipboard.writeText(t));
  return written.then(
    () => say('Copied: the page is on the clipboard as Markdown'),
    () => say('Failed: the page could not be copied'),
  );
}

interface Props {
  id: string;
  /** The twin's path from the site's root. */
  twin: string;
  focus: 'first' | 'last';
  onClose: (focusButton: boolean) => void;
  button: RefObject<HTMLButtonElement>;
}

/** What an assistant is asked: to read the page's Markdown. */
export const assistantPrompt = (twinUrl: string) => `Read ${twinUrl} so I can ask questions about it.`;

export function Menu({ id, twin, focus, onClose, button }: Props) {
  const menu = useRef<HTMLDivElement>(null);
  const twinUrl = new URL(twin, window.location.href).href;
  const prompt = encodeURIComponent(assistantPrompt(twinUrl));
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    const all = items();
    all[focus === 'first' ? 0 : all.length - 1]?.focus();
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the menu opens: it takes the focus and starts listening for a click away
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: (at + 1) % all.length, ArrowUp: (at - 1 + all.length) % all.length, Home: 0, End: all.length - 1 }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      all[to].focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the focus goes to the menu's items, not to the menu (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/)
    <div ref={menu} id={id} role="menu" aria-label="Read this page elsewhere" className="page-menu-items" onKeyDown={onKeyDown}>
      <a role="menuitem" tabIndex={-1} href={twin} onClick={() => onClose(false)}>
        View as Markdown
      </a>
      <a
        role="menuitem"
        tabIndex={-1}
        href={`https://chatgpt.com/?hints=search&q=${prompt}`}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onClose(false)}
      >
        Open in ChatGPT
      </a>
      <a role="menuitem" tabIndex={-1} href={`https://claude.ai/new?q=${prompt}`} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)}>
        Open in Claude
      </a>
    </div>
  );
}
