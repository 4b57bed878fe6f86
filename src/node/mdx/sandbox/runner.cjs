// The content sandbox's process (src/node/mdx/sandbox/index.ts): runs the code
// of a page's MDX and renders it to HTML. It is started with Node's permission
// model (read access to the site's folder, nothing else: no writes, no child
// processes, no workers, no native addons) and an environment of the site's
// public settings only. https://nodejs.org/docs/latest-v24.x/api/permissions.html
'use strict';
const path = require('node:path');
const { createRequire } = require('node:module');

const [runtimeFile, siteDir] = process.argv.slice(2);
const runtime = require(runtimeFile);
const siteRequire = createRequire(path.join(siteDir, 'package.json'));
const AsyncFunction = (async () => {}).constructor;

/** The component of an MDX `function-body` (`kind: 'body'`) or of a page bundled as CommonJS (`kind: 'bundle'`). */
async function componentOf(kind, code) {
  if (kind === 'body') return (await new AsyncFunction(code)(runtime.checkedRuntime)).default;
  const module = { exports: {} };
  const load = (id) => (Object.prototype.hasOwnProperty.call(runtime.shared, id) ? runtime.shared[id] : siteRequire(id));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the page's compiled code is what this sandboxed process is for
  new Function('require', 'module', 'exports', code)(load, module, module.exports);
  return module.exports.default;
}

/** Renders one page's code and sends back its HTML or its error. */
async function renderMessage({ id, kind, code }) {
  try {
    const html = runtime.render(await componentOf(kind, code));
    process.send({ id, html });
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
