/**
 * Word splitting for the local search, at index and query time alike.
 * `Intl.Segmenter` finds word boundaries in every script, so Chinese text is
 * split into its words rather than kept as one long run of characters.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const JOINERS = /[._/:@-]+/;

export interface Token {
  /** Lower-cased form used for matching. */
  term: string;
  /** Offset of the word in the text. */
  start: number;
  end: number;
}

/**
 * Splits text into word tokens. A compound like `cv2.imread` or `k_means`
 * yields the whole and its parts, so `imread` and `means` find it too.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const segment of segmenter.segment(text)) {
    if (!segment.isWordLike) continue;
    const term = segment.segment.toLowerCase();
    tokens.push({ term, start: segment.index, end: segment.index + segment.segment.length });
    if (JOINERS.test(term)) {
      let offset = 0;
      for (const part of term.split(JOINERS)) {
        const at = term.indexOf(part, offset);
        offset = at + part.length;
        if (part) tokens.push({ term: part, start: segment.index + at, end: segment.index + at + part.length });
      }
    }
  }
  return tokens;
}

/** The distinct terms of a text, in order. */
export function terms(text: string): string[] {
  return [...new Set(tokenize(text).map((t) => t.term))];
}
