/**
 * Blog tags as Docusaurus has them: a tag written in a post is a key of
 * `blog/tags.yml` (with its label, permalink and description), or an inline
 * tag whose label is the tag itself and whose permalink is its kebab case.
 * See https://docusaurus.io/docs/blog#blog-tags
 */

import { blogTagRoute } from './routes';

export interface TagInfo {
  label: string;
  /** The tag's page, under the blog: `/blog/tags/<permalink>`. */
  path: string;
  description: string | null;
}

export class TagsError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'TagsError';
  }
}

const KEYS = ['label', 'permalink', 'description'];

/** Docusaurus's permalink of an inline tag: lower-case words joined by '-'. */
export const tagSlug = (tag: string) =>
  tag
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '') || 'tag';

/** Reads `blog/tags.yml` (already parsed). */
export function parseTagsFile(raw: unknown, file: string, blogBase: string): Map<string, TagInfo> {
  if (raw === null || raw === undefined) return new Map();
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new TagsError(file, 'must map tag keys to { label, permalink, description }');
  return new Map(
    Object.entries(raw as Record<string, unknown>).map(([key, value]) => {
      const entry = (value ?? {}) as Record<string, unknown>;
      if (typeof entry !== 'object' || Array.isArray(entry)) throw new TagsError(file, `tag "${key}" must be a mapping`);
      for (const k of Object.keys(entry))
        if (!KEYS.includes(k)) throw new TagsError(file, `tag "${key}": "${k}" is not a known key. Allowed: ${KEYS.join(', ')}`);
      for (const k of KEYS) if (entry[k] !== undefined && typeof entry[k] !== 'string') throw new TagsError(file, `tag "${key}": "${k}" must be a string`);
      const permalink = ((entry.permalink as string | undefined) ?? `/${tagSlug(key)}`).replace(/^\/?/, '/');
      return [
        key,
        {
          label: (entry.label as string | undefined) ?? key,
          path: blogTagRoute(permalink.slice(1), blogBase),
          description: (entry.description as string | undefined) ?? null,
        },
      ];
    }),
  );
}

/** A tag's label, page and description: from tags.yml, or inline. */
export function tagInfo(tag: string, known: ReadonlyMap<string, TagInfo>, blogBase: string): TagInfo {
  return known.get(tag) ?? { label: tag, path: blogTagRoute(tagSlug(tag), blogBase), description: null };
}

/** A tag as a post and blog lists show it: its label, a link to its page. */
export interface TagLink {
  label: string;
  path: string;
}

/** Each tag's label and page, as a post shows its tags; every key is one of the site's tags (the model's `tagInfo`). */
export function tagLinks(keys: readonly string[], info: ReadonlyMap<string, TagInfo>): TagLink[] {
  return keys.map((key) => {
    const { label, path } = info.get(key)!;
    return { label, path };
  });
}
