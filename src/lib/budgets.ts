/**
 * Byte budgets of what a page loads first. Sizes of built files are
 * deterministic, so budgets are assertions; a failure names each chunk that
 * grew since the recorded baseline, and by how much.
 */

export interface SizedFile {
  /** Path of the file in the build, e.g. `/app-1a2b….js`. */
  name: string;
  gzipBytes: number;
}

/** A chunk's stable name: the file name without its content hash. */
export function chunkName(file: string): string {
  const base = file.split('/').pop() ?? file;
  return base.replace(/[.-][0-9a-f]{16,}(?=\.(js|css|json)$)/, '').replace(/\.(js|css|json)$/, '');
}

export interface BudgetResult {
  label: string;
  totalBytes: number;
  limitBytes: number;
  ok: boolean;
  /** Readable verdict: on failure, the overshoot and the chunks that grew. */
  message: string;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Checks files against a limit. `baseline` holds the gzip size of each chunk
 * (by {@link chunkName}) when the budget was last recorded.
 */
export function checkBudget(label: string, files: readonly SizedFile[], limitBytes: number, baseline: Record<string, number> = {}): BudgetResult {
  const totalBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const ok = totalBytes <= limitBytes;
  if (ok) return { label, totalBytes, limitBytes, ok, message: `${label}: ${kB(totalBytes)} of ${kB(limitBytes)}` };
  const changes = files
    .map((f) => ({
      chunk: chunkName(f.name),
      bytes: f.gzipBytes,
      growth: f.gzipBytes - (baseline[chunkName(f.name)] ?? 0),
      known: chunkName(f.name) in baseline,
    }))
    .filter((c) => c.growth > 0)
    .sort((a, b) => b.growth - a.growth)
    .map((c) => `  ${c.chunk}: ${kB(c.bytes)} (${c.known ? `+${kB(c.growth)} since the baseline` : 'new'})`);
  return {
    label,
    totalBytes,
    limitBytes,
    ok,
    message: `${label}: ${kB(totalBytes)}, ${kB(totalBytes - limitBytes)} over the ${kB(limitBytes)} budget.\n${changes.length ? `Grown or new:\n${changes.join('\n')}` : 'No chunk grew since the baseline.'}`,
  };
}
