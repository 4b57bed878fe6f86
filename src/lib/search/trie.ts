/**
 * A dictionary's sorted terms as a trie, and the walk down it that finds the
 * terms within a number of typos of a word: Damerau–Levenshtein distance, so
 * a swapped pair of letters is one typo, as readers make them.
 */

/** Typos allowed in a word: none below 4 letters, one from 4, two from 8. */
export function allowedTypos(term: string): number {
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Node 0 is the root; each node has its letter, its first child and next
 * sibling, the index in `terms` of the term it ends (or -1), and the range
 * of term indexes under it.
 */
export interface Trie {
  terms: readonly string[];
  code: Uint16Array;
  first: Int32Array;
  next: Int32Array;
  term: Int32Array;
  lo: Int32Array;
  hi: Int32Array;
}

/** The trie of sorted terms, built in one pass: each term shares the path of its common beginning with the one before. */
export function buildTrie(terms: readonly string[]): Trie {
  const code: number[] = [0];
  const first: number[] = [-1];
  const next: number[] = [-1];
  const last: number[] = [-1];
  const term: number[] = [-1];
  const lo: number[] = [0];
  const hi: number[] = [terms.length];
  const path = [0];
  let previous = '';
  terms.forEach((word, index) => {
    let common = 0;
    while (common < previous.length && common < word.length && previous.charCodeAt(common) === word.charCodeAt(common)) common++;
    for (let d = path.length - 1; d > common; d--) hi[path[d]] = index;
    path.length = common + 1;
    for (let d = common + 1; d <= word.length; d++) {
      const node = code.length;
      const parent = path[d - 1];
      code.push(word.charCodeAt(d - 1));
      first.push(-1);
      next.push(-1);
      last.push(-1);
      term.push(-1);
      lo.push(index);
      hi.push(terms.length);
      if (last[parent] === -1) first[parent] = node;
      else next[last[parent]] = node;
      last[parent] = node;
      path.push(node);
    }
    term[path[word.length]] = index;
    previous = word;
  });
  return {
    terms,
    code: Uint16Array.from(code),
    first: Int32Array.from(first),
    next: Int32Array.from(next),
    term: Int32Array.from(term),
    lo: Int32Array.from(lo),
    hi: Int32Array.from(hi),
  };
}

/**
 * Calls `visit` with each term within `max` typos of `word` (or, for a
 * prefix, whose beginning is) that begins with `letter`: one row of the
 * distance table per letter, shared by every term under it, and a branch
 * left as soon as no alignment stays within `max`.
 */
export function walkWithTypos(trie: Trie, word: string, max: number, prefix: boolean, letter: string, visit: (term: string, typos: number) => void): void {
  const n = word.length;
  const codes = Array.from(word, (_, j) => word.charCodeAt(j));
  const firstCode = letter.charCodeAt(0);
  const vocabulary = trie.terms;
  const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => j)];
  const prefixBest: number[] = [n];
  const letters: number[] = [];
  const deepest = prefix ? Infinity : n + max;
  const walk = (node: number, depth: number) => {
    for (let child = trie.first[node]; child !== -1; child = trie.next[child]) {
      const d = depth + 1;
      const c = trie.code[child];
      // Dictionaries of other scripts hold several first letters: keep the one asked for.
      if (d === 1 && c !== firstCode) continue;
      const row = (rows[d] ??= new Int32Array(n + 1));
      const above = rows[d - 1];
      const twoAbove = d > 1 ? rows[d - 2] : null;
      const before = letters[d - 2];
      row[0] = d;
      let least = d;
      for (let j = 1; j <= n; j++) {
        let v = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + (codes[j - 1] === c ? 0 : 1));
        if (twoAbove && j > 1 && c === codes[j - 2] && before === codes[j - 1]) v = Math.min(v, twoAbove[j - 2] + 1);
        row[j] = v;
        if (v < least) least = v;
      }
      prefixBest[d] = Math.min(prefixBest[d - 1], row[n]);
      if (least > max) {
        // Row minima never fall further down: every term under here is as far as its beginning was.
        if (prefix && prefixBest[d - 1] <= max) for (let k = trie.lo[child]; k < trie.hi[child]; k++) visit(vocabulary[k], prefixBest[d - 1]);
        continue;
      }
      const term = trie.term[child];
      if (term >= 0) {
        const typos = prefix ? prefixBest[d] : row[n];
        if (typos <= max) visit(vocabulary[term], typos);
      }
      if (d < deepest) {
        letters[d - 1] = c;
        walk(child, d);
      }
    }
  };
  walk(0, 0);
}
