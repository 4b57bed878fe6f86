/**
 * A doc's or post's title with its page menu: "Copy page" copies the page's
 * Markdown twin (src/lib/twins.ts), and a menu button opens the other ways to
 * read it, following https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/.
 * What they do is in ./Menu.tsx, a chunk of its own loaded on first
 * interaction (a pointer over either button, or focus); only their markup is
 * in the page's first load.
 */
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useLoadedChunk } from '../../hooks/useLoadedChunk';
import { retryingLoader } from '../../lib/retryingLoader';
import { translate } from '../../i18n/translate';

const loadMenu = retryingLoader(() => import(/* webpackChunkName: "page-menu" */ './Menu'));
/** Starts loading the menu's code on first interaction; useLoadedChunk below handles the outcome when the menu opens. */
const preloadMenu = () => void loadMenu();

/**
 * @param twin - the path of the page's Markdown twin, from the page's context (node/pages/docs.ts)
 * @param pdf - a doc's: its docs version's PDF and the name to save it under (node/docsPdf.ts), a plain link
 */
export function PageTitle({ twin, pdf, children }: { twin: string; pdf?: { href: string; name: string } | null; children: ReactNode }) {
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  // Should its code fail to load, the menu stays closed, and the next click loads it again.
  const menu = useLoadedChunk(
    loadMenu,
    !!open,
    useCallback(() => setOpen(null), []),
  );
  return (
    <div className="page-title">
      <h1>{children}</h1>
      <div className="page-menu" onPointerEnter={preloadMenu} onFocus={preloadMenu}>
        {pdf && (
          <a className="page-menu-pdf" href={pdf.href} download={pdf.name}>
            {translate({ id: 'theme.pageMenu.downloadPdf', message: 'Download PDF', description: "The link to the PDF of the page's docs version" })}
          </a>
        )}
        <button type="button" onClick={() => void loadMenu().then((m) => m.copyTwin(twin, setStatus))}>
          {status
            ? status.split(':')[0]
            : translate({ id: 'theme.pageMenu.copyPage', message: 'Copy page', description: "The button that copies the page's Markdown" })}
        </button>
        <button
          ref={button}
          type="button"
          aria-label={translate({
            id: 'theme.pageMenu.moreWays',
            message: 'More ways to read this page',
            description: "The button that opens the page's menu",
          })}
          aria-haspopup="menu"
          aria-expanded={!!open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(open ? null : 'first')}
          onKeyDown={(e) => {
            const to = e.key === 'ArrowUp' ? 'last' : e.key === 'ArrowDown' ? 'first' : null;
            if (to) {
              e.preventDefault();
              setOpen(to);
            }
          }}
        />
        <span role="status" className="visually-hidden">
          {status}
        </span>
        {open && menu && (
          <menu.Menu id={id} twin={twin} focus={open} onClose={(refocus) => (setOpen(null), refocus && button.current?.focus())} button={button} />
        )}
      </div>
    </div>
  );
}
