/** What a `<Head>` inside a page's `@theme/Layout` tells it of the page's title and description (src/docusaurus/theme/Layout.tsx). */
import { createContext } from 'react';

export interface LayoutHeadSetter {
  /** Returns how to take it back. */
  say(head: { title?: string; description?: string }): () => void;
}

export const LayoutHead = createContext<LayoutHeadSetter | null>(null);
