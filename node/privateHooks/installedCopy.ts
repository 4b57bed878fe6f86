import fs from 'node:fs';
import path from 'node:path';

/**
 * A package as a hook's guard finds it: by name from the site, or through the packages that bring it
 * (`['gatsby', 'mini-css-extract-plugin']` is the copy Gatsby's own code requires).
 */
export type PackagePath = string | readonly string[];

/** The installed dependencies, as the guards read them: versions and the text of their files. */
export interface InstalledCopy {
  /** The installed version, or null when the package is not there. */
  version(pkg: PackagePath): string | null;
  /** The text of `file` (relative to the package's folder), or null when there is no such file. */
  text(pkg: PackagePath, file: string): string | null;
}

export const packageName = (pkg: PackagePath): string => (typeof pkg === 'string' ? pkg : pkg.join(' › '));

/** The dependencies installed for the site in `siteDir`, each resolved as Node resolves it from the code that requires it. */
export function installedCopy(siteDir: string): InstalledCopy {
  const roots = new Map<string, string | null>();
  const rootOf = (pkg: PackagePath): string | null => {
    const chain = typeof pkg === 'string' ? [pkg] : pkg;
    const key = chain.join('\0');
    if (!roots.has(key)) {
      let root: string | null = siteDir;
      for (const name of chain) {
        root = packageFolder(root, name);
        if (!root) break;
      }
      roots.set(key, root);
    }
    return roots.get(key)!;
  };
  const read = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
  return {
    version(pkg) {
      const root = rootOf(pkg);
      const manifest = root && read(path.join(root, 'package.json'));
      return manifest ? ((JSON.parse(manifest) as { version?: string }).version ?? null) : null;
    },
    text(pkg, file) {
      const root = rootOf(pkg);
      return root ? read(path.join(root, file)) : null;
    },
  };
}

/**
 * The folder of package `name` as Node finds it from code in `from`: the nearest `node_modules/<name>` up the
 * tree. Looked up by folder, not `require.resolve('<name>/package.json')`, which a package's `exports` may refuse.
 */
function packageFolder(from: string, name: string): string | null {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}
