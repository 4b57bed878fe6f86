import type { GatsbyNode, Node } from 'gatsby';
import { siteConfig } from '../config/site';
import { countWords } from '../lib/blog';
import { validateBlogFrontmatter, validateDocFrontmatter } from '../lib/frontmatter';
import { blogPostRoute, docIdFromRelativePath, docRouteFromId, parseBlogFileName } from '../lib/routes';
import type { MdxFields, MdxNode } from './site';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
}

/**
 * Gives each Mdx node its validated front matter and route as fields (the
 * content entry of the site model). Rendering happens later, cached by the
 * renderer's version (src/node/site.ts). A bad front matter fails the build
 * with its file and field; under `gatsby develop` the error is shown and the
 * file is left out until fixed.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'Mdx') return;
  const mdx = node as MdxNode;
  const fileNode = getNode(mdx.parent ?? '') as FileNode | undefined;
  if (!fileNode) return;
  const sourcePath = `content/${fileNode.sourceInstanceName}/${fileNode.relativePath}`;
  try {
    const fields = fileNode.sourceInstanceName === 'blog' ? postFields(mdx, fileNode, sourcePath) : docFields(mdx, fileNode, sourcePath);
    for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

function docFields(mdx: MdxNode, file: FileNode, sourcePath: string): MdxFields {
  const fm = validateDocFrontmatter(mdx.frontmatter, sourcePath);
  const docId = docIdFromRelativePath(file.relativePath);
  return {
    kind: 'doc',
    sourcePath,
    slug: docRouteFromId(docId, siteConfig.docs.routeBasePath),
    docId,
    title: fm.title,
    description: fm.description,
    date: null,
    tags: [],
    sidebarPosition: fm.sidebarPosition,
    sidebarLabel: fm.sidebarLabel,
    words: countWords(mdx.body),
  };
}

function postFields(mdx: MdxNode, file: FileNode, sourcePath: string): MdxFields {
  const fm = validateBlogFrontmatter(mdx.frontmatter, sourcePath);
  const { slug } = parseBlogFileName(file.relativePath);
  return {
    kind: 'post',
    sourcePath,
    slug: blogPostRoute(fm.date, slug, siteConfig.blog.routeBasePath),
    docId: null,
    title: fm.title,
    description: fm.description,
    date: fm.date,
    tags: fm.tags,
    sidebarPosition: null,
    sidebarLabel: null,
    words: countWords(mdx.body),
  };
}
