/**
 * `_category_.json` and `_category_.yml` checked against Docusaurus's contract:
 * unknown keys and wrong types fail with the file and the key.
 */
import type { CategoryMeta } from './types';

export class CategoryFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'CategoryFileError';
  }
}

const KEYS = ['label', 'position', 'collapsed', 'collapsible', 'className', 'link', 'customProps', 'description'];
const LINK_KEYS = { doc: ['type', 'id'], 'generated-index': ['type', 'title', 'description', 'slug', 'keywords', 'image'] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function validateCategoryMeta(raw: unknown, file: string): CategoryMeta {
  if (!isObject(raw)) throw new CategoryFileError(file, 'must be a mapping of keys (label, position, link, …)');
  for (const key of Object.keys(raw)) if (!KEYS.includes(key)) throw new CategoryFileError(file, `"${key}" is not a known key. Allowed: ${KEYS.join(', ')}`);
  const typed = (key: string, type: 'string' | 'number' | 'boolean') => {
    if (raw[key] !== undefined && typeof raw[key] !== type) throw new CategoryFileError(file, `"${key}" must be a ${type}, got ${JSON.stringify(raw[key])}`);
  };
  typed('label', 'string');
  typed('position', 'number');
  typed('collapsed', 'boolean');
  typed('collapsible', 'boolean');
  typed('className', 'string');
  if (raw.customProps !== undefined && !isObject(raw.customProps)) throw new CategoryFileError(file, '"customProps" must be a mapping');
  const link = raw.link;
  if (link !== undefined && link !== null) {
    if (!isObject(link) || (link.type !== 'doc' && link.type !== 'generated-index'))
      throw new CategoryFileError(file, '"link" must be { type: doc, id } or { type: generated-index, … }');
    const allowed = LINK_KEYS[link.type];
    for (const key of Object.keys(link))
      if (!allowed.includes(key))
        throw new CategoryFileError(file, `"link.${key}" is not a known key for a ${String(link.type)} link. Allowed: ${allowed.join(', ')}`);
    if (link.type === 'doc' && typeof link.id !== 'string') throw new CategoryFileError(file, '"link.id" must name a doc');
  }
  return raw;
}
