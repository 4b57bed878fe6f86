// Writes docs/private-hooks.md from the declarations in node/privateHooks (tests/unit/privateHooks.test.ts checks it is current).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRIVATE_HOOKS } from '../node/privateHooks/index.ts';
import { privateHooksGuide } from '../node/privateHooks/guide.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/private-hooks.md');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, privateHooksGuide(PRIVATE_HOOKS));
console.log(`Wrote ${path.relative(process.cwd(), file)}: ${PRIVATE_HOOKS.length} hooks.`);
