/**
 * Links from one content file to another, written as Docusaurus authors write
 * them: `[Git](./git.mdx)`, `[x](../opencv/basics.md#contours)`. A file's
 * route is known only once every file is read, so rendering leaves a
 * placeholder (`mdx-file:N`, the N-th file link of the page) that
 * {@link resolveFileLinks} turns into the route.
 */
import path from 'node:path';

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
  /**
   * A link to a route written relative to the page (`[x](config-dependencies)`, `../cli/add#options`),
   * not to a file: made absolute from the page's route, so that it leads to the same page on a host that
   * serves the page with a trailing slash and in a blog list's excerpt. `target` is then ''.
   */
  relative?: true;
}

/** An href relative to the page: no scheme, not `//host`, not from the root, not only a fragment or a query. */
export const isRelativeRoute = (href: string) => href !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(href);

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/\/|#)([^?#]*\.mdx?)(#.*)?$/i;

/** The file path and fragment of an href that points at a Markdown file, or null. */
export function parseFileLink(href: string): { file: string; hash: string } | null {
  const match = FILE_LINK.exec(href);
  if (!match || match[1].startsWith('/')) return null;
  return { file: decodeURI(match[1]), hash: match[2] ?? '' };
}

export const placeholder = (index: number) => `mdx-file:${index}`;

/**
 * The file a link names, found as Docusaurus finds it: beside the linking file, else from the root of
 * the content folder it is in (`[Catalogs](catalogs.md)` in `docs/cli/add.md` is `docs/catalogs.md`).
 * https://docusaurus.io/docs/markdown-features/links
 */
export function linkedFile(sourceFile: string, file: string, contentRoots: readonly string[], exists: (file: string) => boolean): string {
  const beside = path.resolve(path.dirname(sourceFile), file);
  if (exists(beside)) return beside;
  const root = contentRoots.filter((r) => sourceFile.startsWith(`${r}${path.sep}`)).sort((a, b) => b.length - a.length)[0];
  const fromRoot = root ? path.resolve(root, file) : null;
  return fromRoot && exists(fromRoot) ? fromRoot : beside;
}

/**
 * Replaces the page's placeholders with each target's route. A target that is
 * not a page keeps the href as written and is reported, with its line.
 */
export function resolveFileLinks(
  html: string,
  links: readonly FileLink[],
  routeOf: (target: string) => string | undefined,
  pageRoute = '/',
): { html: string; missing: FileLink[] } {
  const missing: FileLink[] = [];
  const out = html.replace(/href="mdx-file:(\d+)"/g, (whole, n: string) => {
    const link = links[Number(n)];
    if (!link) return whole;
    if (link.relative) {
      const url = new URL(link.original, `https://site.invalid${pageRoute}`);
      return `href="${`${url.pathname}${url.search}${url.hash}`.replace(/"/g, '&quot;')}"`;
    }
    const route = routeOf(link.target);
    if (route === undefined) {
      missing.push(link);
      return `href="${link.original.replace(/"/g, '&quot;')}"`;
    }
    return `href="${route}${link.hash.replace(/"/g, '&quot;')}"`;
  });
  return { html: out, missing };
}
