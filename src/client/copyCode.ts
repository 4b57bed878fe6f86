/**
 * The copy button of a code block (the markup is rendered at build time by
 * src/lib/mdx/codeTitle.ts). Loaded on the first click of one, so pages pay
 * nothing for it until then.
 */

const COPIED_FOR_MS = 1500;

async function writeText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Insecure contexts have no Clipboard API: the old selection-and-execCommand way.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Copies the code of the button's block (as shown: magic comments are already gone) and says so, in the page's words. */
export async function copyCodeBlock(button: HTMLElement): Promise<void> {
  const code = button.closest('.code-block')?.querySelector('pre code');
  if (!code) return;
  await writeText(code.textContent ?? '');
  // The button's own words, rendered in the page's locale (src/lib/mdx/codeTitle.ts), to put back.
  const label = button.getAttribute('aria-label');
  const text = button.textContent;
  const copied = button.dataset.copied ?? 'Copied';
  if (button.classList.contains('copied')) return;
  button.classList.add('copied');
  button.setAttribute('aria-label', copied);
  button.textContent = copied;
  window.setTimeout(() => {
    button.classList.remove('copied');
    if (label !== null) button.setAttribute('aria-label', label);
    button.textContent = text;
  }, COPIED_FOR_MS);
}
