// What a built page loads before any interaction, read from the build's files:
// the scripts of its HTML plus the chunk group of its template (loaded at
// hydration), and its inline and linked CSS. Shared by the budget tests and
// the benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzip = (data) => zlib.gzipSync(data, { level: 9 }).length;

const scriptsOfHtml = (html) => {
  const out = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) out.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\srel="(preload|modulepreload)"/.test(m[0]) && /\sas="script"/.test(m[0])) {
      const href = /\shref="([^"]+)"/.exec(m[0]);
      if (href) out.add(href[1]);
    }
  }
  return [...out];
};
const stylesheetsOfHtml = (html) =>
  [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => /\shref="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean);
const inlineStyles = (html) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');

/** @returns {{ html: { bytes: number, gzipBytes: number }, js: { name: string, source: string, gzipBytes: number }[], css: { name: string, gzipBytes: number }[] }} */
export function firstLoad(publicDir, route) {
  const dir = route === '/' ? '' : route.replace(/^\/|\/$/g, '');
  const html = fs.readFileSync(path.join(publicDir, dir, 'index.html'), 'utf8');
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', dir || 'index', 'page-data.json'), 'utf8'));
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const scripts = new Set(scriptsOfHtml(html));
  for (const asset of stats.namedChunkGroups[pageData.componentChunkName]?.assets ?? []) {
    if (asset.name.endsWith('.js')) scripts.add(`/${asset.name}`);
  }
  const read = (urlPath) => fs.readFileSync(path.join(publicDir, decodeURIComponent(urlPath)));
  const js = [...scripts].map((name) => {
    const source = read(name).toString('utf8');
    return { name, source, gzipBytes: gzip(source) };
  });
  const css = [{ name: 'inline <style> of the HTML', gzipBytes: gzip(inlineStyles(html)) }];
  for (const href of stylesheetsOfHtml(html)) css.push({ name: href, gzipBytes: gzip(read(href)) });
  return { html: { bytes: Buffer.byteLength(html), gzipBytes: gzip(html) }, js, css };
}

/** The embedded search index of a build. */
export function searchIndexFile(publicDir) {
  const dir = path.join(publicDir, 'search');
  const name = fs.readdirSync(dir).find((f) => /^index\.[0-9a-f]+\.json$/.test(f));
  return { name: `/search/${name}`, gzipBytes: gzip(fs.readFileSync(path.join(dir, name))) };
}
