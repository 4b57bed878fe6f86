#!/usr/bin/env node
// Serves the production build (public/) on loopback, as a static host would.
//   node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public] [--like netlify|github-pages]
//
// --like netlify (the default) answers as Netlify does with Pretty URLs off:
//   a path is its file, or `<path>.html`, or `<path>/index.html`, never a
//   redirect; the headers are the build's own `_headers` (the file Netlify and
//   Cloudflare Pages read), and anything else revalidates, their default.
// --like github-pages follows GitHub Pages' rules (slorber/trailing-slash-guide,
//   `docs/Hosting-Providers.md`): `/x` is `x.html`, then a folder `x/` answers
//   with a 301 to `/x/`; `/x/` is only `x/index.html`; no header of the site's
//   (GitHub Pages sets none; it caches everything for 10 minutes).
// Anything not found gets public/404.html with status 404. Text is gzipped.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 9000));
const host = option('host', '127.0.0.1');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', option('dir', 'public'));
const like = option('like', 'netlify');
if (like !== 'netlify' && like !== 'github-pages') {
  console.error(`--like ${like}: this server answers like "netlify" (the default) or "github-pages".`);
  process.exit(1);
}

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/**
 * The rules of the build's `_headers` (src/lib/hosting/headers.ts), matched
 * as Cloudflare Pages and Netlify match them: `*` is any text, `:name` one
 * path segment; every matching rule's headers apply.
 */
function readHeadersFile() {
  let text;
  try {
    text = fs.readFileSync(path.join(root, '_headers'), 'utf8');
  } catch {
    return [];
  }
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
        .join('.*');
      rules.push({ test: new RegExp(`^${pattern}$`), headers: [] });
    } else if (rules.length > 0) {
      const at = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}
const headerRules = like === 'netlify' ? readHeadersFile() : [];

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a path names, or a redirect, or null for not found. */
function resolve(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    if (isFile(index)) return { file: index };
    // Netlify without Pretty URLs answers `/x/` from `x.html` too; GitHub Pages does not.
    const page = `${target.replace(/[\\/]+$/, '')}.html`;
    return like === 'netlify' && isFile(page) ? { file: page } : null;
  }
  if (isFile(target)) return { file: target };
  if (isFile(`${target}.html`)) return { file: `${target}.html` };
  if (isFile(path.join(target, 'index.html'))) return like === 'github-pages' ? { redirect: `${urlPath}/` } : { file: path.join(target, 'index.html') };
  return null;
}

function send(req, res, file, status) {
  const ext = path.extname(file).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  res.setHeader('Content-Type', type);
  if (like === 'github-pages') {
    res.setHeader('Cache-Control', 'max-age=600');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    for (const rule of headerRules) if (rule.test.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  }
  const body = fs.readFileSync(file);
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : zlib.gzipSync(body));
    return;
  }
  res.writeHead(status, { 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const found = resolve(url.pathname);
  if (found?.redirect) res.writeHead(301, { Location: `${found.redirect}${url.search}` }).end();
  else if (found) send(req, res, found.file, 200);
  else send(req, res, path.join(root, '404.html'), 404);
});

const behaviour = {
  netlify: 'like Netlify with Pretty URLs off: /x from x.html, /x/ from x/index.html, no redirects; headers from _headers',
  'github-pages': "like GitHub Pages: /x from x.html, /x/ only from x/index.html, a folder /x redirected to /x/; no headers of the site's",
};
server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}/, ${behaviour[like]}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
