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
// a child process of its own (this file, run as a script) that the loading process waits for; it is skipped while
// the bundles' record says no file they were made from changed (docs/architecture.md#the-sites-node-code).
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
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

/** The record of the last bundling, beside the bundles: what it was made with, and the hash of every file esbuild read. */
const INPUTS_FILE = 'inputs.json';

/** @param {string} file */
const sha256Of = (file) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * What a bundling is made with besides the site's files: this file (the options), esbuild's version and the entries.
 * @param {string} siteDir
 */
function bundlerKey(siteDir) {
  const esbuildPackage = require.resolve('esbuild/package.json', { paths: [siteDir, __dirname] });
  return [sha256Of(__filename), JSON.parse(fs.readFileSync(esbuildPackage, 'utf8')).version, JSON.stringify(ENTRIES)].join(' ');
}

/** The files besides its inputs that tell esbuild how to read them, looked for in each input's folder and above. */
const SETTINGS_FILES = ['tsconfig.json', 'jsconfig.json', 'package.json'];

/**
 * What else a bundling of `inputs` read: the settings files that apply to them (null where there is none), and the
 * names in each input's folder, where an import without an extension, or of a folder, is resolved (a new `x.tsx`
 * beside `x.ts` is taken first). Each entry's path, with its hash.
 * @param {string} siteDir
 * @param {string[]} inputs
 */
function contextOf(siteDir, inputs) {
  const folders = new Set(inputs.map((input) => path.dirname(input)));
  const settingsFolders = new Set();
  for (const folder of folders) for (let dir = folder; !settingsFolders.has(dir); dir = path.dirname(dir)) settingsFolders.add(dir);
  const context = {};
  for (const folder of [...folders].sort()) {
    const names = fs.readdirSync(path.join(siteDir, folder)).sort();
    context[`${folder}/`] = createHash('sha256').update(names.join('\n')).digest('hex');
  }
  for (const folder of [...settingsFolders].sort()) {
    for (const name of SETTINGS_FILES) {
      const file = path.join(folder, name);
      context[file] = fs.existsSync(path.join(siteDir, file)) ? sha256Of(path.join(siteDir, file)) : null;
    }
  }
  return context;
}

/**
 * The record of a bundling that started at `startedMs` and read `inputs` (esbuild's metafile, paths from the site's
 * folder), or null when one of them, a settings file or an input's folder was written since it started: the bundle
 * may hold the file as it was before.
 * @param {string} siteDir
 * @param {string[]} inputs
 * @param {number} startedMs
 */
function inputsRecord(siteDir, inputs, startedMs) {
  const hashes = {};
  for (const input of inputs) {
    const file = path.join(siteDir, input);
    if (fs.statSync(file).mtimeMs >= startedMs) return null;
    hashes[input] = sha256Of(file);
  }
  const context = contextOf(siteDir, inputs);
  for (const [entry, hash] of Object.entries(context)) {
    if (hash !== null && fs.statSync(path.join(siteDir, entry)).mtimeMs >= startedMs) return null;
  }
  return { key: bundlerKey(siteDir), inputs: hashes, context };
}

/**
 * Whether the bundles in the site's folder were made from its files as they are now, by this bundler: then a process
 * loads them without bundling again (a build's and `gatsby develop`'s processes each load the code; bundling is a
 * process of its own, hashing some 200 files is not; docs/performance.md#the-sites-node-code-bundled-by-esbuild).
 * @param {string} siteDir
 */
function bundlesCurrent(siteDir) {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(siteDir, BUNDLE_DIR, INPUTS_FILE), 'utf8'));
    if (record.key !== bundlerKey(siteDir)) return false;
    if (!Object.keys(ENTRIES).every((name) => fs.existsSync(bundledFile(siteDir, name)))) return false;
    if (!Object.entries(record.inputs).every(([input, hash]) => sha256Of(path.join(siteDir, input)) === hash)) return false;
    return JSON.stringify(contextOf(siteDir, Object.keys(record.inputs))) === JSON.stringify(record.context);
  } catch {
    // No record, or a file it names is gone.
    return false;
  }
}

/**
 * Writes `text` to `file` unless it holds it already, whole (written beside, then renamed).
 * @param {string} file
 * @param {string} text
 */
function writeIfChanged(file, text) {
  let current = null;
  try {
    current = fs.readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (current === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const written = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(written, text);
  fs.renameSync(written, file);
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
  const recordFile = path.join(siteDir, BUNDLE_DIR, INPUTS_FILE);
  // No record while the bundles change: a process that loads them meanwhile bundles for itself.
  fs.rmSync(recordFile, { force: true });
  const started = Date.now();
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
    metafile: true,
    logLevel: 'silent',
  });
  for (const output of result.outputFiles) writeIfChanged(output.path, output.text);
  const record = inputsRecord(siteDir, Object.keys(result.metafile.inputs), started);
  if (record) writeIfChanged(recordFile, JSON.stringify(record));
}

/** The site folder this process has bundled for: one bundling serves both files. */
let bundledFor = null;

/**
 * Bundle `name` of the site's Node code, bundled again first unless this process has, or the bundles were made from
 * the site's files as they are (a build and `gatsby develop` load the code as they start, and so do Gatsby's workers).
 * @param {string} siteDir
 * @param {keyof typeof ENTRIES} name
 */
function loadBundled(siteDir, name) {
  if (bundledFor !== siteDir && !bundlesCurrent(siteDir)) {
    const run = spawnSync(process.execPath, [__filename, siteDir], { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
    if (run.status !== 0) throw new SiteCodeError(run.stderr.trim() || `the bundler of the site's Node code exited with ${run.status ?? run.signal}`);
  }
  bundledFor = siteDir;
  return require(bundledFile(siteDir, name));
}

if (require.main === module) {
  writeBundles(path.resolve(process.argv[2])).catch((failure) => {
    process.stderr.write(`${failureMessage(failure)}\n`);
    process.exit(1);
  });
}

module.exports = { loadBundled, inputsRecord };
