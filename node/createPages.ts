import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { findDuplicateRoutes } from '../src/lib/links';
import { sidebarsKey, writePageAssets } from './assets';
import { keepInlinedStylesheets } from './inlinedStylesheets';
import { createBlogPages } from './pages/blog';
import { createDocPages } from './pages/docs';
import { createHomePage } from './pages/home';
import { offerImages } from './developImages';
import { loadSiteFrom } from './site';
import { SITE_SUMMARY_CACHE_KEY, summarize } from './siteSummary';
import { failBuild } from './failBuild';
import { gatsbyCommand, gatsbyState } from './gatsbyState';
import { cardsOf, drawCards } from './socialCards';
import { writeSiteImages } from './siteImages';
import { startSitePdfsEarly } from './sitePdfs';
import { refreshRenderDependencies } from './renderDependencies';
import { keepablePagesCreator, keepingUnchangedPages } from './keptPages';
import { limitHeapGrowthNow } from './heapGrowth';
import { hookOn } from './privateHooks/gate';
import { untilMdxNodesCaughtUp } from './mdxNodesCaughtUp';
import { frontmatterSyntaxErrorOf } from './frontmatterSyntax';

/** A page template's file (src/templates/). */
const templateIn = (siteDir: string) => (name: string) => path.join(siteDir, 'src/templates', `${name}.tsx`);

/**
 * Builds the site model once (rendering each file, from the cache where it
 * can) and creates every page from it. A file that does not render fails the
 * build with its file and line; under `gatsby develop` it is reported and
 * left out until fixed.
 */
export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter, store, cache, getNodesByType }) => {
  // From here on the site's renderings, pages and bundles fill the heap; sourcing, before, allocates fast and keeps little.
  // A large heap's growth is limited from here (node/heapGrowth.ts).
  if (gatsbyCommand() === 'build' && hookOn('heap-growth')) limitHeapGrowthNow();
  const siteDir = gatsbyState(store).program.directory;
  // Under develop, a file added or changed while the site runs may still be on its way to its Mdx node (node/mdxNodesCaughtUp.ts).
  if (gatsbyCommand() === 'develop') {
    await untilMdxNodesCaughtUp(() => getNodesByType('File'), {
      whyNoMdx: (file) => frontmatterSyntaxErrorOf(String(file.absolutePath), siteDir),
      warn: (message) => void reporter.warn(message),
    });
  }
  let site;
  try {
    site = await loadSiteFrom(getNodesByType);
  } catch (error) {
    failBuild(reporter, (error as Error).message);
    return;
  }
  // One report for every page that fails: a production build stops at its first panic, and the
  // author should see all of them at once (under develop, the others still build).
  if (site.errors.length > 0) {
    const messages = [...site.errors].map((e) => e.message).sort();
    failBuild(reporter, `${messages.length} content file${messages.length === 1 ? '' : 's'} cannot be built:\n${messages.join('\n')}`);
  }
  for (const warning of site.warnings) reporter.warn(warning);
  // For query workers, whose static queries answer from it rather than build the site again (node/schema.ts).
  await cache.set(SITE_SUMMARY_CACHE_KEY, summarize(site));

  const { pages, flattenedPlugins } = gatsbyState(store);
  const template = templateIn(siteDir);
  const assets = await writePageAssets(
    Object.fromEntries(site.locales.flatMap((l) => l.model.versions.map((v) => [sidebarsKey(l.locale, v.version.name), v.sidebars]))),
    new Map(site.locales.flatMap((l) => [...l.rendered])),
    siteDir,
  );
  keepInlinedStylesheets(assets.inlined);
  // Under develop each variant is made when the browser first asks for it (node/developImages.ts); a build
  // encodes them while it goes on, and onPostBuild waits for them (node/siteImages.ts).
  if (gatsbyCommand() === 'develop') offerImages([...site.rendered.values()].flatMap((r) => r.images));
  else void writeSiteImages(site, siteDir);
  let routes;
  try {
    // Each doc's and post's social card: its page names it; drawCards, below and in onPostBuild, draws it (node/socialCards.ts).
    const cards = cardsOf(site, siteDir);
    // Under `gatsby build`, a worker thread draws the cards from here on: creating the pages keeps one core
    // busy, and the cards take the other. onPostBuild waits for them; `gatsby develop` draws none.
    if (gatsbyCommand() === 'build') void drawCards(site, siteDir);
    const keeping = keepingUnchangedPages(actions.createPage, pages, keepablePagesCreator(flattenedPlugins));
    // Every locale has every page (src/lib/translations.ts).
    routes = site.locales.flatMap((localeSite) => {
      // A locale's pages carry its translations of the theme's words, which the page frame hands to translate() (src/i18n/translate.ts).
      const { themeMessages } = localeSite;
      const createPage: typeof actions.createPage = themeMessages
        ? (page) => keeping.createPage({ ...page, context: { ...page.context, themeMessages } })
        : keeping.createPage;
      return [
        ...createHomePage(localeSite, createPage, template),
        ...createDocPages(localeSite, assets, createPage, template, cards),
        ...createBlogPages(localeSite, assets, createPage, template, cards),
      ];
    });
    if (keeping.kept() > 0) reporter.info(`Pages: ${keeping.kept()} of ${routes.length} kept as the build before made them (node/keptPages.ts)`);
  } catch (error) {
    failBuild(reporter, (error as Error).message);
    return;
  }
  for (const dup of findDuplicateRoutes(routes)) {
    reporter.warn(`Duplicate route ${dup.path}, created by: ${dup.sources.join(', ')}. The last one wins.`);
  }
  // A rebuild's docs PDF prints from here, while Gatsby bundles and renders (node/sitePdfs.ts); onPostBuild waits for it.
  if (gatsbyCommand() === 'build' && site.errors.length === 0) startSitePdfsEarly(site, siteDir).catch(() => undefined);
  // Under develop, the files these pages were rendered from are watched (none before the dev server starts).
  if (gatsbyCommand() !== 'build') void refreshRenderDependencies();
};
