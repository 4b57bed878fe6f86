/** The content model as the Node side sees it: Mdx nodes with the fields onCreateNode gives them. */
import type { DocMeta } from '../lib/sidebar';
import type { PostSummary } from '../lib/blog';

export interface MdxFields {
  kind: 'doc' | 'post';
  slug: string;
  docId: string | null;
  sourcePath: string;
  title: string;
  description: string | null;
  date: string | null;
  tags: string[];
  sidebarPosition: number | null;
  sidebarLabel: string | null;
  words: number;
  hasMath: boolean;
}

export interface MdxNodeWithFields {
  id: string;
  fields?: Partial<MdxFields> | null;
}

export interface ContentDoc extends DocMeta {
  nodeId: string;
  description: string | null;
}

export interface ContentPost extends PostSummary {
  nodeId: string;
  words: number;
}

/** Docs of the site, from Mdx nodes (nodes whose file failed to render have no fields and are left out). */
export function docsFromNodes(nodes: readonly MdxNodeWithFields[]): ContentDoc[] {
  return nodes
    .filter((n) => n.fields?.kind === 'doc' && n.fields.slug && n.fields.docId)
    .map((n) => {
      const f = n.fields as MdxFields;
      return {
        nodeId: n.id,
        id: f.docId!,
        path: f.slug,
        title: f.title,
        description: f.description ?? null,
        sidebarLabel: f.sidebarLabel ?? null,
        sidebarPosition: f.sidebarPosition ?? null,
      };
    });
}

/** Blog posts of the site, from Mdx nodes. */
export function postsFromNodes(nodes: readonly MdxNodeWithFields[]): ContentPost[] {
  return nodes
    .filter((n) => n.fields?.kind === 'post' && n.fields.slug && n.fields.date)
    .map((n) => {
      const f = n.fields as MdxFields;
      return {
        nodeId: n.id,
        path: f.slug,
        title: f.title,
        date: f.date!,
        description: f.description ?? null,
        tags: f.tags ?? [],
        words: f.words ?? 0,
      };
    });
}
