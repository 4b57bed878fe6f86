/**
 * What the reader types between asking for search and the modal's input
 * taking focus (while the modal's code loads, on a first search): kept, not
 * lost to the page, and handed to the modal as its query.
 */
export function bufferTyping(initial: string, fromSelection: boolean): { text: () => string; stop: () => void } {
  let text = initial;
  // A query taken from the selected text is replaced by typing, as DocSearch selects it in its input.
  let replace = fromSelection;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (replace && (event.key.length === 1 || event.key === 'Backspace')) text = '';
    replace = false;
    if (event.key.length === 1) text += event.key;
    else if (event.key === 'Backspace') text = text.slice(0, -1);
    else return;
    event.preventDefault();
  };
  window.addEventListener('keydown', onKeyDown, true);
  return { text: () => text, stop: () => window.removeEventListener('keydown', onKeyDown, true) };
}

/** The text the reader has selected, as a query (at most 64 characters). */
export function selectedText(): string | undefined {
  const text = window.getSelection?.()?.toString().trim();
  return text ? text.slice(0, 64) : undefined;
}
