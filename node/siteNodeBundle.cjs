// The site's Node code (node/gatsbyConfig.ts, node/gatsbyNode.ts and all they import), bundled by
// esbuild when Gatsby loads gatsby-config.js or gatsby-node.js, and required from `.cache/site-node/`.
// Gatsby compiles `gatsby-*.ts` files with Parcel
// (https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/parcel/compile-gatsby-files.ts),
// which took 4.1 s of a cold build and 2.6–3.1 s of a rebuild; esbuild bundles the same files in 0.07 s
// (docs/performance.md#the-sites-node-code-bundled-by-esbuild). Gatsby loads a plain gatsby-node.js and
// gatsby-config.js as it documents (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/).
//
// The bundles are ES modules, as the sources are (src/package.json) and as the tests and scripts run them, and
// Node requires them (Node 22.12 and later). esbuild's synchronous API takes no plugins, so the bundling runs in
// a child process of its own (this file, run as a script) that the loading process waits for.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** Where the bundles are written, in the site's folder. */
const BUNDLE_DIR = path.join('.cache', 'site-node');

/** Each bundle's name and its entry, from the site's folder. */
const ENTRIES = { 'gatsby-config': 'node/gatsbyConfig.ts', 'gatsby-node': 'node/gatsbyNode.ts' };

/**
 * The file bundle `name` is written to.
 * @param {string} siteDir
 * @param {keyof typeof ENTRIES} name
 */
function bundledFile(siteDir, name) {
  return path.join(siteDir, BUNDLE_DIR, `${name}.mjs`);
}

/** The site's Node code does not compile: the message names each error's file, line and column. */
class SiteCodeError extends Error {}

/**
 * The first errors of an esbuild failure, each at its file, line and column from the site's folder.
 * @param {{ errors?: { text: string, location?: { file: string, line: number, column: number, lineText: string } | null }[], message?: string }} failure
 */
function failureMessage(failure) {
  const errors = (failure.errors ?? []).slice(0, 5).map((e) => {
    const at = e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ` : '';
    return `  ${at}${e.text}${e.location ? `\n      ${e.location.lineText.trim()}` : ''}`;
  });
  return `The site's Node code does not compile (esbuild, bundling ${Object.values(ENTRIES).join(' and ')}):\n${errors.length > 0 ? errors.join('\n') : `  ${failure.message}`}`;
}

/**
 * The site's CommonJS files (Babel's plugins, webpack's loaders and what they share) run where they are, as those
 * tools require them, with their own `__dirname`: a bundle imports them by their absolute path.
 * @param {string} siteDir
 * @returns {import('esbuild').Plugin}
 */
function siteCommonJsInPlace(siteDir) {
  return {
    name: 'site-commonjs-in-place',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*\.cjs$/ }, (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        return file.startsWith(siteDir + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`) ? { path: file, external: true } : undefined;
      });
    },
  };
}

/**
 * Bundles every entry and writes each bundle that differs from its file. A file is replaced whole (written beside,
 * then renamed): Gatsby's worker processes may bundle and load the same code at the same time.
 * @param {string} siteDir
 */
async function writeBundles(siteDir) {
  // The site's own esbuild, else this copy's (a site folder made by a test).
  const esbuild = require(require.resolve('esbuild', { paths: [siteDir, __dirname] }));
  const result = await esbuild.build({
    absWorkingDir: siteDir,
    entryPoints: ENTRIES,
    outdir: path.join(siteDir, BUNDLE_DIR),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    // A CommonJS package bundled in would `require` its own imports.
    banner: { js: "import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(import.meta.url);" },
    plugins: [siteCommonJsInPlace(siteDir)],
    write: false,
    logLevel: 'silent',
  });
  for (const output of result.outputFiles) {
    let current = null;
    try {
      current = fs.readFileSync(output.path, 'utf8');
    } catch {
      // not written yet
    }
    if (current === output.text) continue;
    fs.mkdirSync(path.dirname(output.path), { recursive: true });
    const written = `${output.path}.${process.pid}.tmp`;
    fs.writeFileSync(written, output.text);
    fs.renameSync(written, output.path);
  }
}

/** The site folder this process has bundled for: one bundling serves both files. */
let bundledFor = null;

/**
 * Bundle `name` of the site's Node code, bundled again first unless this process has (a build and `gatsby develop`
 * load the code as they start).
 * @param {string} siteDir
 * @param {keyof typeof ENTRIES} name
 */
function loadBundled(siteDir, name) {
  if (bundledFor !== siteDir) {
    const run = spawnSync(process.execPath, [__filename, siteDir], { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
    if (run.status !== 0) throw new SiteCodeError(run.stderr.trim() || `the bundler of the site's Node code exited with ${run.status ?? run.signal}`);
    bundledFor = siteDir;
  }
  return require(bundledFile(siteDir, name));
}

if (require.main === module) {
  writeBundles(path.resolve(process.argv[2])).catch((failure) => {
    process.stderr.write(`${failureMessage(failure)}\n`);
    process.exit(1);
  });
}

module.exports = { loadBundled };
