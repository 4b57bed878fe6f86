import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/**
 * What webpack's persistent cache is kept by. webpack records a compiler's
 * build dependencies (Gatsby's config file and the gatsby-node of each plugin
 * with `onCreateWebpackConfig`, https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/webpack.config.js,
 * and every loader) and, when it stores its cache, follows every module each
 * of them requires, through `require.cache` (`resolveBuildDependencies`,
 * https://github.com/webpack/webpack/blob/v5.98.0/lib/FileSystemInfo.js): on this site
 * 10,800 files and 75,000 `lstat` calls, about 4 s of the main thread for each
 * compiler, and the site's gatsby-node.js, which requires the bundle of all of
 * `node/` (node/siteNodeBundle.cjs), made any change to the site's Node
 * code a new webpack cache (docs/performance.md#figures-behind-the-code).
 *
 * webpack already takes a file under `node_modules` to change only with its
 * package's version (`snapshot.managedPaths`); here each such file is its
 * package's `package.json`, which webpack reads without following anything,
 * and the site's lockfile stands for the versions of the packages they
 * required. The site's gatsby-node.js is replaced by the site files that
 * shape webpack's configuration; `replaced` says whether it was there.
 */
export function packageBuildDependencies(
  dependencies: Iterable<string>,
  site: { gatsbyNode: string; configSources: readonly string[]; lockfiles: readonly string[] },
): { kept: Set<string>; replaced: boolean } {
  const kept = new Set<string>(site.lockfiles);
  let replaced = false;
  for (const file of dependencies) {
    const packageRoot = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/@.][^\\/]*)[\\/]/.exec(file)?.[1];
    if (packageRoot) kept.add(path.join(packageRoot, 'package.json'));
    else if (path.resolve(file) === path.resolve(site.gatsbyNode)) {
      replaced = true;
      for (const source of site.configSources) kept.add(source);
    } else kept.add(file);
  }
  return { kept, replaced };
}

/** The lockfiles a site has: the versions of every package it installs. */
export function siteLockfiles(siteDir: string): string[] {
  const found = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml']
    .map((name) => path.join(siteDir, name))
    .filter((file) => fs.existsSync(file));
  // Without one, the manifest at least names the ranges.
  return found.length > 0 ? found : [path.join(siteDir, 'package.json')];
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.cjs', '.mjs'];

/** Relative module specifiers in source text: imports and re-exports (type-only ones left out), `require` and `import()`. */
function relativeSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm,
    /\b(?:require|import)\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) specifiers.push(match[1]);
  return specifiers;
}

function resolveSource(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/** `entry` and every site file it imports, directly or not, by relative path: the sources a module's behaviour comes from. */
export function relativeImportClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of relativeSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const resolved = resolveSource(file, specifier);
      if (!resolved)
        throw new Error(
          `${path.relative(process.cwd(), file)} imports ${specifier}, which is no file (looked for ${SOURCE_EXTENSIONS.join(', ')} and index files)`,
        );
      visit(resolved);
    }
  };
  visit(path.resolve(entry));
  return [...seen].sort();
}

/** The plugin that applies {@link packageBuildDependencies} to what each compilation leaves webpack to store. */
export function packageBuildDependenciesPlugin(site: Parameters<typeof packageBuildDependencies>[1], onMissing: () => void = () => {}): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      // `done` runs before the compiler hands the compilation's build dependencies to its cache
      // (webpack/lib/Compiler.js and Watching.js: `cache.storeBuildDependencies` in done's callback).
      compiler.hooks.done.tap('PackageBuildDependencies', ({ compilation }) => {
        const { kept, replaced } = packageBuildDependencies(compilation.buildDependencies, site);
        if (!replaced) onMissing();
        compilation.buildDependencies.clear();
        compilation.buildDependencies.addAll(kept);
      });
    },
  };
}
