/**
 * Docusaurus's `docs:version` (plugin-content-docs, `cli.ts`): a snapshot of the
 * docs as a released version. It copies the docs folder to
 * `versioned_docs/version-<name>/`, writes the sidebars to
 * `versioned_sidebars/version-<name>-sidebars.json` and puts the name first in
 * `versions.json`, all in the content folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { validateVersionName, validateVersionNames } from '../src/lib/versionName';

/** Docusaurus's log prefix for the docs plugin's commands. */
const PREFIX = '[docs]';

/** Why a version was not created; nothing was written. */
export class DocsVersionError extends Error {
  constructor(message: string) {
    super(`${PREFIX}: ${message}`);
    this.name = 'DocsVersionError';
  }
}

export interface DocsVersionOptions {
  /** The site's folder; paths in messages are relative to it. */
  siteDir: string;
  /** The content folder (Docusaurus's site folder for docs), absolute or relative to `siteDir`. */
  contentDir: string;
  /** The new version's name, as the command line gave it. */
  name: unknown;
  /** The site's sidebars as loaded (node/sidebarsFile.ts's `siteSidebars`). */
  sidebars: unknown;
}

export interface DocsVersionResult {
  name: string;
  /** The new version's docs folder, `<content>/versioned_docs/version-<name>`. */
  docsDir: string;
  /** The files copied there, relative to it, `/`-separated and sorted. */
  files: string[];
  /** The versioned sidebars file; null when the site has no sidebars, as Docusaurus writes none then. */
  sidebarsFile: string | null;
  versionsFile: string;
  /** `versions.json`'s new list, newest first. */
  versions: string[];
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Every file under a folder, relative to it, `/`-separated and sorted (folders only through their files). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Creates the docs version `name` as Docusaurus's `docs:version` does. Checks
 * the name, `versions.json`, the docs and the sidebars before it writes
 * anything, and removes what it wrote if a write fails, so a refused or failed
 * run leaves the content folder as it was.
 * @throws DocsVersionError for a name that cannot be (Docusaurus's messages),
 * a version that exists, no docs to version, or a `versions.json` or sidebars
 * that cannot be read.
 */
export async function createDocsVersion({ siteDir, contentDir, name, sidebars }: DocsVersionOptions): Promise<DocsVersionResult> {
  const content = path.resolve(siteDir, contentDir);
  // Paths in messages as the user would type them from the site's folder; absolute when outside it.
  const shown = (file: string) => {
    const relative = path.relative(siteDir, file);
    return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file;
  };

  try {
    validateVersionName(name);
  } catch (error) {
    throw new DocsVersionError(`${(error as Error).message} Try something like: 1.0.0`);
  }

  const versionsFile = path.join(content, 'versions.json');
  let versions: string[] = [];
  if (await exists(versionsFile)) {
    let listed: unknown;
    try {
      listed = JSON.parse(await fs.readFile(versionsFile, 'utf8'));
      validateVersionNames(listed);
    } catch (error) {
      throw new DocsVersionError(`${shown(versionsFile)}: ${(error as Error).message}`);
    }
    versions = listed;
  }
  if (versions.includes(name)) throw new DocsVersionError('this version already exists! Use a version tag that does not already exist.');

  const docsDir = path.join(content, 'docs');
  const files = (await exists(docsDir)) ? await listFiles(docsDir) : [];
  // Docusaurus asks only that the folder has something in it; a folder of empty folders has nothing to version either.
  if (files.length === 0) throw new DocsVersionError(`no docs found in ${shown(docsDir)}: there is no docs to version!`);

  // Docusaurus writes no sidebars file when the site has none (sidebars disabled or an empty file).
  let sidebarsText: string | null = null;
  if (sidebars !== undefined && sidebars !== null && sidebars !== false) {
    if (typeof sidebars !== 'object' || Array.isArray(sidebars))
      throw new DocsVersionError(`the sidebars must be an object of sidebars by id, e.g. { tutorialSidebar: ["intro"] }; got ${JSON.stringify(sidebars)}.`);
    if (Object.keys(sidebars).length > 0) sidebarsText = `${JSON.stringify(sidebars, null, 2)}\n`;
  }

  const versionedDocs = path.join(content, 'versioned_docs');
  const versionedSidebars = path.join(content, 'versioned_sidebars');
  const newDocsDir = path.join(versionedDocs, `version-${name}`);
  const sidebarsFile = sidebarsText === null ? null : path.join(versionedSidebars, `version-${name}-sidebars.json`);
  // Docusaurus copies over a folder left from an earlier run, mixing its old files into the new version; refuse instead.
  for (const file of [newDocsDir, sidebarsFile]) {
    if (file && (await exists(file)))
      throw new DocsVersionError(`${shown(file)} already exists, but versions.json does not list ${name}: remove it, or name the version otherwise.`);
  }

  versions = [name, ...versions];
  // What this run creates, removed again if a write fails: never a folder that held earlier versions.
  const written: string[] = [];
  for (const dir of sidebarsFile ? [versionedDocs, versionedSidebars] : [versionedDocs]) {
    if (!(await exists(dir))) written.push(dir);
  }
  try {
    await fs.mkdir(versionedDocs, { recursive: true });
    written.push(newDocsDir);
    // verbatimSymlinks keeps a link's target as it is written, as Docusaurus's fs-extra copy does.
    await fs.cp(docsDir, newDocsDir, { recursive: true, errorOnExist: true, force: false, verbatimSymlinks: true });
    if (sidebarsFile && sidebarsText) {
      await fs.mkdir(versionedSidebars, { recursive: true });
      written.push(sidebarsFile);
      await fs.writeFile(sidebarsFile, sidebarsText, { encoding: 'utf8', flag: 'wx' });
    }
    // Written beside and renamed over, so versions.json is either the old list or the new one.
    const staged = `${versionsFile}.${process.pid}.tmp`;
    written.push(staged);
    await fs.writeFile(staged, `${JSON.stringify(versions, null, 2)}\n`, 'utf8');
    await fs.rename(staged, versionsFile);
  } catch (error) {
    for (const file of written.reverse()) await fs.rm(file, { recursive: true, force: true }).catch(() => undefined);
    throw new DocsVersionError(`could not write version ${name}, and removed what it wrote: ${(error as Error).message}`);
  }
  return { name, docsDir: newDocsDir, files, sidebarsFile, versionsFile, versions };
}
