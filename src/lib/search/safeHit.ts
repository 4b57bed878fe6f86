/**
 * Search hits are data from outside the page: an Algolia record can hold
 * anything whoever pushed it wrote, and DocSearch renders a hit's fields, its
 * highlights and the recent searches it stores, as HTML
 * (https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/Snippet.tsx).
 * So every hit is made safe before DocSearch sees it: its text fields keep the
 * highlight tags and nothing else, and its URL is a path of this site or an
 * http(s) URL. A hit or a stored search that fails is dropped.
 */
import { safeHighlight } from './highlight';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The path to go to for a hit's URL, or null when following it could be anything but a page. */
export function safeHitUrl(url: unknown, origin?: string): string | null {
  // eslint-disable-next-line no-control-regex -- a URL with a control character in it is refused
  if (typeof url !== 'string' || /[\u0000-\u001f\\]/.test(url)) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  // The site routes by path: a URL of this site (or, in records, of its production origin) becomes one.
  if (origin === undefined || parsed.origin === origin) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return parsed.href;
}

/** Every string in a value made safe to render as HTML, highlight tags aside. */
function safeStrings(value: Json): Json {
  if (typeof value === 'string') return safeHighlight(value);
  if (Array.isArray(value)) return value.map(safeStrings);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, safeStrings(v)]));
  return value;
}

/** Fields DocSearch renders as HTML. */
const RENDERED = ['hierarchy', 'content', '_highlightResult', '_snippetResult'] as const;

/** The hit with its rendered fields made safe and its URL a path, or null when its URL is not safe to follow. */
export function safeHit<T extends object>(hit: T, origin?: string): T | null {
  const record = hit as T & Record<string, Json> & { url?: unknown; __docsearch_parent?: Json };
  const url = safeHitUrl(record.url, origin);
  if (url === null) return null;
  const out: Record<string, Json> = { ...record, url };
  for (const field of RENDERED) if (field in record) out[field] = safeStrings(record[field]);
  // A content hit carries its page's hit, which DocSearch shows and stores too.
  if (record.__docsearch_parent && typeof record.__docsearch_parent === 'object') {
    const parent = safeHit(record.__docsearch_parent as object, origin);
    if (!parent) return null;
    out.__docsearch_parent = parent as Json;
  }
  return out as T;
}

/**
 * Recent and favourite searches as DocSearch keeps them in local storage (a
 * JSON list of hits), with every entry made safe; entries that cannot be are
 * dropped. Returns the text to store back, or null when nothing is worth keeping.
 */
export function cleanStoredSearches(stored: string | null, origin?: string): string | null {
  if (stored === null) return null;
  let items: unknown;
  try {
    items = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!Array.isArray(items)) return null;
  const safe = items
    .filter((item): item is object => !!item && typeof item === 'object')
    .map((item) => safeHit(item, origin))
    .filter((item) => item !== null);
  return safe.length ? JSON.stringify(safe) : null;
}
