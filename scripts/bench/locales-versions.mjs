#!/usr/bin/env node
// What two locales and three docs versions cost per page to build. The Docusaurus fixture site
// (tests/fixtures/versioned-site) is built with generated docs added, two ways: as a site of one
// locale and one version (its versions and translations left out), and as it is, every generated doc
// in each of its three versions and translated into Arabic in each (six pages per doc). Each way is
// built at two sizes with the same number of pages between them, so the fixed cost of a build
// (bootstrap, webpack) cancels out: the marginal milliseconds per page are what the issue's "build
// time per page within 10%" compares. Builds run one after another (scripts/build-fixture-site.mjs).
//   node scripts/bench/locales-versions.mjs [--pages 1200]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureCommand } from './measure.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/versioned-site');
const args = process.argv.slice(2);
const PAGES = args.includes('--pages') ? Number(args[args.indexOf('--pages') + 1]) : 1200;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-locales-'));

const WORDS = 'signal trace metric probe sample window alert route queue shard replica latency budget exporter agent plugin'.split(' ');
/** A generated doc: headings for the table of contents, paragraphs, a list and a code block, as the site's docs have. */
function doc(n, title) {
  const words = (k, from) => Array.from({ length: k }, (_, i) => WORDS[(n * 7 + from + i * 3) % WORDS.length]).join(' ');
  return [
    '---',
    `title: ${title} ${n}`,
    `sidebar_position: ${n + 10}`,
    '---',
    '',
    `${words(40, 1)}.`,
    '',
    `## ${words(3, 2)}`,
    '',
    `${words(60, 3)}.`,
    '',
    `- ${words(6, 4)}`,
    `- ${words(6, 5)}`,
    '',
    '```js',
    `beacon.use(${WORDS[n % WORDS.length]}({ window: ${n} }));`,
    '```',
    '',
    `### ${words(2, 6)}`,
    '',
    `${words(50, 7)}.`,
    '',
  ].join('\n');
}

/** `docs` generated docs in sections of 50 (a sidebar category each), so that every page's sidebar is about the same size. */
function write(dir, docs, title) {
  for (let n = 0; n < docs; n++) {
    const section = path.join(dir, `section-${Math.floor(n / 50)}`);
    fs.mkdirSync(section, { recursive: true });
    fs.writeFileSync(path.join(section, `page-${n}.md`), doc(n, title));
  }
}

/** The fixture with `docs` generated docs: of one locale and one version, or as it is (`several`). */
function makeFixture(name, docs, several) {
  const dir = path.join(work, name);
  fs.cpSync(fixture, dir, { recursive: true });
  if (several) {
    write(path.join(dir, 'docs/generated'), docs, 'Generated');
    for (const v of ['2.0', '1.0']) write(path.join(dir, `versioned_docs/version-${v}/generated`), docs, 'Generated');
    for (const v of ['current', 'version-2.0', 'version-1.0']) write(path.join(dir, `i18n/ar/docusaurus-plugin-content-docs/${v}/generated`), docs, 'مولّد');
  } else {
    for (const name of ['versions.json', 'versioned_docs', 'versioned_sidebars', 'i18n']) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    const config = path.join(dir, 'site.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("locales: ['en', 'ar']", "locales: ['en']"));
    write(path.join(dir, 'docs/generated'), docs, 'Generated');
  }
  return dir;
}

async function build(name, docs, several) {
  const dir = makeFixture(name, docs, several);
  const out = path.join(work, `public-${name}`);
  const run = await measureCommand('node', ['scripts/build-fixture-site.mjs', dir, out], { cwd: root });
  // The copy the build was made in (scripts/build-fixture-site.mjs), with its cache.
  fs.rmSync(path.join(os.tmpdir(), `fixture-site-${name}`), { recursive: true, force: true });
  if (!run.ok) throw new Error(`${name} failed:\n${run.output.slice(-3000)}`);
  const pages = fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('index.html')).length;
  console.log(`${name}: ${pages} pages in ${run.seconds.toFixed(1)} s, peak ${run.peakMB} MB`);
  return { pages, seconds: run.seconds };
}

const marginal = (small, large) => ((large.seconds - small.seconds) * 1000) / (large.pages - small.pages);
try {
  // Six pages per generated doc with two locales and three versions, one without.
  const oneSmall = await build('one-small', 50 * 6, false);
  const oneLarge = await build('one-large', (50 + PAGES / 6) * 6, false);
  const severalSmall = await build('several-small', 50, true);
  const severalLarge = await build('several-large', 50 + PAGES / 6, true);
  const one = marginal(oneSmall, oneLarge);
  const several = marginal(severalSmall, severalLarge);
  console.log(
    JSON.stringify(
      {
        msPerPage: { oneLocaleOneVersion: Number(one.toFixed(1)), twoLocalesThreeVersions: Number(several.toFixed(1)) },
        ratio: Number((several / one).toFixed(3)),
      },
      null,
      2,
    ),
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
