/**
 * Search asked for before the page is interactive: a reader who presses `/`
 * or Ctrl/Cmd+K while the page's code still loads gets the search, with what
 * they typed after it. A few hundred bytes in the head's inline script hold
 * those keys (`SEARCH_INTENT_SCRIPT`) until the search bar's own hotkeys take
 * over and read them (`takeSearchIntent`), so no key is lost to the page.
 */

declare global {
  interface Window {
    /** Set by {@link SEARCH_INTENT_SCRIPT}: stops holding keys and returns what was typed after a hotkey, or null without one. */
    __searchIntentStop?: () => string | null;
  }
}

/** The script, for the head: as the search bar's hotkeys, `/` counts outside fields only; Escape forgets; Backspace deletes. */
export const SEARCH_INTENT_SCRIPT =
  "(function(){var w=window,q=null;function k(e){if(e.defaultPrevented||e.altKey)return;var m=e.metaKey||e.ctrlKey,t=e.target||{};if(q===null){if((e.key==='/'&&!m&&!(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)))||(m&&(e.key||'').toLowerCase()==='k')){q='';e.preventDefault()}return}if(e.key==='Escape'){q=null;return}if(m)return;if(e.key==='Backspace')q=q.slice(0,-1);else if(e.key.length===1)q+=e.key;else return;e.preventDefault()}w.addEventListener('keydown',k,true);w.__searchIntentStop=function(){w.removeEventListener('keydown',k,true);w.__searchIntentStop=undefined;var r=q;q=null;return r}})();";

/** What the reader asked for before the hotkeys listened: the query typed after the hotkey, or null when no hotkey was pressed. */
export function takeSearchIntent(): string | null {
  return typeof window === 'undefined' ? null : (window.__searchIntentStop?.() ?? null);
}
