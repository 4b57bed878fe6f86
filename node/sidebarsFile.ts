/**
 * A Docusaurus sidebars file (`sidebars.js`, `.cjs`, `.mjs`, `.ts` or
 * `.json`), read at build time as Docusaurus reads it: JavaScript and
 * TypeScript run in Node (bundled by esbuild first, so `export default`,
 * TypeScript and imports of the site's own modules work), JSON is parsed.
 * It is the site's code, like its config, so it runs in the build's process.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import esbuild from 'esbuild';
import type { DocsConfig } from '../src/lib/config/types';
import { siteConfigFile } from '../src/lib/config/configFile';
import { SidebarsConfigError } from '../src/lib/sidebar/validation';
import { buildErrors } from './buildErrors';

/** What a sidebars file exports (unchecked: src/lib/sidebar/validation.ts checks it). */
export async function loadSidebarsFile(file: string): Promise<unknown> {
  const name = path.basename(file);
  let source: string;
  try {
    source = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new SidebarsConfigError(
      file,
      'the file',
      `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); check the docs' sidebarPath in ${siteConfigFile}`,
    );
  }
  if (name.endsWith('.json')) {
    try {
      return JSON.parse(source) as unknown;
    } catch (error) {
      throw new SidebarsConfigError(file, 'the file', `is not JSON: ${(error as Error).message}`);
    }
  }
  if (!/\.[cm]?[jt]s$/.test(name)) throw new SidebarsConfigError(file, 'the file', 'must be a .js, .cjs, .mjs, .ts or .json file');
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      // Packages are required from the file's folder as they are; the site's own modules are bundled.
      packages: 'external',
      write: false,
      logLevel: 'silent',
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const first = buildErrors(error)[0];
    if (first?.line) throw new SidebarsConfigError(file, `line ${first.line}:${first.column}`, first.text);
    throw new SidebarsConfigError(file, 'the file', (error as Error).message);
  }
  const module = { exports: {} as Record<string, unknown> };
  // The site's own sidebars file, run as Node runs a CommonJS module.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('module', 'exports', 'require', '__filename', '__dirname', code) as (...args: unknown[]) => void;
  try {
    run(module, module.exports, createRequire(file), file, path.dirname(file));
  } catch (error) {
    throw new SidebarsConfigError(file, 'the file', `threw while it ran: ${(error as Error).message}`);
  }
  const exported = module.exports;
  return exported.__esModule && 'default' in exported ? exported.default : exported;
}

/** The site's sidebars: its sidebars file's (`docs.sidebarPath`, relative to the site's folder) when it has one, else `docs.sidebars`. */
export async function siteSidebars(siteDir: string, docs: Pick<DocsConfig, 'sidebars' | 'sidebarPath'>): Promise<unknown> {
  return docs.sidebarPath ? loadSidebarsFile(path.resolve(siteDir, docs.sidebarPath)) : docs.sidebars;
}
