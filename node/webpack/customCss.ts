/**
 * The site's own stylesheets (`customCss`, Docusaurus's `theme.customCss`), loaded after the theme's:
 * gatsby-browser.tsx imports `site-custom-css` after src/styles/global.css, and webpack's
 * `resolve.alias` (a documented option, https://webpack.js.org/configuration/resolve/#resolvealias)
 * makes that a module, written into Gatsby's .cache/, that imports each file in the config's order,
 * after the stylesheet that makes the theme read Infima's variables (./infimaVariables.ts). Bundled
 * so, a stylesheet's `url()`s and `@import`s resolve from its own folder, and `gatsby develop`
 * reloads it when it is edited. A site without a customCss gets an empty module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeChangedFiles } from '../writeChangedFiles';
import { infimaVariablesCss } from './infimaVariables';

/** The name gatsby-browser.tsx imports. */
export const CUSTOM_CSS_MODULE = 'site-custom-css';

/** Where the module is written, from the site's folder. */
export const CUSTOM_CSS_FILE = '.cache/site-custom-css.js';

/** Where the Infima variables' stylesheet is written, beside it. */
export const INFIMA_CSS_FILE = '.cache/site-infima-variables.css';

/** The theme's stylesheet, whose values the Infima variables fall back to. */
const THEME_CSS = 'src/styles/global.css';

/** The module's source: the Infima variables' stylesheet, then an import of each stylesheet, by its absolute path; none without any. */
export function customCssSource(siteDir: string, files: readonly string[]): string {
  const imports = (files.length ? [INFIMA_CSS_FILE, ...files] : []).map((file) => `import ${JSON.stringify(path.resolve(siteDir, file))};`);
  return `// The site config's customCss, in its order (node/webpack/customCss.ts).\n${imports.join('\n')}${imports.length ? '\n' : ''}export {};\n`;
}

/** Writes the module (when its text changes, so webpack's cache keeps it) and gives the alias to it. */
export function customCssAlias(siteDir: string, files: readonly string[]): Record<string, string> {
  const infima: [string, string][] = files.length
    ? [[INFIMA_CSS_FILE, infimaVariablesCss(fs.readFileSync(path.join(siteDir, THEME_CSS), 'utf8'), THEME_CSS)]]
    : [];
  writeChangedFiles(siteDir, [...infima, [CUSTOM_CSS_FILE, customCssSource(siteDir, files)]]);
  return { [`${CUSTOM_CSS_MODULE}$`]: path.join(siteDir, CUSTOM_CSS_FILE) };
}
