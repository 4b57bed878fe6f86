/**
 * Highlighting and snippets over record text, which is HTML-escaped. The text
 * is decoded to find words, then every piece is escaped again; the only markup
 * that comes out is the highlight tags around matching words.
 */
import { decodeEntities, escapeHtml } from '../html';
import { tokenize, type Token } from './tokenize';

export interface HighlightOptions {
  preTag: string;
  postTag: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Whether a word of the text answers a query term: the same word, a prefix of it, or one of the matched index terms. */
export type WordMatcher = (word: string) => string | null;

/**
 * Texts already decoded and split: the hits of one keystroke and of the
 * next share most of their titles, headings and paragraphs.
 */
const analysed = new Map<string, { plain: string; tokens: Token[] }>();
const ANALYSED_LIMIT = 1000;

function analyse(escapedText: string): { plain: string; tokens: Token[] } {
  let entry = analysed.get(escapedText);
  if (!entry) {
    if (analysed.size >= ANALYSED_LIMIT) analysed.clear();
    const plain = decodeEntities(escapedText);
    entry = { plain, tokens: tokenize(plain) };
    analysed.set(escapedText, entry);
  }
  return entry;
}

/** Matching words in text order; of a compound and its parts, the longest that matches wins. */
function marks(match: WordMatcher, tokens: Token[]) {
  const found: (Token & { matched: string })[] = [];
  for (const t of tokens) {
    const matched = match(t.term);
    if (matched !== null) found.push({ ...t, matched });
  }
  return found.sort((a, b) => a.start - b.start || b.end - a.end);
}

function render(plain: string, ranges: { start: number; end: number }[], options: HighlightOptions, from = 0, to = plain.length): string {
  let out = '';
  let at = from;
  for (const r of ranges) {
    if (r.end <= from || r.start >= to || r.start < at) continue;
    out += escapeHtml(plain.slice(at, r.start)) + options.preTag + escapeHtml(plain.slice(r.start, r.end)) + options.postTag;
    at = r.end;
  }
  return out + escapeHtml(plain.slice(at, to));
}

/** Wraps every matching word of `escapedText` in the highlight tags. */
export function highlight(escapedText: string, match: WordMatcher, queryTermCount: number, options: HighlightOptions): HighlightResult {
  const { plain, tokens } = analyse(escapedText);
  const found = marks(match, tokens);
  const matchedWords = [...new Set(found.map((f) => f.matched))];
  return {
    value: render(plain, found, options),
    matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length >= queryTermCount ? 'full' : 'partial',
    matchedWords,
  };
}

/**
 * A window of about `words` words around the first match, highlighted, with
 * `ellipsis` where the text was cut.
 */
export function snippet(
  escapedText: string,
  match: WordMatcher,
  words: number,
  ellipsis: string,
  options: HighlightOptions,
): { value: string; matchLevel: HighlightResult['matchLevel'] } {
  const { plain, tokens } = analyse(escapedText);
  const all = tokens.filter((t, i, list) => i === 0 || t.start >= list[i - 1].end);
  const found = marks(match, tokens);
  const matchLevel: HighlightResult['matchLevel'] = found.length === 0 ? 'none' : 'partial';
  if (all.length <= words) return { value: render(plain, found, options), matchLevel };
  const firstMatch = found.length ? all.findIndex((t) => t.start >= found[0].start) : 0;
  const startWord = Math.max(0, Math.min(firstMatch - Math.floor(words / 4), all.length - words));
  const endWord = startWord + words - 1;
  const from = startWord === 0 ? 0 : all[startWord].start;
  const to = endWord >= all.length - 1 ? plain.length : all[endWord].end;
  const escapedEllipsis = escapeHtml(ellipsis);
  return {
    value: `${from > 0 ? escapedEllipsis : ''}${render(plain, found, options, from, to)}${to < plain.length ? escapedEllipsis : ''}`,
    matchLevel,
  };
}

/**
 * Makes a highlighted value from any backend safe to render as HTML: the
 * highlight tags stay, every other `<` and `>` becomes text. Our records are
 * escaped already, so this changes nothing for them; it guards against
 * records pushed to the index by anything else.
 */
export function safeHighlight(value: string, preTag = '<mark>', postTag = '</mark>'): string {
  // Most strings of a hit (its URL, plain titles and text) have no markup at all: nothing to split.
  if (!value.includes('<') && !value.includes('>')) return value;
  return value
    .split(preTag)
    .map((part) =>
      part
        .split(postTag)
        .map((piece) => piece.replace(/</g, '&lt;').replace(/>/g, '&gt;'))
        .join(postTag),
    )
    .join(preTag);
}
