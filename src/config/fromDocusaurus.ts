// Written by scripts/prebuild.mjs from the site's docusaurus.config.*, before every build and every start of `gatsby develop`:
// null, as this site has none, and src/config/site.ts is its config (docs/importing-docusaurus.md#the-config-file).
import type { FromDocusaurus } from '../lib/config/fromDocusaurus';

export const fromDocusaurus: FromDocusaurus | null = null;
