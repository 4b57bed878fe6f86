import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scopeDocSearchStyles } from '../src/lib/stylesheets';
import { keptUntilFailed } from './startedOnce';

/**
 * Stylesheets that only some pages or some moments need are served as files
 * instead of being bundled: bundling puts them into the CSS of every page
 * (KaTeX's fonts alone would add about 120 kB). They are copied as they ship
 * to `public/<name>/<version>/`; the version in the path makes each URL
 * change whenever the files do. A stylesheet the build changes on the way
 * also carries the hash of what it wrote (`modal.<hash>.css`): a change to
 * the transform alone changes the URL too, and the files can be cached for
 * good (src/lib/hosting/headers.ts).
 */
interface VendorStylesheet {
  name: string;
  /** The stylesheet, as a module path. */
  css: string;
  /** Folders beside the stylesheet that it refers to (fonts). */
  folders: string[];
  /** A change made to the stylesheet on the way, and the name its file then takes (before its hash and `.css`). */
  transform?: { name: string; apply: (css: string, file: string) => string };
}

const KATEX: VendorStylesheet = { name: 'katex', css: 'katex/dist/katex.min.css', folders: ['fonts'] };
/** DocSearch's modal styles, loaded when a reader shows intent to search: its variables scoped to the modal (see `scopeDocSearchStyles`). */
const DOCSEARCH: VendorStylesheet = {
  name: 'docsearch',
  css: '@docsearch/css/dist/style.css',
  folders: [],
  transform: { name: 'modal', apply: scopeDocSearchStyles },
};

function locate(siteDir: string, sheet: VendorStylesheet) {
  // Resolved from the site's root: the bundled gatsby-node has no require.resolve of its own.
  const file = createRequire(path.join(siteDir, 'package.json')).resolve(sheet.css);
  return { file, dir: path.dirname(file) };
}

async function versionOf(dir: string): Promise<string> {
  for (let current = dir; current !== path.dirname(current); current = path.dirname(current)) {
    try {
      const pkg = JSON.parse(await fs.readFile(path.join(current, 'package.json'), 'utf8')) as { version?: string };
      if (pkg.version) return pkg.version;
    } catch {
      // keep looking upwards
    }
  }
  throw new Error(`No package.json with a version above ${dir}`);
}

/** The stylesheet's URL and, when the build changes it, what it writes there. */
async function resolve(siteDir: string, sheet: VendorStylesheet): Promise<{ url: string; css: string | null }> {
  const { file, dir } = locate(siteDir, sheet);
  const folder = `/${sheet.name}/${await versionOf(dir)}`;
  if (!sheet.transform) return { url: `${folder}/${path.basename(file)}`, css: null };
  const css = sheet.transform.apply(await fs.readFile(file, 'utf8'), file);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  return { url: `${folder}/${sheet.transform.name}.${hash}.css`, css };
}

async function urlOf(siteDir: string, sheet: VendorStylesheet): Promise<string> {
  return (await resolve(siteDir, sheet)).url;
}

/** What this process has written: the packages do not change while it runs, so `gatsby develop` writes them once, not on each edit. */
const written = new Map<string, Promise<string>>();

function write(siteDir: string, publicDir: string, sheet: VendorStylesheet): Promise<string> {
  return keptUntilFailed(written, `${publicDir}\0${sheet.name}`, () => writeNow(siteDir, publicDir, sheet));
}

async function writeNow(siteDir: string, publicDir: string, sheet: VendorStylesheet): Promise<string> {
  const { file, dir } = locate(siteDir, sheet);
  const { url, css } = await resolve(siteDir, sheet);
  const target = path.join(publicDir, path.dirname(url));
  await fs.mkdir(target, { recursive: true });
  const out = path.join(publicDir, url);
  if (css !== null) await fs.writeFile(out, css);
  else await fs.copyFile(file, out);
  for (const folder of sheet.folders) await fs.cp(path.join(dir, folder), path.join(target, folder), { recursive: true });
  return url;
}

/** Copies KaTeX's stylesheet and fonts; returns the stylesheet's URL. */
export const writeKatexAssets = (siteDir: string, publicDir: string) => write(siteDir, publicDir, KATEX);
/** Copies DocSearch's stylesheet; returns its URL. */
export const writeDocSearchAssets = (siteDir: string, publicDir: string) => write(siteDir, publicDir, DOCSEARCH);
/** DocSearch's stylesheet as it ships, the file the build scopes to the modal. */
export const docSearchStylesheetFile = (siteDir: string) => locate(siteDir, DOCSEARCH).file;
/** The URL of DocSearch's stylesheet, without writing it. */
export const docSearchCssUrl = (siteDir: string) => urlOf(siteDir, DOCSEARCH);
