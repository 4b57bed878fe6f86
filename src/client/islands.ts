/**
 * Hydrates the islands in a page's content (see node/mdx/components/island.tsx).
 * Each island's code is its own chunk, loaded only when a page has one.
 */
import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** Hydrates every island under `root`; returns the function that unmounts them (on navigation). */
export function hydrateIslands(root: HTMLElement): () => void {
  const roots: Root[] = [];
  let gone = false;
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = el.dataset.island!;
    const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
    void import(/* webpackChunkName: "island-[request]" */ `../islands/${name}/index.tsx`).then((mod: { default: React.ComponentType }) => {
      if (!gone) roots.push(hydrateRoot(el, createElement(mod.default, props)));
    });
  }
  return () => {
    gone = true;
    for (const r of roots) r.unmount();
  };
}
