/** The docs sidebar in a production build's browser code: its own chunk, hydrated when the browser is first idle, or at the reader's first move (src/client/partRoot.ts). The server's version is ./part.tsx. */
import { deferredPart } from '../DeferredPart/deferredPart';
import type { Props } from './part';

export const DocSidebarPart = deferredPart<Props>('doc-sidebar', {
  load: () => import(/* webpackChunkName: "doc-sidebar" */ '.').then((m) => m.DocSidebar),
  atIdle: true,
});
