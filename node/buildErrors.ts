/**
 * The errors of an esbuild failure, each with its place: esbuild throws them
 * on the failure's `errors` (https://esbuild.github.io/api/#build), with
 * 0-based columns; these are 1-based, as editors count. Empty when `error` is
 * not an esbuild failure.
 */
export interface BuildErrorAt {
  text: string;
  file: string | null;
  line: number | null;
  column: number | null;
}

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

export function buildErrors(error: unknown): BuildErrorAt[] {
  const errors = (error as { errors?: EsbuildMessage[] } | null)?.errors ?? [];
  return errors.map(({ text, location }) => ({
    text,
    file: location?.file ?? null,
    line: location?.line ?? null,
    column: location ? location.column + 1 : null,
  }));
}
