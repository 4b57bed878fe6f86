// A build after a one-doc edit renders again only the pages the edit changed: Gatsby renders a page's HTML
// again when its page data (page-data.json), a static query it uses, or the HTML renderer changed
// (`calcDirtyHtmlFiles`, https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/commands/build-utils.ts),
// and every page when the renderer read a file or the network while rendering (node/inlinedStylesheets.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pageFiles } from './page-weight.mjs';

/** The build's webpack compilation hash, which Gatsby stitches into every page and gives the browser in app-data.json. */
const compilationHash = (publicDir) => JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data/app-data.json'), 'utf8')).webpackCompilationHash;

/** The folders of the build's embedded search indexes (those with an index's meta file), as URLs: `/search/<hash>/`. */
const searchIndexFolders = (publicDir) =>
  fs
    .readdirSync(path.join(publicDir, 'search'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(publicDir, 'search', e.name, 'meta.json')))
    .map((e) => `/search/${e.name}/`);

/** How many pages a `gatsby build`'s output says it rendered ("Building static HTML for pages - 1.2s - 3/3"). */
export function renderedPages(output) {
  if (/There are no new or changed html files to build/.test(output)) return 0;
  const done = /Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(output);
  if (!done) throw new Error('The build did not say how many pages it rendered ("Building static HTML for pages")');
  return Number(done[1]);
}

/** How many pages createPages kept as the build before made them, of how many it asked for (node/keptPages.ts); null when it kept none. */
export function keptPages(output) {
  const said = /Pages: (\d+) of (\d+) kept as the build before made them/.exec(output);
  return said ? { kept: Number(said[1]), asked: Number(said[2]) } : null;
}

/**
 * Adds a sentence to `doc`, runs `build` (the site's `gatsby build` on the cache of the build just made in
 * `siteDir`, returning its output) and puts `doc` back. Resolves to what went wrong, or null: pages must show
 * the sentence, and the build must have created and rendered those pages and no others; the docs PDF those pages
 * link must show it too, with the edited doc's unit alone printed again (node/sitePdfs.ts prints it early).
 */
export async function checkRebuild(siteDir, doc, build) {
  const publicDir = path.join(siteDir, 'public');
  const original = fs.readFileSync(doc, 'utf8');
  const compilationHashBefore = compilationHash(publicDir);
  const sentence = `A sentence added to check a rebuild ${Date.now().toString(36)}.`;
  fs.writeFileSync(doc, `${original}\n${sentence}\n`);
  const started = Date.now();
  let output;
  try {
    output = build();
  } finally {
    fs.writeFileSync(doc, original);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const pages = pageFiles(publicDir);
  const name = (file) => `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join('/')}`;
  const showing = pages.filter((file) => fs.readFileSync(file, 'utf8').includes(sentence)).map(name);
  const edited = path.relative(siteDir, doc);
  if (showing.length === 0) return `after an edit of ${edited}, no page shows it`;
  const rendered = renderedPages(output);
  if (rendered !== showing.length)
    return `after an edit of ${edited}, the build rendered ${rendered} pages again, where ${showing.length} of the site's ${pages.length} show the edit (${showing.join(', ')})`;
  // Gatsby deletes the nodes no plugin touched while sourcing: the pages' nodes are left to their owner (keepPageNodes in node/keptPages.ts), and an edit removes none.
  const staleNodes = Number(/Clean up stale nodes - [\d.]+s - (\d+)\//.exec(output)?.[1] ?? 0);
  if (staleNodes > 0)
    return `after an edit of ${edited}, Gatsby deleted ${staleNodes} nodes as stale, where the edit removed none (the pages' nodes are to be kept)`;
  // The same code bundles alike from a cold cache and a warm one: a new hash makes Gatsby restitch and
  // rewrite every page, and open tabs reload on their next navigation (node/onCreateWebpackConfig.ts).
  const compilationHashAfter = compilationHash(publicDir);
  if (compilationHashAfter !== compilationHashBefore)
    return `after an edit of ${edited}, webpack's compilation hash changed (${compilationHashBefore} → ${compilationHashAfter}) where no code did: every page was stitched and written again`;
  // The edit changed the search index and so its folder's name: the build before's index must not stay in the build (node/search/indexFolder.ts).
  const indexes = searchIndexFolders(publicDir);
  const named = JSON.parse(fs.readFileSync(path.join(publicDir, 'search/current.json'), 'utf8')).folder;
  if (indexes.length !== 1 || indexes[0] !== named)
    return `after an edit of ${edited}, the build holds the search index${indexes.length === 1 ? '' : 'es'} ${indexes.join(', ')}, where its pages name ${named} alone`;
  const pdfs = [...new Set(showing.flatMap((route) => linkedPdfs(path.join(publicDir, route, 'index.html'))))];
  for (const pdf of pdfs) {
    const file = path.join(publicDir, pdf);
    if (!fs.existsSync(file)) return `after an edit of ${edited}, its page links the docs PDF ${pdf}, which the build does not have`;
    if (!(await pdfText(file)).includes(squeezed(sentence))) return `after an edit of ${edited}, the docs PDF ${pdf} does not show the edit`;
  }
  const units = /\((\d+) of (\d+) units printed\)/.exec(output);
  if (pdfs.length > 0 && units?.[1] !== '1')
    return `after an edit of ${edited}, the docs PDF was printed with ${units ? `${units[1]} of ${units[2]} units` : 'no report of its units'}, where the edit changed one`;
  const kept = keptPages(output);
  if (!kept || kept.asked - kept.kept !== showing.length)
    return `after an edit of ${edited}, createPages created ${kept ? kept.asked - kept.kept : 'all its'} pages again, where ${showing.length} show the edit (${showing.join(', ')}): the others were to be kept as the build before made them`;
  console.log(
    `✓ a build after an edit of ${edited} (${seconds} s) created and rendered only the ${rendered} of ${pages.length} pages that show it (${kept.kept} kept): ${showing.join(', ')}${pdfs.length > 0 ? `; ${pdfs.join(', ')} shows it` : ''}`,
  );
  return null;
}

/** The docs PDFs a built page links (src/components/PageMenu/index.tsx), by their path in the build. */
const linkedPdfs = (htmlFile) => [...fs.readFileSync(htmlFile, 'utf8').matchAll(/<a class="page-menu-pdf" href="\/([^"]+)"/g)].map((m) => m[1]);

/** Text as a viewer's search compares it, whatever the lines and spaces. */
const squeezed = (text) => text.replace(/\s+/g, '');

/** The text of every page of the PDF `file`, squeezed, read with pdf.js as a reader's viewer reads it. */
async function pdfText(file) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 });
  const doc = await loading.promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) text += (await (await doc.getPage(n)).getTextContent()).items.map((item) => item.str ?? '').join('');
  await loading.destroy();
  return squeezed(text);
}

/** The files a doc's page has in a build: its HTML, its `.html` copy, its Markdown twin and its page data. */
function routeFiles(route) {
  const name = route.replace(/^\/|\/$/g, '');
  return [`${name}/index.html`, `${name}.html`, `${name}.md`, `page-data/${name}/page-data.json`];
}

/**
 * Deletes `doc`, whose page is at `route`, runs `build` on the cache of the build before and puts `doc` back.
 * Returns what went wrong, or null: every file of the page the build before wrote must be gone, as a reader
 * who follows an old link must not find a page the author deleted.
 */
export function checkDeletion(siteDir, doc, route, build) {
  const publicDir = path.join(siteDir, 'public');
  const before = routeFiles(route).filter((file) => fs.existsSync(path.join(publicDir, file)));
  const deleted = path.relative(siteDir, doc);
  if (before.length === 0) return `the build before has no file of ${route}, the page of ${deleted}`;
  const original = fs.readFileSync(doc, 'utf8');
  fs.rmSync(doc);
  try {
    build();
  } finally {
    fs.writeFileSync(doc, original);
  }
  const left = before.filter((file) => fs.existsSync(path.join(publicDir, file)));
  if (left.length > 0) return `after ${deleted} was deleted, the build kept ${left.map((file) => `/${file}`).join(', ')}`;
  console.log(`✓ a build after ${deleted} was deleted removed its page's ${before.map((file) => `/${file}`).join(', ')}`);
  return null;
}
