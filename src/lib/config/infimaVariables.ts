/**
 * The Infima variables (https://infima.dev) a Docusaurus site's customCss may set, each with what of
 * the site's theme it restyles: one of the theme's own variables (src/styles/global.css), or a
 * property of one of its rules. A site with a customCss gets a stylesheet made from this table and
 * the theme's values (node/webpack/infimaVariables.ts), before its own; a site without one gets
 * none of it. docs/importing-docusaurus.md#theme-colours lists it.
 */
export type InfimaMapping =
  /** The theme's variable reads Infima's, in light and dark alike; else `orInfima`'s, as Infima defaults one to the other; else the theme's value. */
  | { infima: string; themeVariable: string; orInfima?: string }
  /** A property of one of the theme's rules reads Infima's variable; the rule's value where the site sets none. */
  | { infima: string; selector: string; property: string };

export const INFIMA_VARIABLES: readonly InfimaMapping[] = [
  { infima: '--ifm-color-primary', themeVariable: '--c-primary' },
  { infima: '--ifm-link-color', themeVariable: '--c-link', orInfima: '--ifm-color-primary' },
  { infima: '--ifm-background-color', themeVariable: '--c-bg' },
  { infima: '--ifm-background-surface-color', themeVariable: '--c-bg-soft' },
  { infima: '--ifm-font-color-base', themeVariable: '--c-text' },
  { infima: '--ifm-color-content-secondary', themeVariable: '--c-text-soft' },
  { infima: '--ifm-color-emphasis-300', themeVariable: '--c-border' },
  { infima: '--ifm-code-background', themeVariable: '--c-bg-code' },
  { infima: '--ifm-navbar-background-color', themeVariable: '--c-navbar-bg' },
  { infima: '--ifm-navbar-height', themeVariable: '--navbar-height' },
  { infima: '--ifm-font-family-base', themeVariable: '--ifm-font-family' },
  { infima: '--ifm-font-family-monospace', themeVariable: '--ifm-font-mono' },
  { infima: '--docusaurus-highlighted-code-line-bg', themeVariable: '--c-tok-highlight' },
  { infima: '--ifm-footer-background-color', themeVariable: '--c-footer-bg' },
  { infima: '--ifm-footer-color', themeVariable: '--c-footer-text' },
  { infima: '--ifm-font-size-base', selector: 'body', property: 'font-size' },
  { infima: '--ifm-line-height-base', selector: 'body', property: 'line-height' },
  { infima: '--ifm-code-font-size', selector: '.markdown :not(pre) > code', property: 'font-size' },
];

/**
 * Where the footer's variables are read: on `.footer--dark`, as Infima sets them for a dark footer, so a
 * customCss's `.footer--dark { --ifm-footer-background-color: … }` applies (the site's footer carries the class).
 */
export const DARK_FOOTER_VARIABLES = ['--ifm-footer-background-color', '--ifm-footer-color'];
