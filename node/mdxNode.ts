/** An Mdx node as gatsby-plugin-mdx makes it, with the fields onCreateNode gives it. */
import type { Node } from 'gatsby';
import type { ContentEntry } from '../src/lib/model';

/** The fields onCreateNode gives an Mdx node: a content entry without the node id. */
export type MdxFields = Omit<ContentEntry, 'nodeId'>;

export interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
  fields?: MdxFields | null;
  internal: Node['internal'] & { contentFilePath?: string };
}

/** The file extensions gatsby-plugin-mdx makes Mdx nodes of (its `extensions` option, node/gatsbyConfig.ts). */
export const MDX_EXTENSIONS: readonly string[] = ['.mdx', '.md'];
