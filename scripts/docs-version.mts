#!/usr/bin/env -S npx tsx
// Docusaurus's `docs:version`: snapshots the docs as a released version.
//   npm run docs:version <name>        e.g. npm run docs:version 1.0
// Copies <content>/docs to <content>/versioned_docs/version-<name>/, writes the
// sidebars to <content>/versioned_sidebars/version-<name>-sidebars.json and puts
// the name first in <content>/versions.json (node/docsVersion.ts). The content
// folder is content/, or SITE_CONTENT_DIR relative to the site's folder, as the build reads it.
// Exits 1 when the version cannot be created (nothing is written then), 2 on a usage error.
import path from 'node:path';
import { siteConfig } from '../src/config/site.ts';
import { createDocsVersion, DocsVersionError } from '../node/docsVersion.ts';
import { siteSidebars } from '../node/sidebarsFile.ts';
import { SidebarsConfigError } from '../src/lib/sidebar/validation.ts';

const USAGE = 'Usage: npm run docs:version <name>   (e.g. npm run docs:version 1.0)';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
  console.log(USAGE);
  process.exit(0);
}
// An option is a mistake here, not a version named `--something`.
if (args.length !== 1 || args[0].startsWith('-')) {
  console.error(args.length === 0 ? `[docs]: no version name given.\n${USAGE}` : `[docs]: expected one version name, got ${args.join(' ')}.\n${USAGE}`);
  process.exit(2);
}

const siteDir = path.resolve(import.meta.dirname, '..');
try {
  const sidebars = await siteSidebars(siteDir, siteConfig.docs);
  const result = await createDocsVersion({ siteDir, contentDir: process.env.SITE_CONTENT_DIR ?? 'content', name: args[0], sidebars });
  const shown = (file: string) => (file.startsWith(`${siteDir}${path.sep}`) ? path.relative(siteDir, file) : file);
  console.log(`[docs]: copied ${result.files.length} files to ${shown(result.docsDir)}`);
  console.log(result.sidebarsFile ? `[docs]: wrote the sidebars to ${shown(result.sidebarsFile)}` : '[docs]: the site has no sidebars: wrote no sidebars file');
  console.log(`[docs]: ${shown(result.versionsFile)} lists ${result.versions.join(', ')}`);
  console.log(`[docs]: version ${result.name} created!`);
} catch (error) {
  // The command's own refusals and a broken sidebars file say all there is to say; anything else shows where it came from.
  const known = error instanceof DocsVersionError || error instanceof SidebarsConfigError;
  console.error(known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
}
