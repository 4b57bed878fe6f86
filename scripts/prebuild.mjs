// Runs before `npm run build` and `npm run develop`: the build draws Mermaid
// diagrams in Chromium, so a fresh Debian machine gets it here when it can.
// Without it, a page with a diagram fails the build with its file and line
// and what to install; pages without diagrams build anyway, so this only warns.
import { chromiumPath, ensureChromium, INSTALL_HINT } from './lib/chromium.mjs';

if (!ensureChromium()) console.warn(`No Chromium at ${chromiumPath()}: pages with Mermaid diagrams will not build. ${INSTALL_HINT}`);
