/** The search modal's code, its stylesheet and, with the embedded backend, its index: loaded once, on the first sign that the reader wants to search. */
import type React from 'react';
import { SEARCH_BACKEND } from '../../client/searchBackend';
import { nextTask } from '../../lib/nextTask';
import { retryingLoader } from '../../lib/retryingLoader';
import type { Props as ModalProps } from '../SearchModal';

export type ModalComponent = React.ComponentType<ModalProps>;

/** What the modal needs from the build: the index's URL and DocSearch's stylesheet. */
export interface SearchAssets {
  url: string;
  docsearchCss: string;
}

let modalLoader: (() => Promise<ModalComponent>) | null = null;

function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-search-css="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.searchCss = href;
    // Open even if the stylesheet fails: an unstyled modal beats no search.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/**
 * Loads the modal's code and styles and, with the embedded backend, its
 * index: once, on the first sign that the reader wants to search.
 */
export function loadModal(assets: SearchAssets): Promise<ModalComponent> {
  // A failed load is forgotten, and the next sign of intent loads again (src/lib/retryingLoader.ts).
  modalLoader ??= retryingLoader(() => {
    const css = loadStylesheet(assets.docsearchCss);
    const code = import('../SearchModal').then((m) => m.default);
    if (SEARCH_BACKEND === 'local') void import('../../client/localSearchClient').then((m) => m.loadLocalIndex(assets.url).catch(() => undefined));
    // The modal mounts a task after its code has been evaluated, not in the same
    // one: each is a long task on a slow phone, the two together twice as long.
    return Promise.all([code, css]).then(([Modal]) => nextTask().then(() => Modal));
  });
  return modalLoader();
}
