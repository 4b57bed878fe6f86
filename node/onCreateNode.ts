import fs from 'node:fs';
import type { CreateNodeArgs, GatsbyNode, Node } from 'gatsby';
import { siteConfig } from '../src/config/site';
import { siteDocsVersions } from './versionsFile';
import { siteLocales } from './siteLocales';
import { translatedFilePlace } from '../src/lib/translations';
import { localizedRoute, type SiteLocale } from '../src/lib/locales';
import { versionOfContentFile } from '../src/lib/versions';
import { countWords } from '../src/lib/blog';
import { validateBlogFrontmatter, validateDocFrontmatter, type DocFrontmatter, type PageFrontmatter } from '../src/lib/frontmatter';
import { editUrlOf, versionDocsDirPath } from '../src/lib/lastUpdate';
import { docsEditUrl } from './importedConfig';
import type { PageDisplay } from '../src/lib/model';
import { lastUpdateOf } from './gitHistory';
import {
  blogFileRoute,
  docIdFromRelativePath,
  docIdWithOverride,
  docRouteFromId,
  isCategoryIndex,
  openingHeading,
  parseBlogFileName,
  routeFromSlug,
} from '../src/lib/routes';
import type { MdxFields, MdxNode } from './mdxNode';
import { failBuild } from './failBuild';
import { noteMdxNodeHandled } from './mdxNodesCaughtUp';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

/**
 * Gives each Mdx node its validated front matter and route as fields (the
 * content entry of the site model). Rendering happens later, cached by the
 * renderer's version (node/siteRenderer.ts). A bad front matter fails the build
 * with its file and field; under `gatsby develop` the error is shown and the
 * file is left out until fixed.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  if (args.node.internal.type !== 'Mdx') return;
  try {
    giveFields(args);
  } finally {
    // createPages under develop waits for this (node/mdxNodesCaughtUp.ts).
    noteMdxNodeHandled(args.node);
  }
};

function giveFields({ node, getNode, actions, reporter }: CreateNodeArgs): void {
  const mdx = node as MdxNode;
  const fileNode = getNode(mdx.parent ?? '') as FileNode | undefined;
  if (!fileNode) return;
  const sourcePath = `content/${fileNode.sourceInstanceName}/${fileNode.relativePath}`;
  // Partials (`_name.mdx`) are imported by pages, never pages themselves.
  if (/(^|\/)_[^/]*$/.test(fileNode.relativePath)) return;
  try {
    const fields = contentFields(mdx, fileNode, sourcePath);
    if (!fields) return;
    // A draft is previewed by `gatsby develop` and never built for production.
    if (fields.draft && process.env.NODE_ENV === 'production') {
      reporter.info(`Draft left out of the build: ${sourcePath}`);
      return;
    }
    const { draft: _draft, ...entry } = fields;
    for (const [name, value] of Object.entries(entry)) actions.createNodeField({ node, name, value });
  } catch (error) {
    failBuild(reporter, (error as Error).message);
  }
}

type Fields = MdxFields & { draft: boolean };

/** Where a content file sits: its folder as the default locale has it, and its path below. */
interface Place {
  source: string;
  relativePath: string;
}

/**
 * A doc's or a post's fields. A translation (`i18n/<locale>/…`, src/lib/translations.ts) is read as
 * the file it translates, at that file's route in its locale; a file of a locale the config does not
 * list, or of none, is no page.
 */
function contentFields(mdx: MdxNode, file: FileNode, sourcePath: string): Fields | null {
  if (file.sourceInstanceName !== 'i18n') return fieldsAt(mdx, file, sourcePath, { source: file.sourceInstanceName, relativePath: file.relativePath });
  const place = translatedFilePlace(file.relativePath);
  const locale = place && siteLocales().find((l) => l.code === place.locale && !l.isDefault);
  if (!place || !locale) return null;
  const [source, ...rest] = place.original.split('/');
  const fields = fieldsAt(mdx, file, sourcePath, { source, relativePath: rest.join('/') }, locale);
  return fields && { ...fields, locale: locale.code, slug: localizedRoute(locale, fields.slug) };
}

const fieldsAt = (mdx: MdxNode, file: FileNode, sourcePath: string, place: Place, locale?: SiteLocale): Fields | null =>
  place.source === 'blog' ? postFields(mdx, file, sourcePath, place) : docFields(mdx, file, sourcePath, place, locale);

function display(fm: PageFrontmatter & Partial<DocFrontmatter>): PageDisplay {
  return {
    hideTitle: fm.hideTitle ?? false,
    hideTableOfContents: fm.hideTableOfContents,
    tocMinHeadingLevel: fm.tocMinHeadingLevel,
    tocMaxHeadingLevel: fm.tocMaxHeadingLevel,
    keywords: fm.keywords,
    image: fm.image,
    ...(fm.paginationPrev !== undefined ? { paginationPrev: fm.paginationPrev } : {}),
    ...(fm.paginationNext !== undefined ? { paginationNext: fm.paginationNext } : {}),
    paginationLabel: fm.paginationLabel ?? null,
  };
}

function docFields(mdx: MdxNode, file: FileNode, sourcePath: string, at: Place, locale?: SiteLocale): Fields | null {
  // A released version's doc (versioned_docs/version-<name>/…) has its id and route within its version.
  const place = versionOfContentFile(siteDocsVersions(), at.source === 'versioned_docs' ? 'versioned_docs' : 'docs', at.relativePath);
  if (!place) return null;
  const fm = validateDocFrontmatter(mdx.frontmatter, sourcePath, {
    contentTitle: openingHeading(mdx.body),
    source: fs.readFileSync(file.absolutePath, 'utf8'),
  });
  // The file's own folder's repository says when it changed (a translation's, not its original's).
  const folder = file.absolutePath.slice(0, file.absolutePath.length - file.relativePath.length);
  const fromGit = lastUpdateOf(folder, file.absolutePath);
  const fileId = docIdFromRelativePath(place.relativePath);
  const docId = docIdWithOverride(fileId, fm.id);
  const base = place.version.path;
  // A folder's page keeps the folder's route whatever its `id` (Docusaurus's category index convention).
  const slug = fm.slug ? routeFromSlug(fm.slug, fileId, base) : docRouteFromId(isCategoryIndex(fileId) ? fileId : docId, base);
  // What an `editUrl` function is given, as Docusaurus gives it (its permalink has the base URL and the locale's prefix).
  const editParams = {
    version: place.version.name,
    versionDocsDirPath: versionDocsDirPath(place.version.name),
    docPath: place.relativePath,
    permalink: `${siteConfig.baseUrl.replace(/\/$/, '')}${locale ? localizedRoute(locale, slug) : slug}`,
    locale: locale?.code ?? siteConfig.i18n.defaultLocale,
  };
  return {
    kind: 'doc',
    sourcePath,
    version: place.version.name,
    slug,
    docId,
    title: fm.title,
    description: fm.description,
    date: null,
    tags: [],
    sidebarPosition: fm.sidebarPosition,
    sidebarLabel: fm.sidebarLabel,
    words: countWords(mdx.body),
    draft: fm.draft,
    unlisted: fm.unlisted,
    authors: null,
    page: {
      ...display(fm),
      editUrl: editUrlOf(fm.customEditUrl, docsEditUrl(), sourcePath, editParams),
      lastUpdate: fm.lastUpdate ? { date: fm.lastUpdate.date ?? fromGit?.date ?? null, author: fm.lastUpdate.author ?? fromGit?.author ?? null } : fromGit,
    },
  };
}

function postFields(mdx: MdxNode, file: FileNode, sourcePath: string, at: Place): Fields {
  const name = parseBlogFileName(at.relativePath);
  const fm = validateBlogFrontmatter(mdx.frontmatter, sourcePath, {
    contentTitle: openingHeading(mdx.body),
    fileDate: name.date,
    source: fs.readFileSync(file.absolutePath, 'utf8'),
  });
  const base = siteConfig.blog.routeBasePath;
  return {
    kind: 'post',
    sourcePath,
    version: null,
    // Docusaurus: with a `slug` the post lives at /blog/<slug>, without it where its file's path says
    // (/blog/YYYY/MM/DD/<text> for a dated name, the text kept as written: src/lib/routes.ts).
    slug: fm.slug ? routeFromSlug(fm.slug.startsWith('/') ? fm.slug : `/${fm.slug}`, '', base) : blogFileRoute(name, base),
    docId: null,
    title: fm.title,
    description: fm.description,
    date: fm.date,
    tags: fm.tags,
    sidebarPosition: null,
    sidebarLabel: null,
    words: countWords(mdx.body),
    draft: fm.draft,
    unlisted: fm.unlisted,
    page: display(fm),
    // Resolved with blog/authors.yml when the site model is built.
    authors: pick(mdx.frontmatter ?? {}, ['authors', 'author', 'author_title', 'author_url', 'author_image_url']),
  };
}

function pick(raw: Record<string, unknown>, keys: string[]): Record<string, unknown> | null {
  const out = Object.fromEntries(keys.filter((k) => raw[k] !== undefined && raw[k] !== null).map((k) => [k, raw[k]]));
  return Object.keys(out).length ? out : null;
}
