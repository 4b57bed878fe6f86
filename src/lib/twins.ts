/**
 * Pages for agents: each doc's and post's Markdown twin at `<route>.md`, and
 * the site's `llms.txt` and `llms-full.txt` in the llmstxt.org format
 * (https://llmstxt.org/): the title, the tagline, a section per sidebar
 * category listing each doc's twin, then the blog's posts.
 */
import type { ListItem, Root, RootContent } from 'mdast';
import { stringify as toYaml } from 'yaml';
import { twinMarkdown } from './mdx/twinMarkdown';
import type { TwinRef } from './mdx/twinTree';
import { twinPath } from './routes';
import type { SidebarItem } from './sidebar';
import { flattenSidebar } from './sidebar/navigation';
import { absoluteUrl } from './structuredData';

/** A URL as a Markdown link destination: characters that would end or break it are escaped. */
const destination = (url: string) => url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A reference's absolute URL: site paths against the site's URL, relative ones against the page's. */
function absoluteRef(ref: TwinRef, siteUrl: string, pageUrl: string): string {
  const url = ref.kind === 'url' ? ref.url : ref.original;
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  return url.startsWith('/') ? absoluteUrl(siteUrl, url) : new URL(url, pageUrl).href;
}

export interface TwinPage {
  title: string;
  description: string | null;
  route: string;
  /** The page's rendered twin: Markdown whose URLs are placeholders, and what each stands for. */
  twin: { markdown: string; refs: readonly TwinRef[] };
}

/** A page's twin as published: its title and description as front matter, the title as its heading, every URL absolute. */
export function twinDocument(page: TwinPage, siteUrl: string): string {
  const pageUrl = absoluteUrl(siteUrl, page.route);
  // A placeholder is a link's, an image's or a definition's destination; the same characters in text stay.
  const body = page.twin.markdown.replace(/(\]\(|\]: |<)mdx-twin:(\d+)(?=[)\s>]|$)/gm, (whole, before: string, n: string) => {
    const ref = page.twin.refs[Number(n)];
    return ref ? before + destination(absoluteRef(ref, siteUrl, pageUrl)) : whole;
  });
  const frontMatter = toYaml(page.description ? { title: page.title, description: page.description } : { title: page.title }, { lineWidth: 0 });
  return `---\n${frontMatter}---\n\n${twinMarkdown({ type: 'root', children: [heading(1, page.title)] })}\n${body.trim()}\n`;
}

const heading = (depth: 1 | 2, text: string): RootContent => ({ type: 'heading', depth, children: [{ type: 'text', value: text.replace(/\s+/g, ' ') }] });

export interface LlmsDoc {
  route: string;
  title: string;
  description: string | null;
}

export interface LlmsInput {
  title: string;
  tagline: string;
  siteUrl: string;
  /** The docs sidebars, in the config's order. */
  sidebars: readonly SidebarItem[][];
  /** Every doc with a twin that is listed (not unlisted, not a draft), by route. */
  docs: ReadonlyMap<string, LlmsDoc>;
  blogTitle: string;
  /** Listed posts, newest first. */
  posts: readonly LlmsDoc[];
}

/** The docs in sections: one per top-level sidebar category, loose docs first under "Docs", docs in no sidebar last. */
export function llmsSections(input: Pick<LlmsInput, 'sidebars' | 'docs'>): { title: string; docs: LlmsDoc[] }[] {
  const seen = new Set<string>();
  const take = (items: readonly SidebarItem[]) =>
    flattenSidebar(items).flatMap((item) => {
      const doc = input.docs.get(item.href);
      if (!doc || seen.has(doc.route)) return [];
      seen.add(doc.route);
      return [doc];
    });
  const sections: { title: string; docs: LlmsDoc[] }[] = [];
  const loose: LlmsDoc[] = [];
  for (const sidebar of input.sidebars) {
    for (const item of sidebar) {
      if (item.type === 'doc') loose.push(...take([item]));
      else if (item.type === 'category') sections.push({ title: item.label, docs: take([item]) });
    }
  }
  const outside = [...input.docs.values()].filter((d) => !seen.has(d.route));
  return [{ title: 'Docs', docs: loose }, ...sections, { title: 'More docs', docs: outside }].filter((s) => s.docs.length > 0);
}

const entry = (doc: LlmsDoc, siteUrl: string): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [
    {
      type: 'paragraph',
      children: [
        { type: 'link', url: destination(absoluteUrl(siteUrl, twinPath(doc.route))), children: [{ type: 'text', value: doc.title }] },
        ...(doc.description ? [{ type: 'text' as const, value: `: ${doc.description.replace(/\s+/g, ' ')}` }] : []),
      ],
    },
  ],
});

/** `llms.txt`: the site's title and tagline, then its docs by section and its posts, each a link to its twin. */
export function llmsTxt(input: LlmsInput): string {
  const sections = [...llmsSections(input), { title: input.blogTitle, docs: [...input.posts] }].filter((s) => s.docs.length > 0);
  const tree: Root = {
    type: 'root',
    children: [
      heading(1, input.title),
      { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: input.tagline.replace(/\s+/g, ' ') }] }] },
      ...sections.flatMap((s): RootContent[] => [
        heading(2, s.title),
        { type: 'list', ordered: false, spread: false, children: s.docs.map((d) => entry(d, input.siteUrl)) },
      ]),
    ],
  };
  return twinMarkdown(tree);
}

/** The routes of `llms-full.txt`, in its order: the docs as `llms.txt` lists them, then the posts. */
export function llmsFullOrder(input: LlmsInput): string[] {
  return [...llmsSections(input).flatMap((s) => s.docs), ...input.posts].map((d) => d.route);
}

/** `llms-full.txt`: every twin in order, each with the URL of its page in its front matter. */
export function llmsFullTxt(twins: readonly { route: string; document: string }[], siteUrl: string): string {
  return twins.map(({ route, document }) => document.replace(/^---\n/, `---\nurl: ${absoluteUrl(siteUrl, route)}\n`)).join('\n');
}
