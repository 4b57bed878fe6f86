// What a built page loads before any interaction, read from the build's files:
// the scripts of its HTML plus the chunk group of its template (loaded at
// hydration), and its inline and linked CSS; and which pages the build has.
// Shared by the tests and the benchmarks. The chunk groups are in public/webpack.stats.json, which
// Gatsby's build writes for its own use (`namedChunkGroups`, `assetsByChunkName`:
// https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/gatsby-webpack-stats-extractor.ts).
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
const stylesheetsOfHtml = (html) => [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => /\shref="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean);
/** The CSS a page's HTML holds in its `<style>` elements. */
export const inlineStyles = (html) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');

/** Every page's HTML file under `publicDir`. */
export const pageFiles = (publicDir) =>
  fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name));

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
/** The embedded index's folder in a build (`/search/<content hash>/`), with its URL. */
export function searchIndexDir(publicDir) {
  const dir = path.join(publicDir, 'search');
  const name = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => /^[0-9a-f]{16}$/.test(f) && fs.existsSync(path.join(dir, f, 'meta.json'))) : undefined;
  if (!name) throw new Error(`No search index in ${dir} (a folder named by its content hash, with a meta.json)`);
  return { dir: path.join(dir, name), url: `/search/${name}/` };
}

/** Reads the files of an index folder, as the engine's loader: parsed JSON by path. */
export function fileLoader(dir) {
  return async (file) => JSON.parse(await fs.promises.readFile(path.join(dir, file), 'utf8'));
}

/** The gzip size of one file of the index, by its path in the folder. */
export function searchFileGzipBytes(dir, file) {
  return gzip(fs.readFileSync(path.join(dir, file)));
}

/**
 * The browser chunks of the build now in `publicDir`, by file name: `public/`
 * keeps the files of earlier builds. The named chunks are in webpack's stats;
 * the content hash of every chunk loaded on demand is in the webpack runtime's
 * chunk-file map.
 */
export function currentChunkFiles(publicDir) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const named = Object.values(stats.assetsByChunkName)
    .flat()
    .filter((f) => f.endsWith('.js'));
  const runtime = named.find((f) => f.startsWith('webpack-runtime-'));
  if (!runtime) throw new Error(`No webpack runtime among the chunks of ${publicDir}/webpack.stats.json`);
  const hashes = new Set(fs.readFileSync(path.join(publicDir, runtime), 'utf8').match(/\b[0-9a-f]{20}\b/g) ?? []);
  const onDemand = fs.readdirSync(publicDir).filter((f) => {
    const hash = /-([0-9a-f]{20})\.js$/.exec(f)?.[1];
    return hash !== undefined && hashes.has(hash);
  });
  return [...new Set([...named, ...onDemand])].sort();
}
