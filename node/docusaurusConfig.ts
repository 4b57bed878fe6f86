/**
 * A Docusaurus site's `docusaurus.config.{ts,mts,cts,js,mjs,cjs}` beside package.json, loaded as
 * Docusaurus loads it (`loadSiteConfig` of @docusaurus/core, through `loadFreshModule` of
 * @docusaurus/utils: jiti 1, so TypeScript, ESM and CommonJS, `require.resolve` of the site's files,
 * `import type` erased; a default export that is a function is called, and a promise awaited),
 * mapped onto the site config (src/lib/config/docusaurus.ts) and written as src/config/fromDocusaurus.ts,
 * which src/config/site.ts gives for the site's config: the one channel by which the build's code
 * and the pages' read it (docs/decisions/2026-12-01-docusaurus-config-file.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import createJiti from 'jiti';
import { DocusaurusConfigError, keyPathText, siteConfigFromDocusaurus, type ConfigNote, type DocusaurusMapping } from '../src/lib/config/docusaurus';
import { fromDocusaurusModule, withoutFunctions, type FromDocusaurus } from '../src/lib/config/fromDocusaurus';
import { configLocations, specifierLocation, type Place } from './configLocations';
import { writeChangedFiles } from './writeChangedFiles';

/** The config's names, in the order Docusaurus looks for them. */
export const CONFIG_FILES = ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'].map((ext) => `docusaurus.config${ext}`);

/** Where the mapped config is written, from the site's folder. */
export const FROM_DOCUSAURUS_FILE = 'src/config/fromDocusaurus.ts';

/** Stands in for prism-react-renderer, which a config imports for `prism.theme` (its themes only: code is highlighted by Shiki). */
const PRISM_STUB = 'node/docusaurusStubs/prismReactRenderer.ts';

/** An error of the config, at the author's file and line (`docusaurus.config.ts:12:5: …`). */
export class DocusaurusConfigFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocusaurusConfigFileError';
  }
}

/** The site's config file, from its folder, or null when it has none. */
export function findDocusaurusConfig(siteDir: string): string | null {
  return CONFIG_FILES.find((name) => fs.existsSync(path.join(siteDir, name))) ?? null;
}

const at = (file: string, place: Place | null) => (place ? `${file}:${place.line}:${place.column}` : file);

/** A load error at the author's line: jiti's parse error says it; a thrown error's stack has it; a missing module is found by its name. */
function loadError(error: unknown, file: string, absolute: string, source: string): DocusaurusConfigFileError {
  const { message = String(error), stack = '', code } = error as NodeJS.ErrnoException;
  const escaped = absolute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const where = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(`${message}\n${stack}`);
  const place = where ? { line: Number(where[1]), column: Number(where[2]) } : null;
  if (code === 'MODULE_NOT_FOUND') {
    const specifier = /Cannot find module '([^']+)'/.exec(message)?.[1] ?? '';
    const hint = specifier.startsWith('@docusaurus/')
      ? ' The site has no @docusaurus packages: a config may import their types (`import type`), which are erased, not their code.'
      : ` Install it (npm install ${specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/')}) if the config needs it.`;
    return new DocusaurusConfigFileError(`${at(file, specifierLocation(source, specifier) ?? place)}: cannot load ${JSON.stringify(specifier)}.${hint}`);
  }
  const text = message
    .replace(/^(Error: )?ParseError: /, 'syntax error: ')
    .replace(new RegExp(`\\s*${escaped}:\\d+:\\d+\\s*`), ' ')
    .trim();
  return new DocusaurusConfigFileError(`${at(file, place)}: ${where && message.includes(absolute) ? text : `the config threw: ${text}`}`);
}

/**
 * What the config file gives once loaded as Docusaurus loads it: its default export, called when it
 * is a function (Docusaurus calls it with no argument), awaited when it is a promise.
 */
export async function loadDocusaurusConfig(siteDir: string, file: string): Promise<unknown> {
  const absolute = path.join(siteDir, file);
  const source = fs.readFileSync(absolute, 'utf8');
  // @docusaurus/utils' loadFreshModule's options: a transpile cache, no require cache (a fresh module each load), the default export.
  // prism-react-renderer is always the stand-in, installed or not: the config reads it for Prism's themes, and code is highlighted by Shiki here.
  const jiti = createJiti(path.join(siteDir, 'package.json'), {
    cache: true,
    requireCache: false,
    interopDefault: true,
    alias: { 'prism-react-renderer': path.join(process.cwd(), PRISM_STUB) },
  });
  // jiti hands a CommonJS file that needs no transform to Node's require, whose cache would keep the file's first load.
  delete createRequire(absolute).cache[absolute];
  try {
    const exported = jiti(absolute) as unknown;
    return await (typeof exported === 'function' ? (exported as () => unknown)() : exported);
  } catch (error) {
    throw loadError(error, file, absolute, source);
  }
}

/** The hash of a mapped config (without its functions), which src/config/fromDocusaurus.ts keeps. */
const hashOf = (config: unknown) => createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 16);

export interface LoadedDocusaurusConfig extends DocusaurusMapping {
  file: string;
  /** What src/config/fromDocusaurus.ts holds for it. */
  written: FromDocusaurus;
  /** The notes as the one warning's text, with each key's line; null when there are none. */
  warning: string | null;
}

/**
 * The site's Docusaurus config, loaded and mapped; null when the site has none.
 * @param languages - the highlighter's languages, for `prism.additionalLanguages`' notes
 * @throws DocusaurusConfigFileError naming the author's file and line
 */
export async function importDocusaurusConfig(siteDir: string, languages?: ReadonlySet<string>): Promise<LoadedDocusaurusConfig | null> {
  const file = findDocusaurusConfig(siteDir);
  if (!file) return null;
  const raw = await loadDocusaurusConfig(siteDir, file);
  const locate = configLocations(fs.readFileSync(path.join(siteDir, file), 'utf8'), file);
  let mapping: DocusaurusMapping;
  try {
    mapping = siteConfigFromDocusaurus(raw, { siteDir, languages, exists: (relative) => fs.existsSync(path.join(siteDir, relative)) });
  } catch (error) {
    if (error instanceof DocusaurusConfigError) throw new DocusaurusConfigFileError(`${at(file, locate(error.path))}: ${error.message}`);
    throw error;
  }
  const { config, functions } = withoutFunctions(mapping.config);
  const written: FromDocusaurus = { file, hash: hashOf({ config, functions }), functions, config };
  return { ...mapping, file, written, warning: warningOf(file, mapping.notes, locate) };
}

/** The one warning: every key and plugin not carried over, at its line, with what it would have done. */
function warningOf(file: string, notes: ConfigNote[], locate: ReturnType<typeof configLocations>): string | null {
  if (notes.length === 0) return null;
  // In the file's order; a key that cannot be placed last.
  const placed = notes.map((note) => ({ note, place: locate(note.path) }));
  placed.sort((a, b) => (a.place?.line ?? Infinity) - (b.place?.line ?? Infinity) || (a.place?.column ?? 0) - (b.place?.column ?? 0));
  const lines = placed.map(({ note, place }) => `  ${at(file, place)} ${keyPathText(note.path) || '(the config)'}: ${note.message}`);
  return `${file}: ${notes.length === 1 ? 'one thing' : `${notes.length} things`} of the config this site does not carry over (docs/importing-docusaurus.md#the-config-file):\n${lines.join('\n')}`;
}

/**
 * Writes src/config/fromDocusaurus.ts from the site's config (null without one), when its text
 * changes; what scripts/prebuild.mjs runs before the build. Returns the config, or null.
 */
export async function writeFromDocusaurus(siteDir: string): Promise<LoadedDocusaurusConfig | null> {
  const loaded = await importDocusaurusConfig(siteDir);
  writeChangedFiles(siteDir, [[FROM_DOCUSAURUS_FILE, fromDocusaurusModule(loaded?.written ?? null)]]);
  return loaded;
}

/**
 * Whether src/config/fromDocusaurus.ts, as the build's code was compiled with it (`compiled`), is
 * the site's config as it is now: a sentence saying what changed when not, and the file is written
 * again, for the next run. The build's first steps compile src/ before any of the site's code runs,
 * so a config written later would reach the pages but not the build.
 */
export function staleFromDocusaurus(siteDir: string, loaded: LoadedDocusaurusConfig | null, compiled: FromDocusaurus | null): string | null {
  const now = loaded?.written ?? null;
  if ((now?.hash ?? null) === (compiled?.hash ?? null) && now?.file === compiled?.file) return null;
  writeChangedFiles(siteDir, [[FROM_DOCUSAURUS_FILE, fromDocusaurusModule(now)]]);
  const what = !now ? `${compiled!.file} is gone` : !compiled ? `the site has ${now.file}` : `${now.file} has changed`;
  return `${what} since ${FROM_DOCUSAURUS_FILE} was written from it. It is written now: run the command again (npm run build and npm run develop write it before Gatsby starts, in scripts/prebuild.mjs).`;
}
