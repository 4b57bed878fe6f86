#!/usr/bin/env node
// Serves the production build (public/) on loopback, as a static host would:
// `/a/b` is `public/a/b/index.html`, files are served as they are, anything
// else gets public/404.html with status 404. Content-hashed assets are cached
// for a year, HTML and page data are revalidated. Text is gzipped.
//   node scripts/serve.mjs [--port 9000] [--host 127.0.0.1]
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

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.map': 'application/json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|json|woff2?|ttf)$/;
/**
 * Folders whose files never change either: the search index's, named by its
 * content hash, and KaTeX's and DocSearch's, copied as they ship into a
 * folder named by their version (src/node/vendorAssets.ts).
 */
const HASHED_FOLDER = /^(search[\\/][0-9a-f]{16}|(katex|docsearch)[\\/]\d+\.\d+\.\d+[^\\/]*)[\\/]/;

function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  for (const candidate of [target, path.join(target, 'index.html')]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return null;
}

function send(req, res, file, status) {
  const ext = path.extname(file).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  const rel = path.relative(root, file);
  const immutable = HASHED.test(rel) || HASHED_FOLDER.test(rel) || rel.startsWith(`static${path.sep}`);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
  res.setHeader('X-Content-Type-Options', 'nosniff');
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
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveFile(pathname);
  if (file) send(req, res, file, 200);
  else send(req, res, path.join(root, '404.html'), 404);
});

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
