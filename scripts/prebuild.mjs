// Runs before `npm run build` and `npm run develop`.
//
// A site imported from Docusaurus keeps its docusaurus.config.* beside package.json: its config is
// loaded as Docusaurus loads it and written into src/config/fromDocusaurus.ts, which
// src/config/site.ts gives for the site's config (node/docusaurusConfig.ts; this runs that
// TypeScript through jiti, which loads the config too). It is written here, before Gatsby starts,
// because the site's Node code is bundled with the config (node/siteNodeBundle.cjs) as Gatsby loads it, before
// any of the site's code runs.
//
// The build draws Mermaid diagrams in Chromium, so a fresh Debian machine gets it here when it can.
// Without it, a page with a diagram fails the build with its file and line
// and what to install; pages without diagrams build anyway, so this only warns.
import { createRequire } from 'node:module';
import { chromiumPath, ensureChromium, INSTALL_HINT } from './lib/chromium.mjs';

const require = createRequire(import.meta.url);
const load = require('jiti')(import.meta.url, { cache: true, interopDefault: true });
const { FROM_DOCUSAURUS_FILE, writeFromDocusaurus } = load('../node/docusaurusConfig.ts');
try {
  const loaded = await writeFromDocusaurus(process.cwd());
  if (loaded) console.log(`Site config: ${loaded.file}, written into ${FROM_DOCUSAURUS_FILE} (what it does not carry over is named when the build starts)`);
} catch (error) {
  // The config's own errors name its file and line (DocusaurusConfigFileError).
  console.error(error.name === 'DocusaurusConfigFileError' ? error.message : error);
  process.exit(1);
}

if (!ensureChromium()) console.warn(`No Chromium at ${chromiumPath()}: pages with Mermaid diagrams will not build. ${INSTALL_HINT}`);
