#!/usr/bin/env node
// Builds a site other than this one from this code, as its author would after
// following docs/importing-docusaurus.md: a copy of the site's code
// (no content), the fixture's docs/, blog/ and static/ in content/ and static/
// (with its released docs versions: versions.json, versioned_docs/, versioned_sidebars/, and its translations: i18n/),
// its docusaurus.config.* beside package.json as it is (or, for a fixture whose config was carried over by hand,
// its site.ts as src/config/site.ts), its sidebars file, src/theme and src/components, and its own packages
// installed in node_modules; then scripts/prebuild.mjs, as `npm run build` runs it (it writes the config into
// src/config/fromDocusaurus.ts), a type check of the config and the fixture's components, and `gatsby build`.
// The build's public/ goes to <out>.
//   node scripts/build-fixture-site.mjs tests/fixtures/docusaurus-site .e2e/public-docusaurus [--rebuild-after-edit <doc>] [--rebuild-after-delete <doc> <route>]
// With --rebuild-after-edit (a file under the fixture's docs/), a sentence is added to that doc and the site
// built again on its cache: the doc's page must show it, and no page that does not show it may be rendered
// again (scripts/lib/rebuildCheck.mjs). With --rebuild-after-delete (a doc and its route), the doc is deleted and the
// site built again: every file of its page must be gone. <out> holds the cold build, which the tests read.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bin } from './lib/bin.mjs';
import { checkDeletion, checkRebuild } from './lib/rebuildCheck.mjs';
import { copySite } from './lib/siteCopy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [fixtureArg, outArg, ...options] = process.argv.slice(2);
const option = (name, count) => (options.includes(name) ? options.slice(options.indexOf(name) + 1, options.indexOf(name) + 1 + count) : []);
const [editedDoc] = option('--rebuild-after-edit', 1);
const [deletedDoc, deletedRoute] = option('--rebuild-after-delete', 2);
const known = options.filter((o) => o.startsWith('--')).every((o) => o === '--rebuild-after-edit' || o === '--rebuild-after-delete');
if (
  !fixtureArg ||
  !outArg ||
  !known ||
  (options.includes('--rebuild-after-edit') && !editedDoc) ||
  (options.includes('--rebuild-after-delete') && !deletedRoute)
) {
  console.error(
    'usage: node scripts/build-fixture-site.mjs <fixture folder> <output folder> [--rebuild-after-edit <doc under docs/>] [--rebuild-after-delete <doc under docs/> <its route>]',
  );
  process.exit(2);
}
const fixture = path.resolve(fixtureArg);
const out = path.resolve(outArg);
// The site's code, without its content, with node_modules linked to the checkout's (scripts/lib/siteCopy.mjs).
const site = copySite(root, `fixture-site-${path.basename(fixture)}`);
const copy = (from, to) => fs.cpSync(from, to, { recursive: true });

// The Docusaurus site's files where docs/importing-docusaurus.md puts them.
copy(path.join(fixture, 'docs'), path.join(site, 'content/docs'));
// A site may have no blog.
if (fs.existsSync(path.join(fixture, 'blog'))) copy(path.join(fixture, 'blog'), path.join(site, 'content/blog'));
copy(path.join(fixture, 'static'), path.join(site, 'static'));
// Released docs versions (Docusaurus's docs:version) and translations (i18n/), beside the docs as in a Docusaurus site.
for (const name of ['versions.json', 'versioned_docs', 'versioned_sidebars', 'i18n']) {
  if (fs.existsSync(path.join(fixture, name))) copy(path.join(fixture, name), path.join(site, 'content', name));
}
const configFiles = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`).filter((name) => fs.existsSync(path.join(fixture, name)));
for (const name of configFiles) copy(path.join(fixture, name), path.join(site, name));
if (configFiles.length === 0) copy(path.join(fixture, 'site.ts'), path.join(site, 'src/config/site.ts'));
for (const name of ['sidebars.js', 'sidebars.ts', 'sidebars.json']) {
  if (fs.existsSync(path.join(fixture, name))) copy(path.join(fixture, name), path.join(site, name));
}
if (fs.existsSync(path.join(fixture, 'src'))) copy(path.join(fixture, 'src'), path.join(site, 'src'));
// The fixture's own packages, installed in node_modules as npm installs a local folder.
const modules = path.join(site, 'node_modules');
const packages = path.join(fixture, 'packages');
for (const name of fs.existsSync(packages) ? fs.readdirSync(packages) : []) {
  const { name: packageName } = JSON.parse(fs.readFileSync(path.join(packages, name, 'package.json'), 'utf8'));
  const target = path.join(modules, packageName);
  // A scope linked from the checkout becomes a folder of links, so the copy never writes into the checkout.
  const scope = path.dirname(target);
  if (scope !== modules && fs.existsSync(scope) && fs.lstatSync(scope).isSymbolicLink()) {
    const linkedTo = fs.realpathSync(scope);
    fs.rmSync(scope);
    fs.mkdirSync(scope);
    for (const entry of fs.readdirSync(linkedTo)) fs.symlinkSync(path.join(linkedTo, entry), path.join(scope, entry));
  }
  // The fixture's version wins over the checkout's, as `npm install` of it would.
  fs.rmSync(target, { recursive: true, force: true });
  copy(path.join(packages, name), target);
}

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
for (const name of Object.keys(env)) if (/^(GATSBY_(TEST|ALGOLIA)|E2E_)/.test(name)) delete env[name];
const run = (label, command, args) => {
  console.log(`▶ ${label}: ${command} ${args.join(' ')} (in ${site})`);
  const result = spawnSync(command, args, { cwd: site, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${label} of ${path.relative(root, fixture)} failed (exit ${result.status})`);
    process.exit(1);
  }
};
// As `npm run build`: its prebuild step writes the Docusaurus config into src/config/fromDocusaurus.ts.
run('prebuild', process.execPath, ['scripts/prebuild.mjs']);
// The config is TypeScript as the author edits it, or as the prebuild step wrote it, and the fixture's components are
// TypeScript: checked as the site's own are, with what they import. The rest of the copy is this checkout's code, which
// its own type check covers, and it sees the config only through its declared type (src/lib/config/types.ts).
const fixtureSrc = path.join(fixture, 'src');
const fixtureFiles = fs.existsSync(fixtureSrc) ? fs.readdirSync(fixtureSrc, { recursive: true, encoding: 'utf8' }) : [];
const checked = ['src/**/*.d.ts', 'src/config', ...fixtureFiles.filter((file) => /\.tsx?$/.test(file)).map((file) => `src/${file.split(path.sep).join('/')}`)];
fs.writeFileSync(path.join(site, 'tsconfig.fixture.json'), JSON.stringify({ extends: './tsconfig.json', include: checked }, null, 2));
run('type check', bin(site, 'tsc'), ['--noEmit', '--project', 'tsconfig.fixture.json']);
run('build', bin(site, 'gatsby'), ['build']);
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.dirname(out), { recursive: true });
// The tests read the cold build; with an edit to check, a copy of it, for the build after the edit needs its public/.
if (editedDoc || deletedDoc) fs.cpSync(path.join(site, 'public'), out, { recursive: true });
else fs.renameSync(path.join(site, 'public'), out);
/** The site built again on its cache, after `what`; its output. */
const buildAgain = (what) => () => {
  console.log(`▶ build after ${what}: gatsby build (in ${site})`);
  // Run as a CI would run it next: in an environment that differs from the first build's in a variable
  // no page reads (a run's id), which must not make Gatsby render every page again (node/webpack/rendererEnv.ts).
  const result = spawnSync(bin(site, 'gatsby'), ['build'], { cwd: site, env: { ...env, SITE_CHECK_RUN_ID: String(Date.now()) }, encoding: 'utf8' });
  process.stdout.write(result.stdout + result.stderr);
  if (result.status !== 0) {
    console.error(`✖ the build after ${what} failed (exit ${result.status})`);
    process.exit(1);
  }
  return result.stdout + result.stderr;
};
// One after the other: each puts its doc back before the next build.
const failures = [
  editedDoc && (await checkRebuild(site, path.join(site, 'content/docs', editedDoc), buildAgain(`an edit of ${editedDoc}`))),
  deletedDoc && checkDeletion(site, path.join(site, 'content/docs', deletedDoc), deletedRoute, buildAgain(`${deletedDoc} was deleted`)),
].filter(Boolean);
for (const failure of failures) console.error(`✖ ${failure}`);
if (failures.length > 0) process.exit(1);
console.log(`✓ ${path.relative(root, fixture)} built into ${path.relative(root, out)}`);
