/**
 * The site's synonym groups for the Algolia index, so that Algolia answers a
 * query with a synonym as the embedded engine does. gatsby-plugin-algolia
 * pushes records and settings only; synonyms are a separate call
 * (https://www.algolia.com/doc/libraries/javascript/v5/methods/search/save-synonyms/).
 */
// The types of algoliasearch's own client-search (it re-exports them), not of another copy's.
import { algoliasearch, type SynonymHit } from 'algoliasearch';

/** Regular (two-way) synonyms, one object per group, with IDs stable from build to build. */
export function synonymHits(groups: readonly (readonly string[])[]): SynonymHit[] {
  return groups.map((synonyms, i) => ({ objectID: `site-synonyms-${i}`, type: 'synonym', synonyms: [...synonyms] }));
}

/** Replaces the index's synonyms with the site's: a group removed from the site leaves the index too. */
export async function pushSynonyms(appId: string, adminKey: string, indexName: string, groups: readonly (readonly string[])[]): Promise<void> {
  const client = algoliasearch(appId, adminKey);
  await client.saveSynonyms({ indexName, synonymHit: synonymHits(groups), replaceExistingSynonyms: true });
}
