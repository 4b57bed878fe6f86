/**
 * What a Docusaurus config reads of prism-react-renderer (`import { themes } from 'prism-react-renderer'`,
 * for `themeConfig.prism.theme`) when the site does not have the package: any theme, as an empty one.
 * Code is coloured by Shiki here, so the config's Prism themes are noted as not carried over
 * (src/lib/config/docusaurusTheme.ts); node/docusaurusConfig.ts points the config's import here.
 */
const empty = { plain: {}, styles: [] };

export const themes: Record<string, typeof empty> = new Proxy({}, { get: () => empty });
