#!/usr/bin/env -S npx tsx
// Writes src/i18n/themeIds.json: the ids of every translate() call of src/, sorted. A build of several
// locales sends each listed id as its place in the list (src/i18n/messageKey.cjs), so pages carry
// `1f` rather than `theme.docs.versions.latestVersionSuggestionLabel`. A unit test fails while the
// file is out of date.
//   npm run theme-ids
import fs from 'node:fs';
import path from 'node:path';
import { themeStrings } from '../node/writeTranslations.ts';

const siteDir = path.resolve(import.meta.dirname, '..');
const file = path.join(siteDir, 'src/i18n/themeIds.json');
const ids = Object.keys(themeStrings(siteDir)).sort();
fs.writeFileSync(file, `${JSON.stringify(ids, null, 2)}\n`);
console.log(`✓ ${ids.length} ids in ${path.relative(siteDir, file)}`);
