/**
 * Front-matter validation. Errors name the file and the field, so a bad field
 * fails the build at its source instead of rendering an empty page.
 */

export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: front matter field "${field}" ${problem}`);
    this.name = 'FrontmatterError';
  }
}

export interface DocFrontmatter {
  title: string;
  description: string | null;
  sidebarPosition: number | null;
  sidebarLabel: string | null;
}

export interface BlogFrontmatter {
  title: string;
  description: string | null;
  /** `YYYY-MM-DD` */
  date: string;
  tags: string[];
}

type Raw = Record<string, unknown> | null | undefined;

/** Validates a doc's front matter; throws {@link FrontmatterError} on the first bad field. */
export function validateDocFrontmatter(raw: Raw, file: string): DocFrontmatter {
  const fm = raw ?? {};
  return {
    title: requiredString(fm, 'title', file),
    description: optionalString(fm, 'description', file),
    sidebarPosition: optionalNumber(fm, 'sidebar_position', file),
    sidebarLabel: optionalString(fm, 'sidebar_label', file),
  };
}

/** Validates a blog post's front matter; throws {@link FrontmatterError} on the first bad field. */
export function validateBlogFrontmatter(raw: Raw, file: string): BlogFrontmatter {
  const fm = raw ?? {};
  return {
    title: requiredString(fm, 'title', file),
    description: optionalString(fm, 'description', file),
    date: requiredDate(fm, 'date', file),
    tags: optionalTags(fm, 'tags', file),
  };
}

function requiredString(fm: Record<string, unknown>, field: string, file: string): string {
  const value = fm[field];
  if (value === undefined || value === null) throw new FrontmatterError(file, field, 'is missing');
  if (typeof value !== 'string') throw new FrontmatterError(file, field, `must be a string, got ${typeof value}`);
  if (value.trim() === '') throw new FrontmatterError(file, field, 'is empty');
  return value.trim();
}

function optionalString(fm: Record<string, unknown>, field: string, file: string): string | null {
  const value = fm[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new FrontmatterError(file, field, `must be a string, got ${typeof value}`);
  return value.trim();
}

function optionalNumber(fm: Record<string, unknown>, field: string, file: string): number | null {
  const value = fm[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new FrontmatterError(file, field, `must be a number, got ${JSON.stringify(value)}`);
  }
  return value;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * YAML turns `2025-03-14` into a Date at UTC midnight; a quoted string stays a string.
 * Both are accepted; anything that is not a real calendar day is not.
 */
function requiredDate(fm: Record<string, unknown>, field: string, file: string): string {
  const value = fm[field];
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

const TAG = /^[a-z0-9][a-z0-9-]*$/;

function optionalTags(fm: Record<string, unknown>, field: string, file: string): string[] {
  const value = fm[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new FrontmatterError(file, field, 'must be a list of tags');
  return value.map((tag) => {
    if (typeof tag !== 'string' || !TAG.test(tag)) {
      throw new FrontmatterError(file, field, `has an invalid tag ${JSON.stringify(tag)} (use lower-case words joined by -)`);
    }
    return tag;
  });
}
