/**
 * The Docusaurus client API this site provides to the React pages under src/pages and the
 * components they import (docs/importing-docusaurus.md#react-pages): each name, as a page imports
 * it, and its file under src/docusaurus/. webpack resolves them (node/webpack/docusaurusApi.ts), and
 * tsconfig.json's `paths` types them; any other `@theme/…` or `@docusaurus/…` fails the build at
 * the page's line with this list.
 */
export const DOCUSAURUS_CLIENT_API = {
  '@theme/Layout': 'theme/Layout',
  '@theme/Heading': 'theme/Heading',
  '@theme/CodeBlock': 'theme/CodeBlock',
  '@theme/Admonition': 'theme/Admonition',
  '@docusaurus/Link': 'Link',
  '@docusaurus/Head': 'Head',
  '@docusaurus/Translate': 'Translate',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
  '@docusaurus/useIsBrowser': 'useIsBrowser',
} as const;

export type DocusaurusModule = keyof typeof DOCUSAURUS_CLIENT_API;
