/**
 * The index terms a query word matches: the word itself and its other forms
 * (plurals, British or American spellings) without a typo, the terms it
 * begins when it is still being typed, and its neighbours within the typos
 * its length allows.
 */
import { dictionaryKey } from './indexFormat';
import type { Dictionary, LoadedIndex } from './indexLoader';
import { allowedTypos, buildTrie, walkWithTypos } from './trie';
import { sameWordForms, STOP_WORDS } from './variants';

/** How one query word matches one index term. */
export interface Alternative {
  typos: number;
  /** The term is the word itself (or a plural or spelling of it), not a prefix extension or a typo. */
  exact: boolean;
}

/** A one-letter prefix expands to at most this many words (the most frequent). */
const SHORT_PREFIX_LIMIT = 100;
/**
 * A prefix expands to terms whose occurrences add up to at most this many
 * (the most frequent first, skipping a term that would overrun), so that
 * the postings a short prefix loads stay about the same however large the
 * site grows. The budget bounds prefixes of up to three letters: from four
 * a word may have a typo, and the typo walk finds every term that begins
 * with the prefix, however frequent, so that "langc" finds "langchain".
 */
const PREFIX_OCCURRENCES = 4_000;
/** The same for a one-letter prefix, which finds something in almost every record: results only to show while the reader types on. */
const LETTER_OCCURRENCES = 1_000;
/** Expansions kept while the reader types: enough for the words of a few queries. */
const KEPT_EXPANSIONS = 500;

/**
 * Terms of a dictionary that start with `prefix`, other than stop words:
 * the most frequent, within `PREFIX_OCCURRENCES` occurrences (and
 * `SHORT_PREFIX_LIMIT` terms and `LETTER_OCCURRENCES` for a one-letter prefix).
 */
export function withPrefix(dictionary: Pick<Dictionary, 'terms' | 'counts'> | undefined, prefix: string): string[] {
  if (!dictionary) return [];
  const { terms, counts } = dictionary;
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  let total = 0;
  for (let i = lo; i < terms.length && terms[i].startsWith(prefix); i++) {
    if (STOP_WORDS.has(terms[i])) continue;
    found.push(i);
    total += counts[i];
  }
  const budget = prefix.length > 1 ? PREFIX_OCCURRENCES : LETTER_OCCURRENCES;
  if (total <= budget && (prefix.length > 1 || found.length <= SHORT_PREFIX_LIMIT)) return found.map((i) => terms[i]);
  const kept: string[] = [];
  let used = 0;
  for (const i of found.sort((x, y) => counts[y] - counts[x] || x - y)) {
    if (used + counts[i] > budget) continue;
    used += counts[i];
    kept.push(terms[i]);
    if (prefix.length === 1 && kept.length === SHORT_PREFIX_LIMIT) break;
  }
  return kept;
}

/** What the expander reads of the loaded index. */
export type Vocabulary = Pick<LoadedIndex, 'dictionary' | 'hasDictionary' | 'has' | 'dictionaryCount'>;

/** Expands query words on the loaded dictionaries, and notes the dictionaries an expansion would have searched too. */
export class TermExpander {
  /** Dictionaries an expansion would have searched (a word's second letter's) had they been loaded. */
  readonly wanted = new Set<string>();
  /** Query words already expanded, kept while the reader types. */
  private readonly expansions = new Map<string, Map<string, Alternative>>();
  /** The number of dictionaries loaded when `expansions` were made: one more may have terms they lack. */
  private expandedWith = 0;

  constructor(private readonly index: Vocabulary) {}

  /** The index terms a query word matches, each with its typos; `typos` false for a word spelt right (a synonym's). */
  expand(word: string, isPrefix: boolean, typos = true): Map<string, Alternative> {
    const key = `${isPrefix ? 'p' : 'w'}${typos ? 't' : ''}:${word}`;
    if (this.expandedWith !== this.index.dictionaryCount) {
      this.expansions.clear();
      this.expandedWith = this.index.dictionaryCount;
    }
    const cached = this.expansions.get(key);
    if (cached) return cached;
    const alternatives = new Map<string, Alternative>();
    const add = (term: string, alternative: Alternative) => {
      const known = alternatives.get(term);
      if (!known || alternative.typos < known.typos || (alternative.typos === known.typos && alternative.exact && !known.exact))
        alternatives.set(term, alternative);
    };
    // Another form that is a stop word ("in" for "ins", "it" for "its") is not the word: its postings are most of the index.
    const forms = [word, ...sameWordForms(word).filter((form) => !STOP_WORDS.has(form))];
    for (const form of forms) if (this.index.has(form)) add(form, { typos: 0, exact: true });
    if (isPrefix) for (const term of withPrefix(this.index.dictionary(dictionaryKey(word)), word)) add(term, { typos: 0, exact: term === word });
    const max = typos ? allowedTypos(word) : 0;
    // A stop word is found as typed, never as a typo of another word: its postings are most of the index.
    const typo = (term: string, typos: number) => STOP_WORDS.has(term) || add(term, { typos, exact: false });
    const [first, second] = [...word];
    if (max > 0) this.withTypos(word, max, isPrefix, first, typo);
    // Nothing begins as the word does: the first two letters may be swapped, or a letter typed before the word.
    if (max > 0 && alternatives.size === 0 && second && second !== first) {
      if (this.index.dictionary(dictionaryKey(second))) this.withTypos(word, max, isPrefix, second, typo);
      else if (this.index.hasDictionary(dictionaryKey(second))) this.wanted.add(dictionaryKey(second));
    }
    if (this.expansions.size > KEPT_EXPANSIONS) this.expansions.clear();
    this.expansions.set(key, alternatives);
    return alternatives;
  }

  /** Terms within `max` typos of `word` (or of its beginning, for a prefix) that begin with `letter`, from that letter's dictionary. */
  private withTypos(word: string, max: number, prefix: boolean, letter: string, visit: (term: string, typos: number) => void): void {
    const dictionary = this.index.dictionary(dictionaryKey(letter));
    if (!dictionary) return;
    walkWithTypos((dictionary.trie ??= buildTrie(dictionary.terms)), word, max, prefix, letter, visit);
  }
}
