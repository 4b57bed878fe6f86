/** Mdx nodes as gatsby-plugin-mdx makes them, for tests of the build's site code. */
import type { MdxNode } from '../../node/mdxNode';

/** An Mdx node with its content digest, its route (`slug`; null for a node onCreateNode gave no fields) and its file. */
export const mdxNode = (id: string, digest: string, slug: string | null, file?: string) =>
  ({
    id,
    internal: { type: 'Mdx', contentDigest: digest, owner: 'gatsby-plugin-mdx', contentFilePath: file },
    fields: slug === null ? null : { slug },
    body: '',
    children: [],
    parent: null,
  }) as unknown as MdxNode;
