/**
 * Forms of a query word that count as the same word, not as a typo: plurals
 * (Algolia's `ignorePlurals`) and British and American spellings (the site
 * writes British English; readers type both). The rules only propose forms;
 * the engine keeps those the index has, so a rule never invents a match.
 */

/** Spelling pairs no suffix rule covers; either form gives the other. */
const IRREGULAR: [string, string][] = [
  ['gray', 'grey'],
  ['aluminum', 'aluminium'],
  ['program', 'programme'],
  ['artifact', 'artefact'],
  ['aging', 'ageing'],
  ['judgment', 'judgement'],
  ['mold', 'mould'],
  ['skeptical', 'sceptical'],
  ['plow', 'plough'],
  ['cozy', 'cosy'],
  ['math', 'maths'],
  ['enroll', 'enrol'],
  ['fulfill', 'fulfil'],
];

/**
 * Suffix rules, American form first: `-ize`/`-ise` (and `-ization`, `-izing`, …),
 * `-yze`/`-yse`, `-or`/`-our`, `-er`/`-re`, `-ed`/`-lled`, `-og`/`-ogue`, `-ense`/`-ence`.
 * Each is tried in both directions.
 */
const SUFFIX_RULES: [RegExp, string, RegExp, string][] = [
  [/iz(e|es|ed|ing|er|ers|ation|ations|able)$/, 'is$1', /is(e|es|ed|ing|er|ers|ation|ations|able)$/, 'iz$1'],
  [/yz(e|es|ed|ing|er|ers)$/, 'ys$1', /ys(e|es|ed|ing|er|ers)$/, 'yz$1'],
  [
    /([a-z]{2}[ilmnbdgvp])or(s|ed|ing|ite|ites|ful|able|ably|less|al)?$/,
    '$1our$2',
    /([a-z]{2}[ilmnbdgvp])our(s|ed|ing|ite|ites|ful|able|ably|less|al)?$/,
    '$1or$2',
  ],
  [/([a-z][tb])er(s)?$/, '$1re$2', /([a-z][tb])re(s)?$/, '$1er$2'],
  [/([a-z][ea])l(ed|ing|er|ers)$/, '$1ll$2', /([a-z][ea])ll(ed|ing|er|ers)$/, '$1l$2'],
  [/og$/, 'ogue', /ogue$/, 'og'],
  [/(de|of|pre|li)(f|t|c)ense$/, '$1$2ence', /(de|of|pre|li)(f|t|c)ence$/, '$1$2ense'],
];

/** The other spellings of a word (not the word itself). */
export function spellingVariants(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return [];
  const out = new Set<string>();
  for (const [us, uk] of IRREGULAR) {
    if (word.includes(us)) out.add(word.replace(us, uk));
    if (word.includes(uk)) out.add(word.replace(uk, us));
  }
  for (const [a, toB, b, toA] of SUFFIX_RULES) {
    if (a.test(word)) out.add(word.replace(a, toB));
    if (b.test(word)) out.add(word.replace(b, toA));
  }
  out.delete(word);
  return [...out];
}

/** Singular and plural forms of an English word (not the word itself). */
export function pluralForms(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const out = new Set<string>([`${word}s`, `${word}es`]);
  if (word.endsWith('ies') && word.length > 4) out.add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.add(word.slice(0, -1));
  if (/[^aeiou]y$/.test(word)) out.add(`${word.slice(0, -1)}ies`);
  out.delete(word);
  return [...out];
}

/** Every form that counts as the word itself: its spellings and the plurals of each. */
export function sameWordForms(word: string): string[] {
  const spellings = [word, ...spellingVariants(word)];
  const out = new Set<string>(spellings);
  for (const spelling of spellings) for (const form of pluralForms(spelling)) out.add(form);
  out.delete(word);
  return [...out];
}

/**
 * Words that need not match (Algolia's `removeStopWords`): a query such as
 * "how do I undo a commit" needs "undo" and "commit"; the others only rank a
 * record that has them higher. A query of stop words alone is taken as one
 * still being typed: its last word finds the words that begin with it
 * (src/lib/search/queryPlan.ts, `plan`).
 */
export const STOP_WORDS = new Set(
  'a about after all also an and any are as at be been but by can could did do does for from had has have how i if in into is it its me my no of on or our should so than that the their them then there these they this those to us was we were what when where which who why will with would you your'.split(
    ' ',
  ),
);

/**
 * Synonym groups without the phrases that differ from an earlier phrase of
 * their group only by plural or spelling ("commits" after "commit"): the
 * engine matches those forms anyway, so the index file need not carry them.
 * `words` splits a phrase into query words.
 */
export function compactSynonyms(groups: readonly (readonly string[])[], words: (phrase: string) => string[]): string[][] {
  return groups
    .map((group) => {
      const kept: { phrase: string; words: string[] }[] = [];
      for (const phrase of group) {
        const w = words(phrase);
        const same = kept.some((k) => k.words.length === w.length && k.words.every((x, i) => x === w[i] || sameWordForms(x).includes(w[i])));
        if (!same) kept.push({ phrase, words: w });
      }
      return kept.map((k) => k.phrase);
    })
    .filter((group) => group.length > 1);
}
