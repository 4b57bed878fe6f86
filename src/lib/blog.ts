/** Blog listing rules: order, pagination, grouping by year and by tag. */
import type { Author } from './authors';
import type { TagLink } from './tags';

export interface PostSummary {
  path: string;
  title: string;
  /** `YYYY-MM-DD` */
  date: string;
  description: string | null;
  tags: string[];
  /** HTML of the part above the post's truncate marker, shown in lists with "Read more". */
  excerpt?: string | null;
  authors?: Author[];
}

/** A post as lists show it: with its tags' labels and pages, and its date in the page's locale (node/pages/words.ts). */
export type ListedPost = PostSummary & { tagLinks: TagLink[]; dateText: string };

/** Newest first; posts of the same day by title. */
export function sortPostsNewestFirst<T extends PostSummary>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export interface Paginated<T> {
  page: number;
  pageCount: number;
  items: T[];
}

/** Splits items into pages of `perPage`; an empty list still has one (empty) page. */
export function paginate<T>(items: readonly T[], perPage: number): Paginated<T>[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`perPage must be a positive integer, got ${perPage}`);
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: pageCount }, (_, i) => ({
    page: i + 1,
    pageCount,
    items: items.slice(i * perPage, (i + 1) * perPage),
  }));
}

export interface YearGroup<T> {
  year: number;
  posts: T[];
}

/** Groups posts by year, newest year first, keeping the posts' order within a year. */
export function groupPostsByYear<T extends PostSummary>(posts: readonly T[]): YearGroup<T>[] {
  const groups = new Map<number, T[]>();
  for (const post of sortPostsNewestFirst(posts)) {
    const year = Number(post.date.slice(0, 4));
    const list = groups.get(year) ?? [];
    list.push(post);
    groups.set(year, list);
  }
  return [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([year, list]) => ({ year, posts: list }));
}

/** Groups posts by tag, tags in alphabetical order. */
export function groupPostsByTag<T extends PostSummary>(posts: readonly T[]): { tag: string; posts: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const post of sortPostsNewestFirst(posts)) {
    for (const tag of post.tags) groups.set(tag, [...(groups.get(tag) ?? []), post]);
  }
  return [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([tag, list]) => ({ tag, posts: list }));
}

/** Minutes to read `words` words at 200 words a minute; at least one. */
export function readingTimeMinutes(words: number): number {
  // Rounded up, as Docusaurus's blog shows it: a 450-word post is a 3-minute read.
  return Math.max(1, Math.ceil(words / 200));
}

/** Counts words: runs of letters or digits, and each CJK character as one word. */
export function countWords(text: string): number {
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const latin = text.replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return cjk + latin;
}

/** Formats `YYYY-MM-DD` as the language `lang` writes it (`March 14, 2025` in `en-US`), independent of the machine's time zone. */
export function formatDate(isoDate: string, lang = 'en-US'): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return dateFormat(lang).format(new Date(Date.UTC(y, m - 1, d)));
}

/** One formatter per language: `toLocaleDateString` makes one on every call, 0.6 s of the pages of a 10,000-doc build. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: string): Intl.DateTimeFormat {
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format;
}
