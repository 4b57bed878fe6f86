/** Table of contents: the page's headings within a range of levels, nested. */

export interface Heading {
  depth: number;
  id: string;
  value: string;
}

export interface TocItem extends Heading {
  children: TocItem[];
}

/**
 * Nests headings between `minLevel` and `maxLevel` (2 and 3 by default): each
 * heading goes under the closest preceding heading of a lower level.
 */
export function buildToc(headings: readonly Heading[], minLevel = 2, maxLevel = 3): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    if (heading.depth < minLevel || heading.depth > maxLevel || !heading.id) continue;
    const item: TocItem = { ...heading, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].depth >= heading.depth) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1].children : root).push(item);
    stack.push(item);
  }
  return root;
}

/** The front matter that shapes a page's table of contents. */
export interface TocSettings {
  hideTableOfContents: boolean;
  tocMinHeadingLevel: number | null;
  tocMaxHeadingLevel: number | null;
}

/** A page's table of contents as its front matter asks: none when hidden, else its levels (2 to 3 by default). */
export function pageToc(headings: readonly Heading[], settings: TocSettings): TocItem[] {
  return settings.hideTableOfContents ? [] : buildToc(headings, settings.tocMinHeadingLevel ?? 2, settings.tocMaxHeadingLevel ?? 3);
}

/**
 * The heading being read, as Docusaurus's TOC highlight finds it: the first
 * heading below the navbar if it is in the top half of the window, else the
 * one before it; at the end of the page, the last heading.
 * https://github.com/facebook/docusaurus/blob/v3.9.2/packages/docusaurus-theme-common/src/hooks/useTOCHighlight.ts
 */
export function activeHeading(ids: string[], topOffset: number, viewportHeight: number, topOf: (id: string) => number | null): string | null {
  const tops = ids.map((id) => ({ id, top: topOf(id) })).filter((h): h is { id: string; top: number } => h.top !== null);
  const next = tops.findIndex((h) => h.top >= topOffset);
  if (next === -1) return tops[tops.length - 1]?.id ?? null;
  if (tops[next].top < viewportHeight / 2) return tops[next].id;
  return tops[next - 1]?.id ?? null;
}
