/** The table of contents in a production build's browser code: its own chunk, hydrated when the browser is first idle, or at the reader's first move (src/client/partRoot.ts). The server's version is ./part.tsx. */
import { deferredPart } from '../DeferredPart/deferredPart';
import type { Props } from './part';

export const TableOfContentsPart = deferredPart<Props>('toc', {
  load: () => import(/* webpackChunkName: "toc" */ '.').then((m) => m.TableOfContents),
  atIdle: true,
});
