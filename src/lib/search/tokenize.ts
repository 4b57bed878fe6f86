/**
 * Word splitting for the local search, at index and query time alike.
 * `Intl.Segmenter` finds word boundaries in every script, so Chinese text is
 * split into its words rather than kept as one long run of characters.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
/** Words: letters, digits and underscores, joined by `.` or an apostrophe (`cv2.imread`, `don't`). */
const WORD = /[\p{L}\p{N}_]+(?:['’.][\p{L}\p{N}_]+)*/gu;
/** Scripts written without spaces between words, which need a dictionary to split. */
const UNSPACED = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const JOINERS = /[._]+/;

export interface Token {
  /** Lower-cased form used for matching. */
  term: string;
  /** Offset of the word in the text. */
  start: number;
  end: number;
}

function push(tokens: Token[], word: string, start: number): void {
  const term = word.toLowerCase();
  tokens.push({ term, start, end: start + word.length });
  if (!JOINERS.test(term)) return;
  let offset = 0;
  for (const part of term.split(JOINERS)) {
    const at = term.indexOf(part, offset);
    offset = at + part.length;
    if (part) tokens.push({ term: part, start: start + at, end: start + at + part.length });
  }
}

/**
 * Splits text into word tokens. A compound like `cv2.imread` or `k_means`
 * yields the whole and its parts, so `imread` and `means` find it too. Only
 * runs of unspaced scripts go through `Intl.Segmenter`, which is some thirty
 * times slower than the expression that finds the other words.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    if (!UNSPACED.test(word)) {
      push(tokens, word, start);
      continue;
    }
    for (const segment of segmenter.segment(word)) {
      if (segment.isWordLike) push(tokens, segment.segment, start + segment.index);
    }
  }
  return tokens;
}

/** The distinct terms of a text, in order. */
export function terms(text: string): string[] {
  return [...new Set(tokenize(text).map((t) => t.term))];
}
