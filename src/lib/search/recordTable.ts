/**
 * The records the loaded postings name, each numbered on first sight, with
 * what ranking, filtering and `distinct` need of it: its page and position,
 * section, type and facets, but not its text.
 */
import { RECORD_TYPES, type FacetRun } from './indexFormat';
import { LEVEL_WEIGHT } from './records';

/** One number for the record at `position` of `page`. */
export const recordKey = (page: number, position: number) => page * 65_536 + position;

export class RecordTable {
  private readonly ids = new Map<number, number>();
  readonly page: number[] = [];
  readonly position: number[] = [];
  /** Records of one section share a URL: one hit per section, as `distinct` on `url` gives. */
  readonly section: number[] = [];
  readonly type: number[] = [];
  readonly facets: number[] = [];

  constructor(private readonly runs: readonly FacetRun[]) {}

  get size(): number {
    return this.page.length;
  }

  /** The record at `position` of `page`, numbered on first sight. */
  id(page: number, position: number, sectionType: number): number {
    const key = recordKey(page, position);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.page.length;
      this.ids.set(key, id);
      this.page.push(page);
      this.position.push(position);
      this.section.push(sectionType >> 3);
      this.type.push(sectionType & 7);
      let lo = 0;
      let hi = this.runs.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (this.runs[mid][0] <= page) lo = mid;
        else hi = mid - 1;
      }
      this.facets.push(lo);
    }
    return id;
  }

  /** The record's value of a facet the index has: `type`, `language` or `docusaurus_tag`. */
  facet(id: number, attribute: string): unknown {
    const run = this.runs[this.facets[id]];
    if (attribute === 'type') return RECORD_TYPES[this.type[id]];
    if (attribute === 'language') return run[1];
    if (attribute === 'docusaurus_tag') return run[2];
    return undefined;
  }

  pageRank(id: number): number {
    return this.runs[this.facets[id]][3];
  }

  level(id: number): number {
    return LEVEL_WEIGHT[RECORD_TYPES[this.type[id]]];
  }
}
