/**
 * The config of a site imported from Docusaurus, when the build starts (onPreInit): its
 * docusaurus.config.* loaded again, to check that src/config/fromDocusaurus.ts, with which the
 * build's code was compiled, is the config as it is now; to name in one warning what the site does
 * not carry over; and to keep the functions it gives (`editUrl`), which that file cannot hold.
 */
import type { Reporter } from 'gatsby';
import { bundledLanguages } from 'shiki';
import { fromDocusaurus } from '../src/config/fromDocusaurus';
import { siteConfig } from '../src/config/site';
import type { DocsConfig } from '../src/lib/config/types';
import { DocusaurusConfigFileError, findDocusaurusConfig, importDocusaurusConfig, staleFromDocusaurus } from './docusaurusConfig';
import { failNow } from './failBuild';

let editUrl: DocsConfig['editUrl'] | undefined;

/** The docs' `editUrl`: the imported config's function where it gives one, else the site config's. */
export const docsEditUrl = (): DocsConfig['editUrl'] => editUrl ?? siteConfig.docs.editUrl;

/** Loads and checks the imported config, if the site has one; stops the command on an error of it, or when the compiled one is not it. */
export async function readImportedConfig(siteDir: string, reporter: Pick<Reporter, 'panic' | 'warn'>): Promise<void> {
  if (!fromDocusaurus && !findDocusaurusConfig(siteDir)) return;
  let loaded: Awaited<ReturnType<typeof importDocusaurusConfig>>;
  try {
    loaded = await importDocusaurusConfig(siteDir, new Set(Object.keys(bundledLanguages)));
  } catch (error) {
    if (error instanceof DocusaurusConfigFileError) failNow(reporter, error.message);
    throw error;
  }
  const stale = staleFromDocusaurus(siteDir, loaded, fromDocusaurus);
  if (stale) failNow(reporter, stale);
  if (loaded?.warning) reporter.warn(loaded.warning);
  editUrl = loaded?.config.docs.editUrl;
}
