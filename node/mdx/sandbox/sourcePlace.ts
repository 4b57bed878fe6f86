/**
 * Where in an MDX file a failure in its compiled code was: the first frame of
 * the code's own (`<anonymous>:line:column`, the sandbox runs it with
 * `new Function`, whose code starts on the third line) traced back through
 * the source maps of each step (esbuild's bundle, then MDX's compile).
 */
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** Lines `new Function` and `AsyncFunction` put above the code they are given. */
const FUNCTION_PREAMBLE_LINES = 2;

export interface Place {
  /** The source the last map names (a partial's path), or null for the page itself. */
  source: string | null;
  line: number;
  column: number;
}

/** The place in generated code of the first frame of the code's own, from a stack. */
export function generatedPlace(stack: string | undefined): { line: number; column: number } | null {
  const frame = /<anonymous>:(\d+):(\d+)/.exec(stack ?? '');
  if (!frame) return null;
  const line = Number(frame[1]) - FUNCTION_PREAMBLE_LINES;
  return line >= 1 ? { line, column: Number(frame[2]) - 1 } : null;
}

/** Traces a place back through source maps, outermost first; the last map's source names the file. */
export function originalPlace(place: { line: number; column: number }, maps: RawSourceMap[]): Place | null {
  let at: { line: number; column: number; source: string | null } = { ...place, source: null };
  for (const map of maps) {
    const found = new SourceMapConsumer(map).originalPositionFor({ line: at.line, column: at.column });
    if (found.line === null) return null;
    at = { line: found.line, column: found.column ?? 0, source: found.source };
  }
  return { source: at.source, line: at.line, column: at.column + 1 };
}
