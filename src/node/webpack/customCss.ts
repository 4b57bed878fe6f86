/**
 * The site's own stylesheets (`customCss`, Docusaurus's `theme.customCss`), loaded after the theme's:
 * gatsby-browser.tsx imports `site-custom-css` after src/styles/global.css, and webpack's
 * `resolve.alias` (a documented option, https://webpack.js.org/configuration/resolve/#resolvealias)
 * makes that a module, written into Gatsby's .cache/, that imports each file in the config's order.
 * Bundled so, a stylesheet's `url()`s and `@import`s resolve from its own folder, and
 * `gatsby develop` reloads it when it is edited.
 */
import path from 'node:path';
import { writeChangedFiles } from '../writeChangedFiles';

/** The name gatsby-browser.tsx imports. */
export const CUSTOM_CSS_MODULE = 'site-custom-css';

/** Where the module is written, from the site's folder. */
export const CUSTOM_CSS_FILE = '.cache/site-custom-css.js';

/** The module's source: an import of each stylesheet, by its absolute path. */
export function customCssSource(siteDir: string, files: readonly string[]): string {
  const imports = files.map((file) => `import ${JSON.stringify(path.resolve(siteDir, file))};`);
  return `// The site config's customCss, in its order (src/node/webpack/customCss.ts).\n${imports.join('\n')}${imports.length ? '\n' : ''}export {};\n`;
}

/** Writes the module (when its text changes, so webpack's cache keeps it) and gives the alias to it. */
export function customCssAlias(siteDir: string, files: readonly string[]): Record<string, string> {
  writeChangedFiles(siteDir, [[CUSTOM_CSS_FILE, customCssSource(siteDir, files)]]);
  return { [`${CUSTOM_CSS_MODULE}$`]: path.join(siteDir, CUSTOM_CSS_FILE) };
}
