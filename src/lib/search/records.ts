/**
 * Search records in DocSearch's shape, one per page title, heading and block
 * of text. The same records go to Algolia and into the embedded index. Every
 * text field is HTML-escaped here: DocSearch renders record fields as HTML.
 */
import { escapeHtml } from '../html';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  /** The docs version facet, as Docusaurus names it. */
  docusaurus_tag: string;
  /**
   * On a page's or a heading's own record: the names the code blocks of its
   * section use and its text does not, space-separated; searched after the
   * text, never shown.
   */
  code?: string;
  /**
   * The custom ranking, after Algolia's other criteria: the page's rank (docs
   * above posts, from the site's search settings), the record's heading level
   * (a page's own record first), its position in the page.
   */
  weight: { pageRank: number; level: number; position: number };
}

/** A block of a rendered page, in order: a heading, a run of text, or the names a code block uses. */
export type SearchBlock = { kind: 'heading'; depth: number; id: string; text: string } | { kind: 'text'; text: string } | { kind: 'code'; names: string[] };

/**
 * A page's description when its front matter gives none: its first block of
 * text, as Docusaurus takes the first paragraph (for the meta description,
 * category index cards and lists).
 */
export function firstParagraph(blocks: readonly SearchBlock[]): string | null {
  const found = blocks.find((b): b is Extract<SearchBlock, { kind: 'text' }> => b.kind === 'text' && b.text.trim() !== '');
  const text = found?.text.replace(/\s+/g, ' ').trim();
  return text || null;
}

export interface SearchPage {
  /** Route of the page, in the site's exact trailing-slash form. */
  url: string;
  /** Top-level category: the doc's section, or "Blog". */
  lvl0: string;
  title: string;
  language: string;
  tag: string;
  /** Ranks the page's records among equals: higher first. */
  pageRank: number;
  blocks: SearchBlock[];
}

/** Ranking weight of each record type: pages, then headings by level, then text. */
export const LEVEL_WEIGHT: Record<RecordType, number> = { lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 };

/** Collapses white space; records hold plain, single-line text. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Builds the records of one page. */
export function buildRecords(page: SearchPage): SearchRecord[] {
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = { lvl0: escapeHtml(page.lvl0), lvl1: escapeHtml(clean(page.title)), lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor = '';
  const push = (type: RecordType, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: `${page.url}#${anchor}-${position}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: page.language,
      docusaurus_tag: page.tag,
      weight: { pageRank: page.pageRank, level: LEVEL_WEIGHT[type], position },
    });
  };
  push('lvl1', null);
  // The page's prose, to leave out of a section's code names those its text already has.
  const prose = page.blocks.map((b) => (b.kind === 'code' ? '' : b.text.toLowerCase())).join(' ');
  let section = records[0];
  const sectionNames = new Map<SearchRecord, Set<string>>();
  // A name goes to the first section whose code uses it: one record per page is enough to find it.
  const named = new Set<string>();
  for (const block of page.blocks) {
    if (block.kind === 'code') {
      const names = sectionNames.get(section) ?? new Set<string>();
      for (const name of block.names) {
        if (named.has(name) || prose.includes(name.toLowerCase())) continue;
        named.add(name);
        names.add(name);
      }
      sectionNames.set(section, names);
    } else if (block.kind === 'heading') {
      const depth = Math.min(6, Math.max(2, block.depth));
      for (let level = depth; level <= 6; level++) hierarchy[`lvl${level}` as keyof Hierarchy] = null;
      hierarchy[`lvl${depth}` as keyof Hierarchy] = escapeHtml(clean(block.text));
      anchor = block.id;
      push(`lvl${depth}` as RecordType, null);
      section = records[records.length - 1];
    } else {
      const text = clean(block.text);
      if (text) push('content', escapeHtml(text));
    }
  }
  for (const [record, names] of sectionNames) if (names.size) record.code = escapeHtml([...names].join(' '));
  return records;
}
