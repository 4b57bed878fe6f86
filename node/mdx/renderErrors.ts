/**
 * Errors of rendering, each named by the file, line and column of the MDX it comes from: a compile error,
 * a diagram's, and a failure of a page's code in the content sandbox (traced back through its source maps).
 */
import path from 'node:path';
import { UnsafeElementError } from './checkedJsx';
import { DiagramError } from './mermaid';
import { SandboxError, type ContentSandbox, type SandboxRendering } from './sandbox';
import { generatedPlace, type Place } from './sandbox/sourcePlace';

/** An MDX error with the file and position it comes from. */
export class MdxRenderError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly column: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${reason}`);
    this.name = 'MdxRenderError';
  }
}

/**
 * Runs a page's compiled code in the content sandbox and renders it; a
 * failure there becomes an error with the file and the line of the MDX
 * (`place` traces a place in the code back to it).
 */
export async function renderInSandbox(
  sandbox: ContentSandbox,
  siteDir: string,
  kind: 'body' | 'bundle',
  code: string,
  file: string,
  lineOffset: number,
  place: (generated: { line: number; column: number }) => Place | null,
): Promise<SandboxRendering> {
  try {
    return await sandbox.render(kind, code);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw new MdxRenderError(file, null, null, `rendering failed: ${(error as Error).message}`);
    const { detail } = error;
    if (detail.name === 'UnsafeElementError')
      throw placeUnsafeElement(new UnsafeElementError(detail.file, detail.line, detail.column, detail.reason ?? detail.message ?? ''), file, lineOffset);
    // A component the content uses and nothing defines: MDX's development code names its place
    // in the file it compiled (`_missingMdxReference` in @mdx-js/mdx's lib/plugin/recma-jsx-rewrite.js).
    const missing = MISSING_REFERENCE.exec(detail.message ?? '');
    if (missing) {
      const [line, column, source] = [Number(missing[2]), Number(missing[3]), missing[4] ?? file];
      const inPartial = source !== file;
      const reason = detail.message!.slice(0, missing.index) + detail.message!.slice(missing.index + missing[0].length);
      throw new MdxRenderError(inPartial ? path.relative(siteDir, source) : file, line + (inPartial ? 0 : lineOffset), column, `rendering failed: ${reason}`);
    }
    const generated = generatedPlace(detail.stack);
    const where = generated ? place(generated) : null;
    // A partial's place is in its own file; the page's counts its front matter.
    const inPartial = !!where?.source && where.source !== file;
    const at = {
      file: inPartial ? path.relative(siteDir, where.source!) : file,
      line: where ? where.line + (inPartial ? 0 : lineOffset) : null,
      column: where?.column ?? null,
    };
    const tried =
      detail.code === 'ERR_ACCESS_DENIED'
        ? `content code tried ${ACCESS[detail.permission ?? ''] ?? `to use ${detail.permission}`}${detail.resource ? ` (${detail.resource})` : ''}, which the build does not allow: content runs with read access to the site's folder only (docs/trust-model.md)`
        : `rendering failed: ${detail.message}`;
    throw new MdxRenderError(at.file, at.line, at.column, tried);
  }
}

/** The place MDX adds to "Expected component `X` to be defined": `line:column-line:column`, and the file. */
const MISSING_REFERENCE = /\n(It’s referenced in your code at `(\d+):(\d+)[^`]*`(?: in `([^`]+)`)?)/;

/** What each permission the sandbox lacks lets code do, for the message. */
const ACCESS: Record<string, string> = {
  FileSystemWrite: 'to write a file',
  FileSystemRead: 'to read a file outside the site',
  ChildProcess: 'to start a process',
  WorkerThreads: 'to start a worker',
  Addon: 'to load a native addon',
  WASI: 'to run WASI',
  Inspector: 'to open the inspector',
};

/** The page's lines count from its front matter; a partial's (another file) from its own top. */
function placeUnsafeElement(error: UnsafeElementError, file: string, lineOffset: number): MdxRenderError {
  const inPage = error.file === null || error.file === file;
  const line = error.line === null ? null : error.line + (inPage ? lineOffset : 0);
  return new MdxRenderError(inPage ? file : error.file, line, error.column, error.reason);
}

export function toRenderError(error: unknown, file: string, lineOffset: number): MdxRenderError {
  if (error instanceof MdxRenderError) return error;
  // A diagram's error already names its file (the page or a partial) and its line in that file.
  if (error instanceof DiagramError) return new MdxRenderError(error.file, error.line, null, error.reason);
  const e = error as { reason?: string; message?: string; line?: number | null; column?: number | null };
  let reason = e.reason ?? e.message ?? String(error);
  if (typeof e.line === 'number') return new MdxRenderError(file, e.line + lineOffset, e.column ?? null, reason);
  // Some errors (a tag left open at the end of the file) carry their place in the text only: "… (8:1-8:6)".
  const place = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(reason);
  if (!place) return new MdxRenderError(file, null, null, reason);
  const [whole, l1, c1, l2, c2] = place;
  reason = reason.replace(whole, `(${Number(l1) + lineOffset}:${c1}-${Number(l2) + lineOffset}:${c2})`);
  return new MdxRenderError(file, Number(l1) + lineOffset, Number(c1), reason);
}
