/**
 * Front matter, checked against Docusaurus 3's contract: every key it knows is
 * accepted with its type, anything else fails the build with the file, the
 * key and what is allowed (a typo such as `sidebar_postion` must not pass in
 * silence). Keys the site does not act on yet are accepted and typed all the
 * same, so a Docusaurus docs folder builds unchanged.
 */

import { unsafeUrl } from './htmlSafety';

export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
    /** The line in the file: the field's, or the front matter's first for a field that is missing. */
    readonly line: number | null = null,
  ) {
    super(`${file}${line ? `:${line}` : ''}: front matter field "${field}" ${problem}`);
    this.name = 'FrontmatterError';
  }
}

/**
 * The line of a front matter field in the file as written (1 is the opening
 * `---`): its key's line, a nested key (`last_update.date`) under its parent;
 * for a field that is not written, the opening line.
 */
export function lineOfField(source: string, field: string): number {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!block) return 1;
  const lines = block[1].split(/\r?\n/);
  let from = 0;
  let indent = '';
  let found = 1;
  for (const key of field.split('.')) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const at = lines.findIndex((line, i) => i >= from && new RegExp(`^${indent}(["']?)${escaped}\\1\\s*:`).test(line));
    if (at < 0) return found;
    found = at + 2;
    from = at + 1;
    indent = '\\s+';
  }
  return found;
}

/** The error, placed at its field's line when the file as written is known. */
function placed<T>(validate: () => T, source: string | undefined): T {
  try {
    return validate();
  } catch (error) {
    if (!(error instanceof FrontmatterError) || error.line !== null || source === undefined) throw error;
    throw new FrontmatterError(error.file, error.field, error.problem, lineOfField(source, error.field));
  }
}

/** Who last changed a page and when, when git history is not the source. */
export interface LastUpdate {
  author: string | null;
  /** `YYYY-MM-DD` */
  date: string | null;
}

/** What a doc's and a post's front matter share. */
export interface PageFrontmatter {
  title: string;
  description: string | null;
  keywords: string[];
  /** Open Graph image, as written (a site path or a URL). */
  image: string | null;
  slug: string | null;
  /** Shown by `gatsby develop` only, never built for production. */
  draft: boolean;
  /** Built, but kept out of sidebars, lists, search, sitemap and feeds, and marked noindex. */
  unlisted: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel: number | null;
  tocMaxHeadingLevel: number | null;
  lastUpdate: LastUpdate | null;
}

export interface DocFrontmatter extends PageFrontmatter {
  /** Replaces the file name in the doc's id. */
  id: string | null;
  sidebarPosition: number | null;
  sidebarLabel: string | null;
  hideTitle: boolean;
  /** Doc ids, or null to show no link. Undefined: the sidebar's order decides. */
  paginationPrev: string | null | undefined;
  paginationNext: string | null | undefined;
  paginationLabel: string | null;
  customEditUrl: string | null | undefined;
}

export interface BlogFrontmatter extends PageFrontmatter {
  /** `YYYY-MM-DD` */
  date: string;
  tags: string[];
}

type Raw = Record<string, unknown> | null | undefined;
type Check = (value: unknown, field: string, file: string) => unknown;

const string: Check = (value, field, file) => {
  if (typeof value !== 'string') throw new FrontmatterError(file, field, `must be a string, got ${describe(value)}`);
  return value.trim();
};
const number: Check = (value, field, file) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new FrontmatterError(file, field, `must be a number, got ${describe(value)}`);
  return value;
};
const boolean: Check = (value, field, file) => {
  if (typeof value !== 'boolean') throw new FrontmatterError(file, field, `must be true or false, got ${describe(value)}`);
  return value;
};
const stringList: Check = (value, field, file) => {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw new FrontmatterError(file, field, `must be a list of strings, got ${describe(value)}`);
  return (value as string[]).map((v) => v.trim());
};
const headingLevel: Check = (value, field, file) => {
  if (value !== 2 && value !== 3 && value !== 4 && value !== 5 && value !== 6)
    throw new FrontmatterError(file, field, `must be a heading level from 2 to 6, got ${describe(value)}`);
  return value;
};
/** A doc id, or null for no link (Docusaurus's `pagination_next: null`). */
const docIdOrNull: Check = (value, field, file) => (value === null ? null : string(value, field, file));
/** A link the page shows or gives to others: never one that could run script where it is followed or loaded. */
const url =
  ({ image = false } = {}): Check =>
  (value, field, file) => {
    const text = string(value, field, file) as string;
    const why = unsafeUrl(text, { image });
    if (why)
      throw new FrontmatterError(file, field, `is ${why}, which could run script on the page or where it is shared; give an http(s) URL or a path of the site`);
    return text;
  };
const editUrlOrNull: Check = (value, field, file) => (value === null ? null : url()(value, field, file));
const object: Check = (value, field, file) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FrontmatterError(file, field, `must be a mapping, got ${describe(value)}`);
  return value;
};
const anything: Check = (value) => value;
const lastUpdate: Check = (value, field, file) => {
  const map = object(value, field, file) as Record<string, unknown>;
  for (const key of Object.keys(map))
    if (key !== 'author' && key !== 'date') throw new FrontmatterError(file, `${field}.${key}`, 'is not known; use author and date');
  return {
    author: map.author === undefined ? null : string(map.author, `${field}.author`, file),
    date: map.date === undefined ? null : isoDate(map.date, `${field}.date`, file),
  };
};

/** The keys docs and posts share, with their checks. */
const PAGE_KEYS: Record<string, Check> = {
  title: string,
  title_meta: string,
  description: string,
  keywords: stringList,
  image: url({ image: true }),
  slug: string,
  hide_table_of_contents: boolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  draft: boolean,
  unlisted: boolean,
  last_update: lastUpdate,
};

/** Every key of Docusaurus 3's doc front matter, with its check. */
const DOC_KEYS: Record<string, Check> = {
  id: string,
  ...PAGE_KEYS,
  tags: anything,
  sidebar_label: string,
  sidebar_position: number,
  sidebar_class_name: string,
  sidebar_custom_props: object,
  displayed_sidebar: docIdOrNull,
  hide_title: boolean,
  pagination_label: string,
  pagination_prev: docIdOrNull,
  pagination_next: docIdOrNull,
  parse_number_prefixes: boolean,
  custom_edit_url: editUrlOrNull,
};

/** Every key of Docusaurus 3's blog post front matter, with its check. */
const BLOG_KEYS: Record<string, Check> = {
  ...PAGE_KEYS,
  date: (v, f, file) => isoDate(v, f, file),
  tags: (v, f, file) => tags(v, f, file),
  authors: anything,
  author: string,
  author_title: string,
  author_url: url(),
  author_image_url: url({ image: true }),
  sidebar_label: string,
};

/** Checks every key present: unknown keys and wrong types fail with the file and the key. */
function check(raw: Raw, keys: Record<string, Check>, file: string): Record<string, unknown> {
  const fm = raw ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fm)) {
    const checker = keys[key];
    if (!checker) {
      const near = closest(key, Object.keys(keys));
      throw new FrontmatterError(file, key, `is not a known field${near ? ` (did you mean "${near}"?)` : ''}. Allowed: ${Object.keys(keys).join(', ')}`);
    }
    // YAML `key:` with no value is null: the same as leaving the key out, except where null means "no link".
    if (value === null && checker !== docIdOrNull && checker !== editUrlOrNull) continue;
    out[key] = checker(value, key, file);
  }
  return out;
}

function shared(fm: Record<string, unknown>, file: string, contentTitle: string | null): PageFrontmatter {
  const title = (fm.title as string | undefined) || contentTitle;
  if (!title) throw new FrontmatterError(file, 'title', 'is missing (give a title, or start the page with a "# Heading")');
  const min = (fm.toc_min_heading_level as number | undefined) ?? null;
  const max = (fm.toc_max_heading_level as number | undefined) ?? null;
  if (min !== null && max !== null && min > max)
    throw new FrontmatterError(file, 'toc_min_heading_level', `(${min}) must not be above toc_max_heading_level (${max})`);
  return {
    title,
    description: (fm.description as string | undefined) ?? null,
    keywords: (fm.keywords as string[] | undefined) ?? [],
    image: (fm.image as string | undefined) ?? null,
    slug: (fm.slug as string | undefined) ?? null,
    draft: (fm.draft as boolean | undefined) ?? false,
    unlisted: (fm.unlisted as boolean | undefined) ?? false,
    hideTableOfContents: (fm.hide_table_of_contents as boolean | undefined) ?? false,
    tocMinHeadingLevel: min,
    tocMaxHeadingLevel: max,
    lastUpdate: (fm.last_update as LastUpdate | undefined) ?? null,
  };
}

export interface FrontmatterContext {
  /** The text of a `# Heading` that opens the page, the title when front matter has none. */
  contentTitle?: string | null;
  /** The file as written, for what YAML parsing loses (see {@link checkWrittenDates}). */
  source?: string;
}

/**
 * The error of a front matter block that is not valid YAML, with the file and
 * the line in the file (js-yaml counts from 0, and gray-matter hands it the block from the newline that ends `---`).
 */
export function frontmatterSyntaxError(error: unknown, file: string): Error {
  const e = error as { name?: string; reason?: string; message?: string; mark?: { line: number; column: number } };
  if (e.name !== 'YAMLException') return error instanceof Error ? error : new Error(String(error));
  const where = e.mark ? `${file}:${e.mark.line + 1}:${e.mark.column + 1}` : file;
  return new Error(
    `${where}: the front matter is not valid YAML: ${e.reason ?? e.message}. Quote a value that holds a colon, a bracket or a brace ("title: 'A: B'")`,
  );
}

/**
 * YAML reads an unquoted `date: 2024-13-45` as a timestamp and rolls it over
 * to 2025-02-14, so the parsed front matter cannot tell it from a real date:
 * the dates as written in the file must be days of the calendar.
 */
export function checkWrittenDates(source: string | undefined, file: string): void {
  const block = source ? /^---\r?\n([\s\S]*?)\r?\n---/.exec(source) : null;
  if (!block) return;
  block[1].split(/\r?\n/).forEach((line, i) => {
    const written = /^(\s*)date:\s*["']?(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/.exec(line);
    if (!written) return;
    const [, indent, y, m, d] = written;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    if (date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)) return;
    throw new FrontmatterError(
      file,
      indent ? 'last_update.date' : 'date',
      `is ${y}-${m}-${d}, which is not a day of the calendar; write a real date as YYYY-MM-DD`,
      i + 2,
    );
  });
}

/** Validates a doc's front matter; throws {@link FrontmatterError} on the first bad field. */
export function validateDocFrontmatter(raw: Raw, file: string, context: FrontmatterContext = {}): DocFrontmatter {
  return placed(() => validateDoc(raw, file, context), context.source);
}

function validateDoc(raw: Raw, file: string, context: FrontmatterContext): DocFrontmatter {
  checkWrittenDates(context.source, file);
  const fm = check(raw, DOC_KEYS, file);
  return {
    ...shared(fm, file, context.contentTitle ?? null),
    id: (fm.id as string | undefined) ?? null,
    sidebarPosition: (fm.sidebar_position as number | undefined) ?? null,
    sidebarLabel: (fm.sidebar_label as string | undefined) ?? null,
    hideTitle: (fm.hide_title as boolean | undefined) ?? false,
    paginationPrev: fm.pagination_prev as string | null | undefined,
    paginationNext: fm.pagination_next as string | null | undefined,
    paginationLabel: (fm.pagination_label as string | undefined) ?? null,
    customEditUrl: fm.custom_edit_url as string | null | undefined,
  };
}

/**
 * Validates a blog post's front matter; throws {@link FrontmatterError} on the
 * first bad field. Without a `date`, the date in the file or folder name is used.
 */
export function validateBlogFrontmatter(raw: Raw, file: string, context: FrontmatterContext & { fileDate?: string | null } = {}): BlogFrontmatter {
  return placed(() => validateBlog(raw, file, context), context.source);
}

function validateBlog(raw: Raw, file: string, context: FrontmatterContext & { fileDate?: string | null }): BlogFrontmatter {
  checkWrittenDates(context.source, file);
  const fm = check(raw, BLOG_KEYS, file);
  const date = (fm.date as string | undefined) ?? context.fileDate ?? null;
  if (!date) throw new FrontmatterError(file, 'date', 'is missing (give a date, or name the file YYYY-MM-DD-slug.mdx)');
  return { ...shared(fm, file, context.contentTitle ?? null), date, tags: (fm.tags as string[] | undefined) ?? [] };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * YAML turns `2025-03-14` into a Date at UTC midnight; a quoted string stays a string.
 * Both are accepted; anything that is not a real calendar day is not.
 */
function isoDate(value: unknown, field: string, file: string): string {
  if (value === undefined || value === null || value === '') throw new FrontmatterError(file, field, 'is missing');
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new FrontmatterError(file, field, 'is not a valid date');
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value.trim());
    if (match) {
      const [, y, m, d] = match;
      const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
      if (date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)) {
        return `${y}-${m}-${d}`;
      }
    }
  }
  throw new FrontmatterError(file, field, `must be a date written YYYY-MM-DD, got ${JSON.stringify(value)}`);
}

/** Tags are keys of blog/tags.yml or inline tags, any text (src/lib/tags.ts). */
function tags(value: unknown, field: string, file: string): string[] {
  if (!Array.isArray(value)) throw new FrontmatterError(file, field, 'must be a list of tags');
  return value.map((tag) => {
    if (typeof tag !== 'string' || tag.trim() === '')
      throw new FrontmatterError(file, field, `has an invalid tag ${JSON.stringify(tag)} (a tag is a key of blog/tags.yml or a word)`);
    return tag.trim();
  });
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list ${JSON.stringify(value)}`;
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  return typeof value === 'object' ? 'a mapping' : `${typeof value} ${JSON.stringify(value)}`;
}

/** The known key nearest to a misspelt one (at most two edits away), for the error message. */
function closest(key: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of known) {
    const d = editDistance(key, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
