import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../config/site';
import { validateSiteConfig } from '../lib/config/validate';

/** Stops the build on a bad site configuration before any work is done. */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    validateSiteConfig(siteConfig);
  } catch (error) {
    reporter.panic(`src/config/site.ts: ${(error as Error).message}`);
  }
};
