/**
 * The frame's parts in a production build's browser code: loaded in one chunk
 * of their own and hydrated when the browser is first idle after the page, or
 * sooner when the reader reaches for one (src/client/partRoot.ts). The
 * server's version, with the same names and props, is ./chrome.tsx.
 */
import { deferredPart } from '../DeferredPart/deferredPart';
import type { FooterPartProps, NavbarProps } from './chrome';

export type { FooterPartProps, NavbarProps };

// One chunk name for the three: webpack puts modules imported under one name in one chunk.
export const AnnouncementBarPart = deferredPart<object>('announcement', {
  load: () => import(/* webpackChunkName: "frame" */ '../AnnouncementBar').then((m) => m.AnnouncementBar),
  atIdle: true,
});

/** The navbar also at the reader's first key: its search hotkeys (the head's script holds the keys until then: src/lib/searchIntent.ts). */
export const NavbarPart = deferredPart<NavbarProps>('navbar', {
  load: () => import(/* webpackChunkName: "frame" */ '../Navbar').then((m) => m.Navbar),
  atIdle: true,
  onKeys: true,
});

export const FooterPart = deferredPart<FooterPartProps>('footer', {
  // The footer's props say when to draw it again; the footer itself reads the locale's words (src/i18n/translate.ts).
  load: () =>
    import(/* webpackChunkName: "frame" */ '../Footer').then(
      ({ Footer }) =>
        function FooterOfLocale(_: FooterPartProps) {
          return <Footer />;
        },
    ),
  atIdle: true,
});
