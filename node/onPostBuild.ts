import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteHasBlog } from '../src/lib/blogPresence';
import { INDEX_ENTRY_URL } from '../src/lib/search/indexFormat';
import { cardsOf, drawCards } from './socialCards';
import { docsPdfWanted } from './docsPdf';
import { writeSitePdfs } from './sitePdfs';
import { writeSiteImages } from './siteImages';
import { writeAgentFiles } from './twins';
import { writeChangedFiles } from './writeChangedFiles';
import { writeIndexFolder } from './search/indexFolder';
import { siteConfig } from '../src/config/site';
import type { BrokenLinkReaction } from '../src/lib/config/types';
import { brokenLinkReactionsOf } from '../src/lib/config/defaults';
import { buildAtom, buildRss, type FeedOptions } from '../src/lib/feeds';
import { secretValues } from '../src/lib/secrets';
import { checkLinks, formatLinkProblems, type BuiltPage } from '../src/lib/links';
import { SEARCH_SYNONYMS } from '../src/config/searchSynonyms';
import { pushSynonyms } from './algoliaSynonyms';
import { lastBuiltSite, loadSiteFrom, type Site } from './site';
import { searchIndexEntry } from './search/siteIndex';
import { pageFilesOf, writeHostFiles, writePageCopies } from './hosting';
import { scanBuiltFiles, type ScannedFile } from './builtFiles';
import { pageCopies } from '../src/lib/hosting/pageFiles';
import { failBuild, reportingSiteFileErrors } from './failBuild';
import { writeOffline, type OfflineSummary } from './offline';
import { gatsbyState } from './gatsbyState';
import { basePrefix } from '../src/lib/routes';

type Reporter = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]['reporter'];

/**
 * Writes the search index and the blog feeds from the site model, gives each
 * page its script policy, checks every link of the built site, then writes
 * what static hosts need (node/hosting.ts).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store, getNodesByType, cache }) => {
  const { program, pages: createdPages } = gatsbyState(store);
  const publicDir = path.join(program.directory, 'public');
  const routes = [...createdPages.keys()];
  // onPostBuild runs only in `gatsby build`, whose content is the one createPages built.
  const site = await (lastBuiltSite() ?? loadSiteFrom(getNodesByType));
  await writeSiteFiles(site, program.directory, reporter);
  // The scan reads the built files while the cards' thread finishes: cards are images, which it does not read,
  // and each card's file is added to the files links may point to below. A cold 10,000-doc build waited
  // 10.6 s for the cards before its scan began (docs/performance.md#figures-behind-the-code).
  const cards = waitForCards(site, program.directory, reporter);
  // Awaited after the scan; should the scan fail first, the build fails with the scan's error alone.
  cards.catch(() => undefined);
  // Chromium prints the PDFs beside the scan, as the cards draw: it reads no text file of the build but its images.
  const pdfs = writeDocsPdf(site, program.directory, reporter);
  pdfs.catch(() => undefined);

  const pageFiles = pageFilesOf(routes);
  const copies = pageCopies(routes);
  // No secret of the build's environment may be in a file readers can fetch (src/lib/secrets.ts).
  const scan = await scanBuiltFiles(publicDir, pageFiles, new Set(copies.map((c) => c.to)), cache, secretValues(process.env));
  const cardFiles = await cards;
  const pdfFiles = await pdfs;
  const scanned = scan.files;
  const pages = scanned.flatMap((s) => (s.page ? [s.page] : []));
  const otherFiles = new Set([...scanned.flatMap((s) => (!s.page && s.rel ? [s.rel] : [])), ...cardFiles, ...pdfFiles]);
  if (
    !checkBuiltSite(
      scanned.flatMap((s) => s.leaks),
      pages,
      otherFiles,
      reporter,
    )
  ) {
    // The build after the fix reads only what changed.
    await scan.keep([]);
    return;
  }

  await scan.keep(writePageCopies(publicDir, copies));
  const warning = await writeHostFiles(publicDir, [...otherFiles]);
  if (warning) reporter.warn(warning);
  reporter.info(`Hosting: ${pageFiles.size} pages with their script policy, ${copies.length} copied to <route>.html, _headers and .nojekyll written`);
};

/** The files derived from the site model: the content's images, the search index, the feeds and the agents' files (and Algolia's synonyms); the social cards come after. */
async function writeSiteFiles(site: Site, siteDir: string, reporter: Reporter): Promise<void> {
  const publicDir = path.join(siteDir, 'public');
  let started = Date.now();
  const images = await writeSiteImages(site, siteDir);
  if (images.images > 0)
    reporter.info(
      `Images: ${images.images} in content, ${images.encoded} variant files encoded (the rest from the cache), in ${images.seconds.toFixed(1)} s (${((Date.now() - started) / 1000).toFixed(1)} s of it after the pages were built)`,
    );
  await writeSearchIndex(site, publicDir);
  started = Date.now();
  const offline = await reportingSiteFileErrors(reporter, () => writeOffline(site, siteDir));
  reporter.info(offlineReport(offline, (Date.now() - started) / 1000));
  await writeFeeds(site, publicDir);
  started = Date.now();
  const agentFiles = writeAgentFiles(site, publicDir, path.join(siteDir, '.cache'));
  reporter.info(
    `Markdown twins: ${agentFiles.twins} pages, llms.txt and llms-full.txt, ${agentFiles.written} files written (the others unchanged)${agentFiles.removed ? `, ${agentFiles.removed} of pages gone removed` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // Where the build pushes records to Algolia (node/gatsbyConfig.ts), it pushes the synonyms too.
  if (process.env.ALGOLIA_ADMIN_KEY && siteConfig.search.appId) {
    await pushSynonyms(siteConfig.search.appId, process.env.ALGOLIA_ADMIN_KEY, siteConfig.search.indexName, SEARCH_SYNONYMS);
    reporter.info(`Algolia: ${SEARCH_SYNONYMS.length} synonym groups saved to ${siteConfig.search.indexName}`);
  }
}

/** Waits for the social cards (drawn since createPages, node/socialCards.ts) and reports them; resolves to their files' paths from the site's root. */
async function waitForCards(site: Site, siteDir: string, reporter: Reporter): Promise<string[]> {
  const started = Date.now();
  const cards = await drawCards(site, siteDir);
  const waited = (Date.now() - started) / 1000;
  reporter.info(
    `Social cards: ${cards.drawn} drawn, ${cards.fromCache} from the cache, in ${cards.seconds.toFixed(1)} s (${waited.toFixed(1)} s of it after the pages were built)`,
  );
  return [...cardsOf(site, siteDir).values()].map((card) => card.file);
}

/** The build log's line on the service worker: what it precaches, and what it saves of each version in the background. */
function offlineReport(offline: OfflineSummary, seconds: number): string {
  if (!offline.enabled) return 'Offline: off; /sw.js removes the worker an earlier build installed';
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const lists = offline.lists.map((l) => `${l.prefix} ${l.files} files, ${mb(l.bytes)}`).join('; ');
  const over = offline.overBudget.map((l) => `${l.prefix} ${mb(l.bytes)}`).join('; ');
  return `Offline: /sw.js precaches ${offline.precached} files and saves in the background ${lists || 'nothing'}${over ? ` (over the budget, not saved: ${over})` : ''}, in ${seconds.toFixed(1)} s`;
}

/** Writes the docs PDFs (node/docsPdf.ts) and reports them; resolves to their routes, which links may point to. */
async function writeDocsPdf(site: Site, siteDir: string, reporter: Reporter): Promise<string[]> {
  const wanted = docsPdfWanted();
  if (wanted.why) reporter.warn(wanted.why);
  // Off, none is printed, and the PDFs of the build before are removed. A rebuild's may have started in createPages (node/sitePdfs.ts).
  const report = await writeSitePdfs(site, siteDir);
  if (!wanted.on) return [];
  const files = report.files.map((f) => `${f.route} (${f.docs} docs, ${(f.bytes / 1e6).toFixed(1)} MB${f.printed ? '' : ', from the cache'})`);
  reporter.info(
    `Docs PDF: ${files.join(', ')}; ${report.printed} joined (${report.unitsPrinted} of ${report.units} units printed), ${report.fromCache} from the cache, in ${report.seconds.toFixed(1)} s`,
  );
  return report.files.map((f) => f.route);
}

/** Fails the build on a published secret or a broken link; warns of a missing anchor. True when the site may be published. */
function checkBuiltSite(leaks: ScannedFile['leaks'], pages: BuiltPage[], otherFiles: ReadonlySet<string>, reporter: Reporter): boolean {
  if (leaks.length > 0) {
    failBuild(
      reporter,
      `Secrets in the built site: the value of ${leaks.map((l) => `${l.name} is in ${l.file}`).join('; ')}. Variables named like a key, token, secret or password must never reach a page; remove what prints it (an MDX expression, a GATSBY_ variable, which Gatsby puts in the browser code).`,
    );
    return false;
  }
  const report = checkLinks(pages, otherFiles);
  if (report.missingAnchors.length > 0) {
    const message = `Links to anchors that do not exist (${report.missingAnchors.length}):\n${formatLinkProblems(report.missingAnchors)}`;
    if (!reportLinks(brokenLinkReactionsOf(siteConfig).anchors, message, reporter)) return false;
  }
  if (report.broken.length > 0) {
    const message = `Broken links: ${report.broken.length} link${report.broken.length === 1 ? '' : 's'} to pages that do not exist:\n${formatLinkProblems(report.broken)}`;
    if (!reportLinks(brokenLinkReactionsOf(siteConfig).links, message, reporter)) return false;
    return true;
  }
  reporter.info(`Link check: ${pages.length} pages, every internal link resolves`);
  return true;
}

/** Reports broken links as the config says (Docusaurus's `onBrokenLinks`); false when the build is to fail. */
function reportLinks(reaction: BrokenLinkReaction, message: string, reporter: Reporter): boolean {
  if (reaction === 'throw') {
    failBuild(reporter, message);
    return false;
  }
  if (reaction === 'warn') reporter.warn(message);
  else if (reaction === 'log') reporter.info(message);
  return true;
}

/**
 * The embedded index, in a content-hashed folder (so its files can be cached for good), and its entry at
 * the one URL the pages name, which names the folder (src/lib/search/indexFormat.ts).
 */
async function writeSearchIndex(site: Site, publicDir: string): Promise<void> {
  const index = await site.index();
  writeIndexFolder(publicDir, index);
  writeChangedFiles(publicDir, [[INDEX_ENTRY_URL, searchIndexEntry(index)]]);
}

async function writeFeeds(site: Site, publicDir: string): Promise<void> {
  if (!siteHasBlog()) return;
  const { url, blog } = siteConfig;
  const posts = site.model.listedPosts.slice(0, 20);
  const feedUrl = (name: string) => `${url}${basePrefix(blog.routeBasePath)}/${name}`;
  const options: FeedOptions = {
    title: `${siteConfig.title} · ${blog.title}`,
    description: blog.description,
    siteUrl: `${url}${blog.routeBasePath}`,
    rssUrl: feedUrl('rss.xml'),
    atomUrl: feedUrl('atom.xml'),
    language: siteConfig.i18n.defaultLocale,
    author: siteConfig.author,
    copyright: siteConfig.footer.copyright,
    items: posts.map((p) => ({
      ...p,
      url: `${url}${p.path}`,
      html: absolutiseLinks(site.rendered.get(p.nodeId)?.html ?? '', url),
      tags: p.tags.map((tag) => site.model.tagInfo.get(tag)?.label ?? tag),
      authors: p.authors.map((a) => ({ name: a.name, url: a.url })),
    })),
  };
  const dir = path.join(publicDir, blog.routeBasePath.replace(/^\//, ''));
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'rss.xml'), buildRss(options));
  await fs.writeFile(path.join(dir, 'atom.xml'), buildAtom(options));
}

/** Feed readers show content away from the site: site-relative links must carry the origin. */
function absolutiseLinks(html: string, origin: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}
