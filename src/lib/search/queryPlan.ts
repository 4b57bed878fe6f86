/**
 * Plans a query: its words, as Algolia treats them (stop words left out, the
 * last word a prefix while it is being typed, a compound name by its parts
 * when the index lacks it whole, two words as the name written as one), the
 * index terms each matches, and the same query rewritten with each synonym
 * of a phrase it contains.
 */
import type { LoadedIndex } from './indexLoader';
import { TermExpander, type Alternative, type Vocabulary } from './termExpansion';
import { queryWords, type QueryWord } from './tokenize';
import { sameWordForms, STOP_WORDS } from './variants';

/** At most this many query words are searched, as Algolia caps a query. */
const MAX_WORDS = 10;
/** At most this many synonym rewrites of a query are searched besides the query itself. */
const MAX_REWRITES = 8;

/** A query to run: its words, and the index terms each matches. */
export interface Plan {
  words: string[];
  alternatives: Map<string, Alternative>[];
  /** Every word a synonym put in is in the index. */
  synonymsFound: boolean;
}

/** A word to plan, and whether a synonym group put it in (rather than the reader). */
type PlannedWord = QueryWord & { synonym?: boolean };

/** The plan with only what matches as typed (no typo, no synonym); null when a word would then match nothing. */
export function withoutTypos(plan: Plan): Plan | null {
  const alternatives = plan.alternatives.map((a) => new Map([...a].filter(([, alternative]) => alternative.typos === 0)));
  if (alternatives.some((a) => a.size === 0)) return null;
  return { words: plan.words, alternatives, synonymsFound: plan.synonymsFound };
}

/** Every index term the plans use. */
export const termsOf = (plans: readonly Plan[]): string[] => plans.flatMap((plan) => plan.alternatives.flatMap((a) => [...a.keys()]));

export class QueryPlanner {
  private readonly expander: TermExpander;

  constructor(private readonly index: Vocabulary & Pick<LoadedIndex, 'synonyms'>) {
    this.expander = new TermExpander(index);
  }

  /** Dictionaries the last plans would have searched had they been loaded: load them, then plan again. */
  get wanted(): Set<string> {
    return this.expander.wanted;
  }

  /**
   * The query's words and what each matches in the index: the query as
   * typed, then the same query with a phrase of a synonym group replaced by
   * each other phrase of the group (at most `MAX_REWRITES`).
   */
  plan(query: string): Plan[] {
    let typed: PlannedWord[] = queryWords(query);
    const stopWordsOnly = typed.length > 0 && typed.every((t) => STOP_WORDS.has(t.word));
    // The last word is still being typed unless a space or punctuation follows it. A query of
    // stop words alone ("the ", "how to ") is taken as one still being typed: its last word finds the
    // words that begin with it, as while it was typed, and the others are left out. Searched as
    // typed, it would read the postings of its words, which grow with the site, for results no reader wants.
    const open = /[\p{L}\p{N}_]$/u.test(query) || stopWordsOnly;
    if (stopWordsOnly) typed = typed.slice(-1);
    // Stop words are left out of a query that has other words (Algolia's `removeStopWords`), but the word being typed, which may become another.
    else if (typed.some((t) => !STOP_WORDS.has(t.word))) typed = typed.filter((t, i) => !STOP_WORDS.has(t.word) || (open && i === typed.length - 1));
    const plans = [this.planWords(typed, open)];
    const words = typed.map((t) => t.word);
    for (let i = 0; i < words.length && plans.length <= MAX_REWRITES; i++) {
      for (const entry of this.index.synonyms.startingWith(words[i])) {
        const phrase = entry.phrase;
        if (!phrase.every((w, k) => words[i + k] === w)) continue;
        for (const other of this.index.synonyms.group(entry.group)) {
          if (other === phrase || plans.length > MAX_REWRITES) continue;
          // "commit" → "git commit" or "commits" finds nothing the query does not: every word is there already.
          if (phrase.every((w) => other.includes(w) || sameWordForms(w).some((form) => other.includes(form)))) continue;
          const rewritten = [...typed.slice(0, i), ...other.map((word) => ({ word, parts: [], synonym: true })), ...typed.slice(i + phrase.length)];
          // A phrase put in whole is not being typed: only a word the reader typed last is a prefix.
          const rewrite = this.planWords(rewritten, open && i + phrase.length < typed.length);
          // A phrase put in with a word the index does not have finds nothing the query does not.
          if (rewrite.synonymsFound) plans.push(rewrite);
        }
      }
    }
    return plans;
  }

  private planWords(typed: PlannedWord[], open: boolean): Plan {
    const words: string[] = [];
    const alternatives: Map<string, Alternative>[] = [];
    /** Whether each word is the reader's (not put in by a synonym group). */
    const typedByReader: boolean[] = [];
    let synonymsFound = true;
    const hasOthers = typed.some((t) => !STOP_WORDS.has(t.word));
    typed.forEach(({ word, parts, synonym }, i) => {
      const isPrefix = open && i === typed.length - 1;
      // A phrase a synonym group puts in is spelt right: only the reader's own words may have typos.
      let found = this.expander.expand(word, isPrefix, !synonym);
      // A stop word after other words, or still being typed, counts only as the beginning of another word (when one begins so).
      if ((hasOthers || isPrefix) && STOP_WORDS.has(word)) {
        const others = new Map([...found].filter(([term]) => !STOP_WORDS.has(term)));
        if (hasOthers || others.size > 0) found = others;
      }
      if (synonym && found.size === 0) synonymsFound = false;
      // The words the reader typed rank above their synonyms: a synonym's match counts as one typo more, and never exact.
      if (synonym) found = new Map([...found].map(([term, a]) => [term, { typos: a.typos + 1, exact: false }]));
      // A compound name the index does not have whole is searched by its parts.
      if (found.size === 0 && parts.length > 1) {
        parts.forEach((part, p) => {
          words.push(part);
          alternatives.push(this.expander.expand(part, isPrefix && p === parts.length - 1));
          typedByReader.push(true);
        });
        return;
      }
      words.push(word);
      alternatives.push(found);
      typedByReader.push(!synonym);
    });
    if (words.length > MAX_WORDS) {
      words.length = MAX_WORDS;
      alternatives.length = MAX_WORDS;
    }
    this.joinNeighbours(words, alternatives, typedByReader);
    return { words, alternatives, synonymsFound };
  }

  /**
   * Two words typed apart also match the name written as one: "data frame" finds "dataframe".
   * (The reader's words only: their first letter's dictionary is the one loaded for the query.)
   */
  private joinNeighbours(words: readonly string[], alternatives: Map<string, Alternative>[], typedByReader: readonly boolean[]): void {
    for (let i = 0; i + 1 < words.length; i++) {
      if (!typedByReader[i] || !typedByReader[i + 1]) continue;
      const joined = words[i] + words[i + 1];
      if (!this.index.has(joined)) continue;
      for (const k of [i, i + 1]) {
        const copy = new Map(alternatives[k]);
        copy.set(joined, { typos: 0, exact: true });
        alternatives[k] = copy;
      }
    }
  }
}
