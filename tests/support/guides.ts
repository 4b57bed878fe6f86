/**
 * What tests/unit/guides.test.ts reads of the guides: their headings' anchors as GitHub makes them,
 * their links, the repository paths they name, and the README's "Where is what" table.
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

/** Lines of a Markdown file outside its fenced code blocks. */
export function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ text, line: index + 1 });
  });
  return lines;
}

/** The anchors of a Markdown file: its headings' slugs, as GitHub writes them (duplicates numbered), and its `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(text)?.[1];
    // GitHub slugs a heading's text as shown: code spans and links by their text.
    if (heading) anchors.add(slugger.slug(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')));
    for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  }
  return anchors;
}

export interface Link {
  target: string;
  line: number;
}

/** The relative links of a Markdown file (`[text](target)`), without those to other sites or to the page itself only. */
export function relativeLinks(markdown: string): Link[] {
  const links: Link[] = [];
  for (const { text, line } of proseLines(markdown)) {
    // Code spans hold examples, not links.
    const prose = text.replace(/`[^`]*`/g, '');
    for (const [, target] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (!/^[a-z]+:/i.test(target)) links.push({ target, line });
    }
  }
  return links;
}

/**
 * The repository's folders whose paths the guides name in code spans. `docs/` is left out: a guide's
 * path is a link, checked as one, and `docs/intro.md` is as often a content file's.
 */
const REPOSITORY_FOLDERS = ['src', 'node', 'scripts', 'tests', 'deploy', 'plugins', '.ci'];
/** A Docusaurus site's own files, which the import guide names where that site has them. */
const DOCUSAURUS_SITE_PATHS = /^src\/(?:theme|css)\//;

/** Paths of the repository a Markdown file names in code spans: `src/lib/routes.ts`, `deploy/`. Globs and placeholders are left out. */
export function namedPaths(markdown: string): Link[] {
  const paths: Link[] = [];
  const start = new RegExp(`^(?:${REPOSITORY_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/`);
  for (const { text, line } of proseLines(markdown)) {
    for (const [, span] of text.matchAll(/`([^`\s]+)`/g)) {
      const candidate = span.replace(/[:#].*$/, '').replace(/[.,;)]+$/, '');
      if (start.test(candidate) && !DOCUSAURUS_SITE_PATHS.test(candidate) && !/[*<>{}$]/.test(candidate)) paths.push({ target: candidate, line });
    }
  }
  return paths;
}

/** Whether a file declares `symbol`: a function, class, constant, type, interface or enum of that name, or exports it. */
export function declares(source: string, symbol: string): boolean {
  const name = symbol.replace(/[$]/g, '\\$');
  return new RegExp(
    `\\b(?:function\\*?|class|const|let|var|type|interface|enum)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b|\\b${name}\\s*[:=]\\s*(?:async\\s*)?\\(`,
    'm',
  ).test(source);
}

export interface WhereIsWhatRow {
  feature: string;
  guides: string[];
  /** Each named file with the symbols named after it: `src/lib/routes.ts` → `docRouteFromId`. */
  code: { file: string; symbols: string[] }[];
  line: number;
}

/**
 * The rows of the README's "Where is what" table: feature | guide links | code, where the code cell
 * names files and, after each, the symbols in it: `` `src/lib/toc.ts` `buildToc` ``.
 */
export function whereIsWhat(readme: string): WhereIsWhatRow[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^##\s+Where is what\s*$/.test(line));
  if (start < 0) return [];
  const rows: WhereIsWhatRow[] = [];
  for (let index = start + 1; index < lines.length && !/^##\s/.test(lines[index]); index++) {
    const cells = lines[index].split(/(?<!\\)\|/).map((cell) => cell.trim());
    if (cells.length < 5 || /^-+$/.test(cells[1]) || cells[1] === 'feature') continue;
    const [, feature, guideCell, codeCell] = cells;
    const guides = [...guideCell.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    const code: WhereIsWhatRow['code'] = [];
    for (const [, span] of codeCell.matchAll(/`([^`]+)`/g)) {
      if (/[/.]/.test(span) && !/\(\)$/.test(span)) code.push({ file: span, symbols: [] });
      else code.at(-1)?.symbols.push(span.replace(/\(\)$/, ''));
    }
    rows.push({ feature, guides, code, line: index + 1 });
  }
  return rows;
}

/** A link from `from` (a Markdown file) to `target`, resolved: whether its file exists and, for a Markdown file, its anchor. */
export function brokenLink(root: string, from: string, target: string): string | null {
  const [file, anchor] = target.split('#');
  const resolved = file === '' ? path.join(root, from) : path.join(root, path.dirname(from), decodeURIComponent(file));
  if (!fs.existsSync(resolved)) return `${target}: no file ${path.relative(root, resolved)}`;
  if (anchor && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor))
    return `${target}: ${path.relative(root, resolved)} has no heading with the anchor #${anchor}`;
  return null;
}
