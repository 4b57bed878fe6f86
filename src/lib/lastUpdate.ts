/**
 * "Last updated on …" and "Edit this page", as Docusaurus's
 * `showLastUpdateTime`, `showLastUpdateAuthor` and `editUrl` give them.
 */
import type { EditUrlFunction, EditUrlParams } from './config/types';

export interface LastUpdateInfo {
  /** `YYYY-MM-DD` */
  date: string;
  author: string | null;
}

/**
 * Reads `git log --format=%x00%ct%x09%an --name-only` into each file's latest
 * change (the log is newest first, so a file's first appearance is its last change).
 */
export function parseGitLog(stdout: string): Map<string, LastUpdateInfo> {
  const latest = new Map<string, LastUpdateInfo>();
  for (const entry of stdout.split('\0')) {
    const [header, ...files] = entry.split('\n');
    const match = /^(\d+)\t(.*)$/.exec(header ?? '');
    if (!match) continue;
    const info = { date: new Date(Number(match[1]) * 1000).toISOString().slice(0, 10), author: match[2] || null };
    for (const file of files) if (file.trim() && !latest.has(file.trim())) latest.set(file.trim(), info);
  }
  return latest;
}

/**
 * A page's edit link: its own `custom_edit_url` (null hides it), else the
 * site's `editUrl` followed by the file's path in the repository, or what the
 * site's `editUrl` function returns for the doc (`params`, as Docusaurus gives them; undefined is no link).
 */
export function editUrlOf(
  custom: string | null | undefined,
  siteEditUrl: string | EditUrlFunction | null,
  repoPath: string,
  params?: EditUrlParams,
): string | null {
  if (custom !== undefined) return custom;
  if (!siteEditUrl) return null;
  if (typeof siteEditUrl === 'function') return (params && siteEditUrl(params)) || null;
  return `${siteEditUrl.replace(/\/?$/, '/')}${repoPath.split('/').map(encodeURIComponent).join('/')}`;
}

/** A docs version's folder as a Docusaurus site names it (its `versionDocsDirPath`): `docs`, `versioned_docs/version-<name>`. */
export const versionDocsDirPath = (version: string): string => (version === 'current' ? 'docs' : `versioned_docs/version-${version}`);

/**
 * URL parts joined as Docusaurus's `normalizeUrl` joins an `editUrl` and a doc's path: one `/` between
 * parts, the scheme's `//` kept (`https://github.com/o/r/edit/main/` + `docs` + `intro.md`).
 */
export function joinUrl(...parts: string[]): string {
  const [first, ...rest] = parts.filter((part) => part !== '');
  return [first.replace(/\/+$/, ''), ...rest.map((part) => part.replace(/^\/+|\/+$/g, ''))].filter((part, i) => i === 0 || part !== '').join('/');
}
