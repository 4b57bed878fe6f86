/**
 * What DocSearch remembers in local storage (recent and favourite searches,
 * hits it renders as HTML), made safe before it reads it back: an entry that
 * cannot be is dropped (src/lib/search/safeHit.ts). Through the site's
 * storage wrapper, so blocked storage holds nothing and nothing throws.
 */
import { cleanStoredSearches } from '../lib/search/safeHit';
import { createStorageSlot } from './storage';

/** DocSearch's keys, per index (https://github.com/algolia/docsearch/blob/v3.9.0/packages/docsearch-react/src/DocSearchModal.tsx). */
export const storedSearchKeys = (indexName: string) => ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'].map((key) => `${key}${indexName}`);

export function cleanStoredSearchStorage(indexName: string): void {
  for (const slot of storedSearchKeys(indexName).map(createStorageSlot)) {
    const stored = slot.get();
    const clean = cleanStoredSearches(stored);
    if (clean === null) {
      if (stored !== null) slot.del();
    } else if (clean !== stored) slot.set(clean);
  }
}
