// Loads the site's TypeScript modules from plain Node scripts: each .ts file
// under src/ is transpiled (types dropped, CommonJS out) into a cache folder
// and required from there. ESM-only dependencies load through require(esm).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'node_modules/.cache/site-scripts');
const require = createRequire(import.meta.url);
const ts = require('typescript');

function transpileTree(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) transpileTree(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const rel = path.relative(root, full).replace(/\.tsx?$/, '.js');
      const target = path.join(outDir, rel);
      const source = fs.readFileSync(full, 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, esModuleInterop: true },
        fileName: full,
      });
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, outputText);
    }
  }
}

let transpiled = false;

/** Requires a module of the site by its path from the repo root, e.g. `src/lib/routes`. */
export function loadSiteModule(relativePath) {
  if (!transpiled) {
    for (const dir of ['src/lib', 'src/node', 'src/config']) transpileTree(path.join(root, dir));
    transpiled = true;
  }
  const requireOut = createRequire(path.join(outDir, 'index.js'));
  return requireOut(path.join(outDir, `${relativePath}.js`));
}

export { root };
