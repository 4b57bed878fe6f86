// Writes docs/configuration.md from the site config's types (tests/unit/configReference.test.ts checks it is current).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configKeys, configReference } from './lib/configReference.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keys = configKeys(root);
fs.writeFileSync(path.join(root, 'docs/configuration.md'), configReference(keys));
console.log(`Wrote docs/configuration.md: ${keys.length} keys.`);
