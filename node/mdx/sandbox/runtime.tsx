/**
 * What content code needs inside the sandbox (runner.cjs): React as the pages'
 * bundles import it, the JSX runtime that checks each element, Docusaurus's
 * theme components and the site's global ones (its src/theme/MDXComponents)
 * that every page has without an import, and the render of a page's
 * component to HTML. Bundled by esbuild for the sandbox (index.ts);
 * packages stay external and load from the site's node_modules.
 */
import * as React from 'react';
import * as ReactDOMServer from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
// The site's `src/theme/MDXComponents` when it has one, else an empty map (resolved by sandbox/index.ts).
import siteComponents from 'site:mdx-components';
import { allowFrames, checkedRuntime } from '../checkedJsx';
import themeComponents from '../theme/MDXComponents';

export { allowFrames, checkedRuntime };

/** Modules a page's bundle imports, shared so that the page renders with the same React as its components. */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': checkedRuntime,
  'react-dom/server': ReactDOMServer,
};

type Components = Record<string, unknown>;

/** Docusaurus's theme components and the site's own global ones, available in every page without an import. */
const components: Components = { ...themeComponents, ...siteComponents };

/**
 * An override of an HTML element (`a`, `code`, …) would change how every page's
 * Markdown renders, which the site's pipeline does itself: refused by name.
 */
const overridden = Object.keys(siteComponents).filter((name) => !/^[A-Z]/.test(name));

export function render(Content: React.ComponentType<{ components: Components }>): string {
  if (overridden.length > 0)
    throw new Error(
      `src/theme/MDXComponents maps the HTML element${overridden.length > 1 ? 's' : ''} ${overridden.map((n) => `\`${n}\``).join(', ')}, which this site renders itself; keep components (capitalised names) in it only`,
    );
  return ReactDOMServer.renderToStaticMarkup(React.createElement(Content, { components }));
}
