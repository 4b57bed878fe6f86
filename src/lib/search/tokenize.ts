/**
 * Word splitting for the local search, at index and query time alike.
 *
 * Programmers search for names by their parts, so a compound word yields the
 * whole and its parts: `cv2.cvtColor` is found by `cv2.cvtcolor`, by
 * `cvtcolor`, by `cvt color`, and by the whole name typed as one word
 * (`cv2cvtcolor`); `cross_val_score` by `cross val score` and
 * `crossvalscore`; `multi-stage` by `multi stage` and `multistage`. Parts
 * take consecutive word positions, so a query of the parts in order is as
 * close as words can be.
 *
 * `Intl.Segmenter` finds word boundaries in scripts written without spaces,
 * so Chinese text is split into its words rather than kept as one long run.
 */

/**
 * Made on first use: making one loads the dictionaries of its locale, 13 ms on this machine
 * (50 ms at a 4× slower CPU, the longest task of a first search when it ran with the module),
 * and an English query never needs it.
 */
let segmenter: Intl.Segmenter | undefined;
const wordsOf = (run: string) => (segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })).segment(run);
/** Words: letters, digits and underscores, joined by `.`, `-` or an apostrophe (`cv2.imread`, `k-means`, `don't`). */
const WORD = /[\p{L}\p{N}_]+(?:['’.-][\p{L}\p{N}_]+)*/gu;
/** Scripts written without spaces between words, which need a dictionary to split. */
const UNSPACED = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
/** The form a word is matched by: lower case, a typographic apostrophe as a plain one. */
const normal = (text: string) => text.toLowerCase().replace(/’/g, "'");
/** A word with no joiner and no inner capital: it has no parts. */
const PLAIN = /^\p{Lu}?[\p{Ll}\p{N}]*$/u;
/** A possessive or contraction ending: `lloyd's` is also `lloyd`. */
const POSSESSIVE = /['’]s$/;

export interface Token {
  /** Lower-cased form used for matching. */
  term: string;
  /** Offset of the word in the text. */
  start: number;
  end: number;
  /** Word position: parts of a compound take one each, the whole takes its first part's. */
  pos: number;
}

/** Splits a segment at case changes: `HistGradientBoosting` → Hist, Gradient, Boosting; `HTTPServer` → HTTP, Server. */
function camelParts(segment: string): string[] {
  return segment
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1\u0000$2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1\u0000$2')
    .split('\u0000')
    .filter(Boolean);
}

interface Piece {
  text: string;
  /** Offset in the word. */
  start: number;
}

/** Splits `text` at `separator`, keeping each piece's offset. */
function split(text: string, start: number, separator: RegExp): Piece[] {
  const pieces: Piece[] = [];
  let offset = 0;
  for (const piece of text.split(separator)) {
    const at = text.indexOf(piece, offset);
    offset = at + piece.length;
    if (piece) pieces.push({ text: piece, start: start + at });
  }
  return pieces;
}

/** Levels of a compound name, outermost first: `a.b`, then `b_c` or `b-c`, then `bC`. */
const LEVELS: ((piece: Piece) => Piece[])[] = [
  (p) => split(p.text, p.start, /\.+/),
  (p) => split(p.text, p.start, /[_-]+/),
  (p) => {
    const parts: Piece[] = [];
    let at = 0;
    for (const part of camelParts(p.text)) {
      const offset = p.text.indexOf(part, at);
      at = offset + part.length;
      parts.push({ text: part, start: p.start + offset });
    }
    return parts;
  },
];

/** The smallest parts of a compound, in order. */
function leaves(piece: Piece, level = 0): Piece[] {
  if (level === LEVELS.length) return [piece];
  return LEVELS[level](piece).flatMap((p) => leaves(p, level + 1));
}

/**
 * Pushes a word and, for a compound, its joined form, each of its inner
 * names (`model.fit_transform` gives `fit_transform` and `fittransform`)
 * and its parts; returns how many positions it takes.
 */
function pushWord(tokens: Token[], word: string, start: number, pos: number): number {
  // Most words are plain (`docker`, `Docker`, `cv2`): one token, without the compound machinery.
  if (PLAIN.test(word)) {
    tokens.push({ term: word.toLowerCase(), start, end: start + word.length, pos });
    return 1;
  }
  const seen = new Set<string>();
  const add = (term: string, s: number, e: number, p: number) => {
    const key = `${term}@${s}`;
    if (seen.has(key)) return;
    seen.add(key);
    tokens.push({ term, start: s, end: e, pos: p });
  };
  const term = normal(word);
  add(term, start, start + word.length, pos);
  if (POSSESSIVE.test(term)) add(term.replace(POSSESSIVE, ''), start, start + word.length - 2, pos);
  const whole: Piece = { text: word, start };
  const parts = leaves(whole);
  if (parts.length < 2) return 1;
  const joined = (pieces: Piece[]) => pieces.map((p) => normal(p.text)).join('');
  add(joined(parts), start, start + word.length, pos);
  const inner = (piece: Piece, level: number, at: number) => {
    if (level === LEVELS.length) return;
    const pieces = LEVELS[level](piece);
    if (pieces.length < 2) return inner(piece, level + 1, at);
    let p = at;
    for (const sub of pieces) {
      const subParts = leaves(sub, level + 1);
      if (subParts.length > 1) {
        add(normal(sub.text), sub.start, sub.start + sub.text.length, p);
        add(joined(subParts), sub.start, sub.start + sub.text.length, p);
        inner(sub, level + 1, p);
      }
      p += subParts.length;
    }
  };
  inner(whole, 0, pos);
  parts.forEach((part, k) => add(normal(part.text), part.start, part.start + part.text.length, pos + k));
  return parts.length;
}

/**
 * Splits text into word tokens with their positions. Only runs of unspaced
 * scripts go through `Intl.Segmenter`, which is some thirty times slower
 * than the expression that finds the other words.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  forEachWord(text, (word, start) => (pos += pushWord(tokens, word, start, pos)));
  return tokens;
}

/** Calls `visit` with each word of the text and its offset; a run of an unspaced script gives its words. */
function forEachWord(text: string, visit: (word: string, start: number) => void): void {
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    if (!UNSPACED.test(word)) visit(word, start);
    else for (const segment of wordsOf(word)) if (segment.isWordLike) visit(segment.segment, start + segment.index);
  }
}

/** A word of a query: the whole as typed (lower-cased), and its parts when it is a compound name. */
export interface QueryWord {
  word: string;
  parts: string[];
}

/** The words of a query, in order, each once; Chinese runs give their words. */
export function queryWords(query: string): QueryWord[] {
  const words = new Map<string, QueryWord>();
  forEachWord(query, (raw) => {
    const word = normal(raw);
    if (words.has(word)) return;
    const parts = leaves({ text: raw, start: 0 }).map((p) => normal(p.text));
    words.set(word, { word, parts: parts.length > 1 ? parts : [] });
  });
  return [...words.values()];
}
