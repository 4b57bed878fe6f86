import { allowedTypos, buildTrie, walkWithTypos } from './trie';

/** Optimal string alignment distance, the plain way: the walk must agree with it. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
const prefixDistance = (word: string, term: string) => Math.min(...Array.from({ length: term.length + 1 }, (_, k) => distance(word, term.slice(0, k))));

const TERMS = ['dacker', 'data', 'dataframe', 'decision', 'docker', 'dockerfile', 'docs', 'dog', 'odcker', 'tensor', 'tensorflow', 'tesnor'].sort();
const trie = buildTrie(TERMS);
const found = (word: string, max: number, prefix = false, letter = word[0]) => {
  const out = new Map<string, number>();
  walkWithTypos(trie, word, max, prefix, letter, (term, typos) => out.set(term, typos));
  return Object.fromEntries([...out].sort(([a], [b]) => a.localeCompare(b)));
};

describe('allowedTypos', () => {
  it('allows none below 4 letters, one from 4, two from 8', () => {
    expect(allowedTypos('git')).toBe(0);
    expect(allowedTypos('dokr')).toBe(1);
    expect(allowedTypos('decision')).toBe(2);
    // Letters, not UTF-16 units.
    expect(allowedTypos('机器学习')).toBe(1);
  });
});

describe('buildTrie', () => {
  it('ends each term at a node of its own, under the nodes of its letters', () => {
    const small = buildTrie(['do', 'dog', 'dot']);
    const child = (node: number, letter: string) => {
      for (let c = small.first[node]; c !== -1; c = small.next[c]) if (small.code[c] === letter.charCodeAt(0)) return c;
      return -1;
    };
    const d = child(0, 'd');
    const o = child(d, 'o');
    expect(small.term[o]).toBe(0);
    expect(small.term[child(o, 'g')]).toBe(1);
    expect(small.term[child(o, 't')]).toBe(2);
    expect(small.term[d]).toBe(-1);
    // The terms under a node are a range of the sorted list.
    expect([small.lo[o], small.hi[o]]).toEqual([0, 3]);
    expect([small.lo[child(o, 'g')], small.hi[child(o, 'g')]]).toEqual([1, 2]);
  });
});

describe('walkWithTypos', () => {
  it('counts a swapped pair of letters as one typo, and a letter wrong, missing or extra as one', () => {
    expect(found('dokcer', 1)).toEqual({ docker: 1 });
    expect(found('tesnor', 1)).toEqual({ tensor: 1, tesnor: 0 });
    expect(found('docer', 1)).toEqual({ docker: 1 });
    expect(found('dockerr', 1)).toEqual({ docker: 1 });
    expect(found('decisoin', 2)).toEqual({ decision: 1 });
  });

  it('finds only terms that begin with the letter asked for', () => {
    expect(found('odcker', 1, false, 'o')).toEqual({ odcker: 0 });
    // A swapped first pair, looked for under the second letter.
    expect(found('odcker', 2, false, 'd')).toEqual({ dacker: 2, docker: 1 });
  });

  it('takes a prefix as far as its closest beginning, and finds every term under that beginning', () => {
    expect(found('dock', 0, true)).toEqual({ docker: 0, dockerfile: 0 });
    expect(found('dcok', 1, true)).toEqual({ docker: 1, dockerfile: 1 });
    expect(found('tensr', 1, true)).toEqual({ tensor: 1, tensorflow: 1 });
  });

  it('agrees with the distance computed term by term, whole and as a prefix', () => {
    for (const word of ['docker', 'dokcer', 'dcoker', 'data', 'dtaa', 'decisoin', 'tesnor', 'tensorfow', 'dog', 'do', 'dockerfiel']) {
      for (const max of [0, 1, 2]) {
        for (const prefix of [false, true]) {
          const expected: Record<string, number> = {};
          for (const term of TERMS) {
            if (term[0] !== word[0]) continue;
            const typos = prefix ? prefixDistance(word, term) : distance(word, term);
            if (typos <= max) expected[term] = typos;
          }
          expect([word, max, prefix, found(word, max, prefix)]).toEqual([word, max, prefix, expected]);
        }
      }
    }
  });
});
