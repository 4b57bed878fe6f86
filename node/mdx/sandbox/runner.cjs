// The content sandbox's process (node/mdx/sandbox/index.ts): runs the code
// of a page's MDX and renders it to HTML. It is started with Node's permission
// model (read access to the site's folder, nothing else: no writes, no child
// processes, no workers, no native addons) and an environment of the site's
// public settings only. https://nodejs.org/docs/latest-v24.x/api/permissions.html
'use strict';
const path = require('node:path');
const { createRequire, registerHooks } = require('node:module');
const { fileURLToPath, pathToFileURL } = require('node:url');
const { createHash } = require('node:crypto');

const [runtimeFile, siteDir, frameOrigins] = process.argv.slice(2);
const siteRequire = createRequire(path.join(siteDir, 'package.json'));
const AsyncFunction = (async () => {}).constructor;

/**
 * A package's own stylesheet (`import './embed.css'`, common in embeds) is not
 * code: it loads as an empty module (a CSS module as its class names, as
 * written), and every module's imports are noted, so that a page gets the
 * stylesheets of the packages it uses, however deep (the build bundles them
 * into the page's stylesheet). https://nodejs.org/docs/latest-v24.x/api/module.html#customization-hooks
 */
const importsOf = new Map();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (context.parentURL) {
      if (!importsOf.has(context.parentURL)) importsOf.set(context.parentURL, new Set());
      importsOf.get(context.parentURL).add(resolved.url);
    }
    return resolved;
  },
  load(url, context, nextLoad) {
    if (!/\.css$/.test(url)) return nextLoad(url, context);
    if (!url.endsWith('.module.css')) return { format: 'commonjs', source: '', shortCircuit: true };
    // A CSS module's classes, named as the page's stylesheet names them (contentStylesheet.ts).
    const suffix = JSON.stringify(cssModuleSuffix(fileURLToPath(url)));
    const source = `const suffix = ${suffix};\nmodule.exports = new Proxy({}, { get: (_, name) => (typeof name !== 'string' || name.startsWith('__') || name === 'then' ? undefined : name + '_' + suffix) });`;
    return { format: 'commonjs', source, shortCircuit: true };
  },
});

/** `packageCssModuleSuffix` of node/mdx/contentStylesheet.ts: a CSS module's path inside node_modules, hashed. */
function cssModuleSuffix(file) {
  const at = file.lastIndexOf('/node_modules/');
  return createHash('sha256')
    .update(at === -1 ? file : file.slice(at + '/node_modules/'.length))
    .digest('hex')
    .slice(0, 6);
}

const runtime = require(runtimeFile);
// The origins whose pages content may embed in an <iframe> (the config's frameOrigins), for the check of each element.
runtime.allowFrames(JSON.parse(frameOrigins ?? '[]'));

/** The stylesheets `url` imports, itself or through the modules it imports, in import order. */
function stylesheetsOf(url, found = new Set(), seen = new Set()) {
  if (seen.has(url)) return found;
  seen.add(url);
  if (/\.css$/.test(url)) found.add(fileURLToPath(url));
  for (const imported of importsOf.get(url) ?? []) stylesheetsOf(imported, found, seen);
  return found;
}

/** The component of an MDX `function-body` (`kind: 'body'`) or of a page bundled as CommonJS (`kind: 'bundle'`), and the packages it required. */
async function componentOf(kind, code) {
  if (kind === 'body') return { component: (await new AsyncFunction(code)(runtime.checkedRuntime)).default, packages: [] };
  const module = { exports: {} };
  const packages = [];
  const load = (id) => {
    if (Object.prototype.hasOwnProperty.call(runtime.shared, id)) return runtime.shared[id];
    const exported = siteRequire(id);
    packages.push(pathToFileURL(siteRequire.resolve(id)).href);
    return exported;
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the page's compiled code is what this sandboxed process is for
  new Function('require', 'module', 'exports', code)(load, module, module.exports);
  return { component: module.exports.default, packages };
}

/** Renders one page's code and sends back its HTML and its packages' stylesheets, or its error. */
async function renderMessage({ id, kind, code }) {
  try {
    const { component, packages } = await componentOf(kind, code);
    const html = runtime.render(component);
    // The runtime's (the site's global MDX components') packages first: every page renders with them.
    const stylesheets = stylesheetsOf(pathToFileURL(runtimeFile).href);
    for (const url of packages) stylesheetsOf(url, stylesheets);
    process.send({ id, html, stylesheets: [...stylesheets] });
  } catch (error) {
    const e = error && typeof error === 'object' ? error : { message: String(error) };
    process.send({
      id,
      error: {
        name: e.name,
        message: e.message,
        stack: e.stack,
        // An element refused by the checked JSX runtime: where it was written.
        file: e.file ?? null,
        line: e.line ?? null,
        column: e.column ?? null,
        reason: e.reason ?? null,
        // A permission the sandbox does not have (ERR_ACCESS_DENIED).
        code: e.code ?? null,
        permission: e.permission ?? null,
        resource: e.resource ?? null,
      },
    });
  }
}

process.on('message', (message) => void renderMessage(message));
process.send({ ready: true });
