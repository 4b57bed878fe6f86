/**
 * The renderer's own version: a hash of its source files and of the versions
 * of the packages it runs. Rendered pages are cached under a key that holds
 * it, so a change to the rendering code or an upgraded plugin re-renders
 * every page by itself, with no need to clear Gatsby's cache.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders and files whose code decides how MDX becomes HTML (tests excluded); `htmlSafety.ts` checks every element the sandbox renders. */
export const RENDERER_SOURCES = ['node/mdx', 'src/lib/mdx', 'src/lib/htmlSafety.ts'];

/** Packages whose version changes the HTML (the MDX pipeline and what it renders with). */
export const RENDERER_PACKAGES = [
  '@mdx-js/mdx',
  'remark-gfm',
  'remark-directive',
  'remark-math',
  'rehype-slug',
  'rehype-autolink-headings',
  'rehype-katex',
  'katex',
  'shiki',
  '@shikijs/rehype',
  '@shikijs/transformers',
  'react',
  'react-dom',
  'unified',
  'unist-util-visit',
  'hast-util-to-string',
  'mdast-util-to-string',
  'mermaid',
  'rehype-external-links',
  'github-slugger',
  '@fortawesome/fontawesome-free',
];

/** The hash of what decides the renderer's output, given as data (for the test). */
export function versionKey(sources: readonly { file: string; text: string }[], packages: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const { file, text } of [...sources].sort((a, b) => a.file.localeCompare(b.file))) hash.update(`${file}\0${text}\0`);
  for (const name of Object.keys(packages).sort()) hash.update(`${name}@${packages[name]}\0`);
  return hash.digest('hex').slice(0, 16);
}

function readSources(siteDir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const source of RENDERER_SOURCES) {
    if (/\.[cm]?[jt]sx?$/.test(source)) {
      out.push({ file: source, text: fs.readFileSync(path.join(siteDir, source), 'utf8') });
      continue;
    }
    for (const entry of fs.readdirSync(path.join(siteDir, source), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|cjs|mjs|js)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const full = path.join(entry.parentPath, entry.name);
      out.push({ file: path.relative(siteDir, full), text: fs.readFileSync(full, 'utf8') });
    }
  }
  return out;
}

/**
 * A package's installed version, read from the site's node_modules: most of these packages do not
 * export their package.json, and Gatsby bundles gatsby-node, so this module has no node_modules of
 * its own to resolve from.
 */
export const installedVersion = (siteDir: string, name: string): string =>
  (JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

function packageVersions(siteDir: string): Record<string, string> {
  return Object.fromEntries(RENDERER_PACKAGES.map((name) => [name, installedVersion(siteDir, name)]));
}

const versions = new Map<string, string>();

/** The renderer's version for the site at `siteDir`, computed once per process. */
export function rendererVersion(siteDir: string): string {
  let version = versions.get(siteDir);
  if (!version) {
    version = versionKey(readSources(siteDir), packageVersions(siteDir));
    versions.set(siteDir, version);
  }
  return version;
}
