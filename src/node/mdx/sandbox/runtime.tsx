/**
 * What content code needs inside the sandbox (runner.cjs): React as the pages'
 * bundles import it, the JSX runtime that checks each element, Docusaurus's
 * theme components every page has without an import, and the render of a
 * page's component to HTML. Bundled by esbuild for the sandbox (index.ts);
 * packages stay external and load from the site's node_modules.
 */
import * as React from 'react';
import * as ReactDOMServer from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { checkedRuntime } from '../checkedJsx';
import { TabItem, Tabs } from '../components/Tabs';
import { Admonition, CodeBlock, Details } from '../components/Theme';

export { checkedRuntime };

/** Modules a page's bundle imports, shared so that the page renders with the same React as its components. */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': checkedRuntime,
  'react-dom/server': ReactDOMServer,
};

/** Docusaurus's theme components, available in every page without an import. */
const components = { Tabs, TabItem, Admonition, Details, CodeBlock };

export function render(Content: React.ComponentType<{ components: typeof components }>): string {
  return ReactDOMServer.renderToStaticMarkup(React.createElement(Content, { components }));
}
