/** What a built page loads before any interaction, read from the build's files. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { inlineStyles, scriptsOfHtml, stylesheetsOfHtml, type SizedFile } from '../../src/lib/budgets';

export const PUBLIC = path.resolve('public');
const gzip = (data: string | Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const read = (urlPath: string) => fs.readFileSync(path.join(PUBLIC, decodeURIComponent(urlPath)));

export interface FirstLoad {
  js: (SizedFile & { source: string })[];
  css: SizedFile[];
}

/** The JavaScript (scripts of the HTML plus the chunks of the page's template) and the CSS of a page's first load. */
export function firstLoad(route: string): FirstLoad {
  const dir = route === '/' ? '' : route.replace(/^\/|\/$/g, '');
  const html = fs.readFileSync(path.join(PUBLIC, dir, 'index.html'), 'utf8');
  const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'page-data', dir || 'index', 'page-data.json'), 'utf8')) as { componentChunkName: string };
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const scripts = new Set(scriptsOfHtml(html));
  for (const asset of stats.namedChunkGroups[pageData.componentChunkName]?.assets ?? []) {
    if (asset.name.endsWith('.js')) scripts.add(`/${asset.name}`);
  }
  const js = [...scripts].map((name) => {
    const source = read(name).toString('utf8');
    return { name, source, gzipBytes: gzip(source) };
  });
  const css: SizedFile[] = [{ name: 'inline <style> of the HTML', gzipBytes: gzip(inlineStyles(html)) }];
  for (const href of stylesheetsOfHtml(html)) css.push({ name: href, gzipBytes: gzip(read(href)) });
  return { js, css };
}

/** The embedded search index of the build. */
export function searchIndexFile(): SizedFile {
  const dir = path.join(PUBLIC, 'search');
  const name = fs.readdirSync(dir).find((f) => /^index\.[0-9a-f]+\.json$/.test(f))!;
  return { name: `/search/${name}`, gzipBytes: gzip(fs.readFileSync(path.join(dir, name))) };
}
