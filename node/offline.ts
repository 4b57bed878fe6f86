/**
 * Reading offline (docs/features.md#read-offline): after the pages are built, writes the service
 * worker (`/sw.js`, src/serviceWorker/worker.ts bundled with this build's settings by esbuild), the
 * lists of what it saves for each docs version and locale, the page it shows for an address it did
 * not save, the web app's manifest and its icons. A build with offline support off writes the worker
 * that removes itself (src/serviceWorker/removal.ts) and none of the rest.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { siteConfig } from '../src/config/site';
import { offlineOf } from '../src/lib/config/defaults';
import { localizedRoute } from '../src/lib/locales';
import { pageFile } from '../src/lib/hosting/pageFiles';
import { precacheEntries } from '../src/lib/offline/precache';
import { pageDataUrl, saveLists, type SaveScope } from '../src/lib/offline/saveLists';
import { INDEX_ENTRY_URL } from '../src/lib/search/indexFormat';
import type { WorkerSettings } from '../src/lib/offline/workerSettings';
import { appIconImage, appIconSource } from './appIcons';
import { SiteFileError } from './failBuild';
import { filesUnder } from './filesUnder';
import { offlinePageHtml } from './offlinePage';
import type { Site } from './site';
import { accentColour } from './socialCards';

export const OFFLINE_PAGE = '/offline.html';
export const MANIFEST = '/manifest.webmanifest';
export const ICONS = [192, 512].map((size) => ({ size, url: `/icons/icon-${size}.png` }));

const hashOf = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The bytes of the file a URL of the site is answered from, or null when the build wrote none. */
function sizeIn(publicDir: string): (url: string) => number | null {
  return (url) => {
    const file = url.startsWith('/page-data/') || /\.[a-z0-9]+$/i.test(url) ? url.slice(1) : pageFile(url);
    try {
      return fs.statSync(path.join(publicDir, file)).size;
    } catch {
      return null;
    }
  };
}

/** Each docs version of each locale, with the files all its pages share: the full sidebars, the search index and its page. */
export function saveScopes(site: Site, publicDir: string): SaveScope[] {
  const entry = JSON.parse(fs.readFileSync(path.join(publicDir, INDEX_ENTRY_URL), 'utf8')) as { folder: string };
  const fromRoot = (file: string) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  const under = (folder: string) => (fs.existsSync(path.join(publicDir, folder)) ? filesUnder(path.join(publicDir, folder)).map(fromRoot) : []);
  const index = [INDEX_ENTRY_URL, ...under(entry.folder)];
  const sidebars = under('sidebars');
  // The static queries' results, which Gatsby's loader fetches with any page that runs them (the search page's own included).
  const staticQueries = under('page-data/sq');
  return site.locales.flatMap(({ locale, model }) => {
    const searchPage = localizedRoute(locale, `/${siteConfig.search.searchPagePath}`);
    const shared = [...sidebars, ...staticQueries, ...index, searchPage, pageDataUrl(searchPage), '/page-data/app-data.json'];
    return model.versions.map((version) => ({
      prefix: localizedRoute(locale, version.version.path),
      routes: [...version.listedDocs.map((doc) => doc.path), ...version.generatedIndexes.map((page) => page.path)],
      shared,
    }));
  });
}

async function bundle(entry: string, define: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
  });
  return result.outputFiles[0].text;
}

async function writeIcons(siteDir: string, publicDir: string): Promise<void> {
  const source = appIconSource(siteDir, siteConfig.favicon, siteConfig.navbar.logo.src);
  if (!source)
    throw new SiteFileError(
      `the web app's icons are drawn from the favicon or the navbar's logo, and the site has neither under static/ (favicon: ${JSON.stringify(siteConfig.favicon)})`,
    );
  fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  for (const { size, url } of ICONS) {
    const file = path.join(publicDir, url);
    if (fs.existsSync(file)) continue;
    try {
      await appIconImage(source, size).resize(size, size, { fit: 'contain', background: '#ffffff' }).png().toFile(file);
    } catch (error) {
      throw new SiteFileError(`${path.relative(siteDir, source)}: the web app's icons are drawn from it, and it cannot be read: ${(error as Error).message}`);
    }
  }
}

function manifest(siteDir: string): string {
  return `${JSON.stringify(
    {
      name: siteConfig.title,
      short_name: siteConfig.title,
      description: siteConfig.tagline,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: accentColour(siteDir),
      icons: ICONS.map(({ size, url }) => ({ src: url, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
    },
    null,
    2,
  )}\n`;
}

export interface OfflineSummary {
  enabled: boolean;
  precached: number;
  lists: { prefix: string; files: number; bytes: number }[];
  overBudget: { prefix: string; bytes: number }[];
}

/** Writes the worker and what it needs into `public/`; called by onPostBuild once the search index is written. */
export async function writeOffline(site: Site, siteDir: string): Promise<OfflineSummary> {
  const publicDir = path.join(siteDir, 'public');
  const options = offlineOf(siteConfig);
  if (!options.enabled) {
    fs.writeFileSync(path.join(publicDir, 'sw.js'), await bundle(path.join(siteDir, 'src/serviceWorker/removal.ts'), {}));
    return { enabled: false, precached: 0, lists: [], overBudget: [] };
  }
  await writeIcons(siteDir, publicDir);
  fs.writeFileSync(path.join(publicDir, MANIFEST), manifest(siteDir));
  const offlineHtml = offlinePageHtml(siteConfig, accentColour(siteDir));
  fs.writeFileSync(path.join(publicDir, OFFLINE_PAGE), offlineHtml);

  const { lists, overBudget } = saveLists(saveScopes(site, publicDir), sizeIn(publicDir), options.saveBudget);
  fs.mkdirSync(path.join(publicDir, 'offline'), { recursive: true });
  const written = lists.map((list) => {
    const json = JSON.stringify({ urls: list.urls });
    const url = `/offline/${hashOf(json)}.json`;
    fs.writeFileSync(path.join(publicDir, url), json);
    return { prefix: list.prefix, url, count: list.urls.length };
  });
  const stable = Object.fromEntries(
    [OFFLINE_PAGE, MANIFEST, ...ICONS.map((icon) => icon.url)].map((url) => [url, hashOf(fs.readFileSync(path.join(publicDir, url)))]),
  );
  const rootFiles = fs.readdirSync(publicDir).map((name) => `/${name}`);
  const precache = precacheEntries(rootFiles, stable);
  const fallbacks = Object.fromEntries(
    site.locales.map(({ locale, model }) => [locale.base, localizedRoute(locale, model.versions.find((v) => v.version.isLast)!.version.path)]),
  );
  const body: Omit<WorkerSettings, 'build'> = { precache, offlinePage: OFFLINE_PAGE, lists: written, fallbacks };
  const settings: WorkerSettings = { build: hashOf(JSON.stringify(body)), ...body };
  fs.writeFileSync(
    path.join(publicDir, 'sw.js'),
    await bundle(path.join(siteDir, 'src/serviceWorker/worker.ts'), { __WORKER_SETTINGS__: JSON.stringify(settings) }),
  );
  return {
    enabled: true,
    precached: precache.length,
    lists: lists.map((list) => ({ prefix: list.prefix, files: list.urls.length, bytes: list.bytes })),
    overBudget: overBudget.map((list) => ({ prefix: list.prefix, bytes: list.bytes })),
  };
}
