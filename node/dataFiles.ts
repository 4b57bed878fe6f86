/**
 * The data files the site is built from besides its pages: the sidebars files, the docs' `_category_`
 * files, the blog's `authors` and `tags` files and the locales' translations, which File nodes they
 * are, and reading them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Node } from 'gatsby';
import { parse as parseYaml } from 'yaml';
import type { CategoryMeta } from '../src/lib/sidebar';
import { validateCategoryMeta } from '../src/lib/sidebar/categoryFiles';
import { versionOfContentFile } from '../src/lib/versions';
import { siteDocsVersions } from './versionsFile';
import { I18N_FOLDER } from './siteLocales';

/** A data File node: a docs folder's `_category_` file, or the blog's `authors` or `tags` file. */
export interface DataFileNode extends Node {
  sourceInstanceName: string;
  relativeDirectory: string;
  relativePath: string;
  absolutePath: string;
  name: string;
  extension: string;
}

/** The data files among File nodes: the sidebars files, the docs' `_category_` files, and the blog's `authors` and `tags` files. */
export const dataFiles = (files: readonly Node[]) =>
  (files as DataFileNode[]).filter(
    (f) =>
      // The sidebars files (the site's and the released versions'), sourced by node/gatsbyConfig.ts so that an edit
      // under `gatsby develop` builds the site again.
      f.sourceInstanceName === SIDEBARS_SOURCE ||
      f.sourceInstanceName === 'versioned_sidebars' ||
      // A locale's translations of labels (Docusaurus's i18n/<locale>/…/current.json).
      (f.sourceInstanceName === I18N_FOLDER && f.extension === 'json') ||
      (/^(json|ya?ml)$/.test(f.extension) &&
        (((f.sourceInstanceName === 'docs' || f.sourceInstanceName === 'versioned_docs') && f.name === '_category_') ||
          (f.sourceInstanceName === 'blog' && (f.name === 'authors' || f.name === 'tags') && f.relativeDirectory === ''))),
  );

/** The name the sidebars file's File node is sourced under (node/gatsbyConfig.ts). */
export const SIDEBARS_SOURCE = 'sidebars';

/** A data file's parsed content (JSON or YAML); a file that cannot be read fails with its path. */
export async function readDataFile(file: DataFileNode): Promise<{ raw: unknown; label: string }> {
  const label = `content/${file.sourceInstanceName}/${file.relativePath}`;
  try {
    const text = await fs.readFile(file.absolutePath, 'utf8');
    return { raw: file.extension === 'json' ? JSON.parse(text) : parseYaml(text), label };
  } catch (error) {
    throw new Error(`${label}: cannot be read: ${(error as Error).message}`);
  }
}

/** Reads the blog's `<name>.yml` (authors, tags) with `parse`; an empty map without the file. */
export async function readBlogData<T>(
  files: readonly DataFileNode[],
  name: string,
  parse: (raw: unknown, label: string) => Map<string, T>,
): Promise<Map<string, T>> {
  const file = files.find((f) => f.sourceInstanceName === 'blog' && f.name === name);
  if (!file) return new Map();
  const { raw, label } = await readDataFile(file);
  return parse(raw, label);
}

/** The `_category_` files of each docs version's folders, by version name and folder. */
export async function readCategories(files: readonly DataFileNode[]): Promise<Record<string, Record<string, CategoryMeta>>> {
  const categories: Record<string, Record<string, CategoryMeta>> = Object.fromEntries(siteDocsVersions().map((v) => [v.name, {}]));
  for (const file of files.filter((f) => f.sourceInstanceName === 'docs' || f.sourceInstanceName === 'versioned_docs')) {
    const place = versionOfContentFile(siteDocsVersions(), file.sourceInstanceName as 'docs', `${file.relativePath.split(path.sep).join('/')}`);
    if (!place) continue;
    const { raw, label } = await readDataFile(file);
    categories[place.version.name][path.posix.dirname(place.relativePath).replace(/^\.$/, '')] = validateCategoryMeta(raw, label);
  }
  return categories;
}
