import type { GatsbyNode, Node } from 'gatsby';
import { siteConfig } from '../config/site';
import { countWords } from '../lib/blog';
import { validateBlogFrontmatter, validateDocFrontmatter } from '../lib/frontmatter';
import { blogPostRoute, docIdFromRelativePath, docRouteFromId, parseBlogFileName } from '../lib/routes';
import { renderMdx } from './mdx/compile';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
}

interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
  internal: Node['internal'] & { contentFilePath?: string };
}

/**
 * Gives each Mdx node its validated front matter, route and rendered HTML as
 * fields. A bad file fails the build with its path, field or line; under
 * `gatsby develop` the error is shown and the file is left out until fixed.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'Mdx') return;
  const mdx = node as MdxNode;
  const fileNode = getNode(mdx.parent ?? '') as FileNode | undefined;
  if (!fileNode) return;
  const kind = fileNode.sourceInstanceName === 'blog' ? 'post' : 'doc';
  const sourcePath = `content/${fileNode.sourceInstanceName}/${fileNode.relativePath}`;
  const { createNodeField } = actions;

  try {
    let fields: Record<string, unknown>;
    if (kind === 'doc') {
      const fm = validateDocFrontmatter(mdx.frontmatter, sourcePath);
      const docId = docIdFromRelativePath(fileNode.relativePath);
      fields = {
        kind,
        docId,
        slug: docRouteFromId(docId, siteConfig.docs.routeBasePath),
        title: fm.title,
        description: fm.description,
        date: null,
        tags: [],
        sidebarPosition: fm.sidebarPosition,
        sidebarLabel: fm.sidebarLabel,
      };
    } else {
      const fm = validateBlogFrontmatter(mdx.frontmatter, sourcePath);
      const { slug } = parseBlogFileName(fileNode.relativePath);
      fields = {
        kind,
        docId: null,
        slug: blogPostRoute(fm.date, slug, siteConfig.blog.routeBasePath),
        title: fm.title,
        description: fm.description,
        date: fm.date,
        tags: fm.tags,
        sidebarPosition: null,
        sidebarLabel: null,
      };
    }
    const raw = await readSource(mdx);
    const lineOffset = raw === null ? 0 : countFrontmatterLines(raw, mdx.body);
    const rendered = await renderMdx(mdx.body, sourcePath, lineOffset);
    Object.assign(fields, {
      sourcePath,
      html: rendered.html,
      headings: rendered.headings,
      hasMath: rendered.hasMath,
      searchBlocks: rendered.searchBlocks,
      words: countWords(mdx.body),
    });
    for (const [name, value] of Object.entries(fields)) createNodeField({ node, name, value });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

async function readSource(node: MdxNode): Promise<string | null> {
  const file = node.internal.contentFilePath;
  if (!file) return null;
  const { readFile } = await import('node:fs/promises');
  return readFile(file, 'utf8').catch(() => null);
}

/** Lines above the body (the front matter block), so MDX errors give the file's own line numbers. */
function countFrontmatterLines(raw: string, body: string): number {
  const at = raw.lastIndexOf(body);
  return at <= 0 ? 0 : raw.slice(0, at).split('\n').length - 1;
}
