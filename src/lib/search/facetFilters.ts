/**
 * Algolia's `facetFilters`: `language:en`, `-type:content`, grouped as an
 * AND of ORs.
 */

/**
 * Whether a record matches: when any filter of every group does.
 * `facetValue` gives the record's value of a facet (the index's facets are
 * `type`, `language` and `docusaurus_tag`, as in Algolia's settings).
 */
export function matchesFacetFilters(facetValue: (attribute: string) => unknown, groups: string[][]): boolean {
  return groups.every((group) =>
    group.some((filter) => {
      const negated = filter.startsWith('-');
      const body = negated ? filter.slice(1) : filter;
      const colon = body.indexOf(':');
      if (colon < 0) return false;
      const value = facetValue(body.slice(0, colon));
      const expected = body.slice(colon + 1);
      const equal = Array.isArray(value) ? value.map(String).includes(expected) : String(value) === expected;
      return negated ? !equal : equal;
    }),
  );
}
