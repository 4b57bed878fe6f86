import { POSITION_BITS } from './indexLoader';
import { pairDistance, Ranker, type Ranked } from './ranking';
import { RecordTable } from './recordTable';
import type { Alternative } from './termExpansion';

const place = (attribute: number, position: number) => attribute * POSITION_BITS + position;
const TEXT = 6;
const TITLE = 0;

/** A ranker on records given as [page, position, sectionType] and postings given per term as [record, place] pairs. */
function ranker(
  records: [number, number, number][],
  postings: Record<string, [number, number][]>,
  runs: [number, string, string, number][] = [[0, 'en', 'docs-default-current', 1]],
) {
  const table = new RecordTable(runs);
  const ids = records.map(([page, position, sectionType]) => table.id(page, position, sectionType));
  const lists = new Map(Object.entries(postings).map(([term, pairs]) => [term, pairs.flatMap(([r, p]) => [ids[r], p])]));
  return new Ranker({ table, postingsOf: (term: string) => lists.get(term) });
}
const as = (typos = 0, exact = typos === 0): Alternative => ({ typos, exact });
const terms = (...entries: [string, Alternative][]) => new Map(entries);
const order = (ranked: Ranked[]) => ranked.map((r) => r.record);

describe('pairDistance', () => {
  it('measures words in one attribute by position, at least one apart, and words in two attributes as far apart as counts', () => {
    expect(pairDistance([place(TEXT, 3)], [place(TEXT, 5), place(TEXT, 9)])).toBe(2);
    expect(pairDistance([place(TEXT, 3)], [place(TEXT, 3)])).toBe(1);
    expect(pairDistance([place(TITLE, 3)], [place(TEXT, 4)])).toBe(8);
    expect(pairDistance([place(TEXT, 0)], [place(TEXT, 40)])).toBe(8);
  });
});

describe('Ranker.rank', () => {
  // Records 0–3 on pages 0–3, all texts (type 6) of section 1.
  const texts: [number, number, number][] = [0, 1, 2, 3].map((p) => [p, 1, 8 + 6]);

  it('ranks fewer typos first, then more words, closer words, the better attribute, and more exact words', () => {
    const r = ranker(texts, {
      docker: [
        [0, place(TEXT, 0)],
        [1, place(TEXT, 0)],
        [2, place(TITLE, 0)],
        [3, place(TEXT, 0)],
      ],
      dacker: [[3, place(TEXT, 9)]],
      volume: [
        [0, place(TEXT, 5)],
        [1, place(TEXT, 1)],
        [2, place(TITLE, 5)],
      ],
    });
    const ranked = r.rank(['docker', 'volume'], [terms(['docker', as()], ['dacker', as(1)]), terms(['volume', as()])], []);
    // Record 3 lacks "volume", a required word; 1 has the words nearest; 2 has them in its title.
    expect(order(ranked)).toEqual([1, 2, 0]);
    expect(ranked.map((x) => [x.proximity, x.attribute])).toEqual([
      [1, TEXT],
      [5, TITLE],
      [5, TEXT],
    ]);
    const typo = r.rank(['dokcer'], [terms(['docker', as(1)], ['dacker', as(1)])], []);
    expect(typo.every((x) => x.typos === 1 && x.exact === 0)).toBe(true);
  });

  it('makes every word optional when no record has them all, more words first; a stop word is never required', () => {
    const r = ranker(texts, {
      rebase: [[0, place(TEXT, 0)]],
      branch: [
        [0, place(TEXT, 2)],
        [1, place(TEXT, 0)],
      ],
      the: [[2, place(TEXT, 0)]],
    });
    const ranked = r.rank(['rebase', 'branch', 'zzz'], [terms(['rebase', as()]), terms(['branch', as()]), terms()], []);
    expect(order(ranked)).toEqual([0, 1]);
    expect(ranked.every((x) => x.optional)).toBe(true);
    expect(order(r.rank(['the', 'branch'], [terms(['the', as()]), terms(['branch', as()])], []))).toEqual([0, 1]);
  });

  it('keeps the records the facet filters allow, and gives the same answer on the next keystroke', () => {
    const r = ranker(
      texts,
      {
        docker: [
          [0, place(TEXT, 0)],
          [2, place(TEXT, 0)],
        ],
      },
      [
        [0, 'en', 'docs-default-current', 1],
        [2, 'en', 'default', 0],
      ],
    );
    expect(order(r.rank(['docker'], [terms(['docker', as()])], [['docusaurus_tag:default']]))).toEqual([2]);
    expect(order(r.rank(['docker'], [terms(['docker', as()])], []))).toEqual([0, 2]);
    expect(order(r.rank(['docker'], [terms(['docker', as()])], []))).toEqual([0, 2]);
    expect(r.rank([], [], [])).toEqual([]);
  });

  it('breaks the last ties by page rank, heading level, how often the words occur, then position', () => {
    const r = ranker(
      [
        [0, 3, 8 + 6],
        [1, 2, 8 + 6],
        [2, 0, 0],
        [2, 1, 8 + 6],
      ],
      {
        docker: [
          [0, place(TEXT, 0)],
          [1, place(TEXT, 0)],
          [1, place(TEXT, 4)],
          [2, place(TEXT, 0)],
          [3, place(TEXT, 0)],
        ],
      },
      [
        [0, 'en', 'default', 0],
        [1, 'en', 'docs-default-current', 1],
      ],
    );
    // Pages 1 and 2 are docs; page 2's own record (type lvl1) first; then the text where the word occurs twice.
    expect(order(r.rank(['docker'], [terms(['docker', as()])], []))).toEqual([2, 1, 3, 0]);
  });
});

describe('Ranker.merge and Ranker.distinct', () => {
  const r = ranker(
    [
      [0, 0, 0],
      [0, 1, 8 + 6],
      [0, 2, 8 + 6],
      [1, 0, 0],
    ],
    {
      knn: [[1, place(TEXT, 0)]],
      nearest: [
        [0, place(TITLE, 0)],
        [2, place(TEXT, 0)],
      ],
    },
  );

  it('takes each record at its best over the query and its rewrites, complete rankings before optional ones', () => {
    const typed = r.rank(['knn'], [terms(['knn', as()])], []);
    const rewrite = r.rank(['nearest'], [terms(['nearest', as(1)])], []);
    expect(order(r.merge([typed, rewrite]))).toEqual([1, 0, 2]);
    const optional = r.rank(['knn', 'zzz'], [terms(['knn', as()]), terms()], []);
    expect(order(r.merge([optional, rewrite]))).toEqual(order(rewrite));
  });

  it('keeps the best records of each URL: a page and section', () => {
    const all = r.rank(['nearest'], [terms(['nearest', as()])], []).concat(r.rank(['knn'], [terms(['knn', as()])], []));
    // Records 1 and 2 share page 0's section 1.
    expect(order(r.distinct(all, 1))).toEqual([0, 2]);
    expect(order(r.distinct(all, 2))).toEqual([0, 2, 1]);
    expect(order(r.distinct(all, 0))).toEqual([0, 2, 1]);
  });
});
