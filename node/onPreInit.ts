import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../src/config/site';
import { siteConfigFile } from '../src/lib/config/configFile';
import { siteDocsVersions } from './versionsFile';
import { siteLocales } from './siteLocales';
import { validateSiteConfig } from '../src/lib/config/validate';
import { searchBackend } from '../src/lib/search/settings';
import { frontmatterSyntaxErrors } from './frontmatterSyntax';
import { installExitWatchdog } from './exitWatchdog';
import { queriesInBuildProcess } from './queryProcess';
import { failNow } from './failBuild';
import { gatsbyCommand, gatsbyState } from './gatsbyState';
import { shortenNodeChangeBatch } from './developBatching';
import { keepHighlightedBlocks } from './mdx/highlight';
import { hookOn, hookTripped, openGate } from './privateHooks/gate';
import { readImportedConfig } from './importedConfig';

/** Stops the build on a bad site configuration before any work is done. */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter, store }) => {
  // The private hooks' guards, against the installed copy, before any of them is used (node/privateHooks).
  openGate({ siteDir: gatsbyState(store).program.directory, command: gatsbyCommand(), reporter, fail: (message) => failNow(reporter, message) });
  if (gatsbyCommand() === 'build') {
    if (hookOn('exit-watchdog')) installExitWatchdog();
    if (hookOn('queries-in-build-process') && queriesInBuildProcess())
      reporter.verbose('Page queries run in the build process, not its one worker (node/queryProcess.ts)');
  }
  // A site imported from Docusaurus: its docusaurus.config.* as the build was compiled with it, and the one warning of what it does not carry over.
  await readImportedConfig(gatsbyState(store).program.directory, reporter);
  try {
    validateSiteConfig(
      siteConfig,
      siteDocsVersions().map((v) => v.name),
    );
  } catch (error) {
    failNow(reporter, `${siteConfigFile}: ${(error as Error).message}`);
  }
  try {
    siteLocales();
  } catch (error) {
    // Its messages name the file and the field (src/lib/locales.ts).
    failNow(reporter, (error as Error).message);
  }
  // The content folders are the ones node/gatsbyConfig.ts gives gatsby-source-filesystem.
  const { flattenedPlugins, program } = gatsbyState(store);
  if (gatsbyCommand() === 'develop') {
    keepHighlightedBlocks();
    const why = hookOn('develop-batching') ? shortenNodeChangeBatch(program.directory) : null;
    if (why) hookTripped('develop-batching', why);
  }
  const contentDirs = flattenedPlugins.filter((p) => p.name === 'gatsby-source-filesystem' && p.pluginOptions.path).map((p) => p.pluginOptions.path!);
  const syntax = frontmatterSyntaxErrors(contentDirs, program.directory);
  if (syntax.length > 0) failNow(reporter, syntax.join('\n'));
  try {
    const backend = searchBackend(siteConfig.search.appId, siteConfig.search.apiKey);
    reporter.info(backend === 'algolia' ? `Search: Algolia index "${siteConfig.search.indexName}"` : 'Search: embedded index (no Algolia credentials)');
    if (!process.env.ALGOLIA_ADMIN_KEY) {
      reporter.info('Algolia indexing skipped: ALGOLIA_ADMIN_KEY is not set, so no records are pushed (the embedded index is built either way).');
    } else if (backend !== 'algolia') {
      reporter.warn('Algolia indexing skipped: ALGOLIA_ADMIN_KEY is set but GATSBY_ALGOLIA_APP_ID is not.');
    }
  } catch (error) {
    // The same words the Algolia client uses: GATSBY_ALGOLIA_APP_ID and GATSBY_ALGOLIA_SEARCH_KEY go together.
    failNow(reporter, `Search settings (GATSBY_ALGOLIA_APP_ID, GATSBY_ALGOLIA_SEARCH_KEY): ${(error as Error).message}`);
  }
};
