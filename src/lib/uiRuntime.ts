/**
 * Which copies of the UI runtime a browser bundle holds, read from the source
 * paths of its source maps. A page must run exactly one React and one
 * ReactDOM, and no Preact: a second copy would double the framework's bytes
 * and split hooks and context between two runtimes.
 */

export interface RuntimeCopies {
  /** Each package root of `react` found, e.g. `node_modules/react`. */
  react: string[];
  /** Each package root of `react-dom` found. */
  reactDom: string[];
  /** Each package root of Preact or of a package of its (`preact`, `preact-*`, `@preact/*`, `gatsby-plugin-preact`). */
  preact: string[];
}

/** The path of a package's root inside `node_modules` and its name, for each `node_modules` package a source path passes through (the innermost last). */
function packageRoots(source: string): { root: string; name: string }[] {
  const out: { root: string; name: string }[] = [];
  const pattern = /node_modules\/((?:@[^/]+\/)?[^/]+)/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    out.push({ root: source.slice(source.indexOf('node_modules/'), match.index + match[0].length), name: match[1] });
  }
  return out;
}

const isPreact = (name: string) => name === 'preact' || name.startsWith('preact-') || name.startsWith('@preact/') || name === 'gatsby-plugin-preact';

/** The copies of React, ReactDOM and Preact that `sources` (paths from source maps) come from. */
export function uiRuntimeCopies(sources: Iterable<string>): RuntimeCopies {
  const react = new Set<string>();
  const reactDom = new Set<string>();
  const preact = new Set<string>();
  for (const source of sources) {
    const normalized = source.replace(/\\/g, '/');
    const roots = packageRoots(normalized);
    const innermost = roots.at(-1);
    if (!innermost) continue;
    if (innermost.name === 'react') react.add(innermost.root);
    if (innermost.name === 'react-dom') reactDom.add(innermost.root);
    for (const { root, name } of roots) if (isPreact(name)) preact.add(root);
  }
  return { react: [...react].sort(), reactDom: [...reactDom].sort(), preact: [...preact].sort() };
}
