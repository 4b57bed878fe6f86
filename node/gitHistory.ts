import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseGitLog, type LastUpdateInfo } from '../src/lib/lastUpdate';

const byFolder = new Map<string, Map<string, LastUpdateInfo>>();

/**
 * The last change of each file under `folder`, from git, read once per folder
 * with one `git log`. Outside a git checkout (or without git) it is empty, and
 * pages show no date rather than a wrong one.
 */
export function lastUpdateOf(folder: string, file: string): LastUpdateInfo | null {
  let latest = byFolder.get(folder);
  if (!latest) {
    try {
      const log = execFileSync('git', ['-C', folder, 'log', '--format=%x00%ct%x09%an', '--name-only', '--relative', '--', '.'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      latest = parseGitLog(log);
    } catch {
      latest = new Map();
    }
    byFolder.set(folder, latest);
  }
  return latest.get(path.relative(folder, file).split(path.sep).join('/')) ?? null;
}
