/**
 * Links from one content file to another, written as Docusaurus authors write
 * them: `[Git](./git.mdx)`, `[x](../opencv/basics.md#contours)`. A file's
 * route is known only once every file is read, so rendering leaves a
 * placeholder (`mdx-file:N`, the N-th file link of the page) that
 * {@link resolveFileLinks} turns into the route.
 */

/** A link to a content file found while rendering a page. */
export interface FileLink {
  /** Absolute path of the target file. */
  target: string;
  /** The fragment, with its `#`, or ''. */
  hash: string;
  /** The href as written, kept for a target that does not exist. */
  original: string;
  /** Line of the link in the page's file. */
  line: number | null;
}

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/\/|#)([^?#]*\.mdx?)(#.*)?$/i;

/** The file path and fragment of an href that points at a Markdown file, or null. */
export function parseFileLink(href: string): { file: string; hash: string } | null {
  const match = FILE_LINK.exec(href);
  if (!match || match[1].startsWith('/')) return null;
  return { file: decodeURI(match[1]), hash: match[2] ?? '' };
}

export const placeholder = (index: number) => `mdx-file:${index}`;

/**
 * Replaces the page's placeholders with each target's route. A target that is
 * not a page keeps the href as written and is reported, with its line.
 */
export function resolveFileLinks(
  html: string,
  links: readonly FileLink[],
  routeOf: (target: string) => string | undefined,
): { html: string; missing: FileLink[] } {
  const missing: FileLink[] = [];
  const out = html.replace(/href="mdx-file:(\d+)"/g, (whole, n: string) => {
    const link = links[Number(n)];
    if (!link) return whole;
    const route = routeOf(link.target);
    if (route === undefined) {
      missing.push(link);
      return `href="${link.original.replace(/"/g, '&quot;')}"`;
    }
    return `href="${route}${link.hash.replace(/"/g, '&quot;')}"`;
  });
  return { html: out, missing };
}
