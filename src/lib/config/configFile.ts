/**
 * The file the site's config is read from, for messages that name it: a Docusaurus site's
 * docusaurus.config.*, as src/config/fromDocusaurus.ts records it, else src/config/site.ts. It is
 * not in src/config/site.ts, which may be replaced whole by one that exports `siteConfig` alone (a
 * config carried over by hand, a fixture's site.ts: docs/importing-docusaurus.md#the-config-file).
 */
import { fromDocusaurus } from '../../config/fromDocusaurus';

export const siteConfigFile = fromDocusaurus?.file ?? 'src/config/site.ts';
