/**
 * The docs as one PDF (node/docsPdf.ts, docs/features.md#the-docs-as-one-pdf), read with pdf.js as a
 * reader's viewer reads it: every doc page links it; it has more pages than the docs, each listed doc's
 * title in its text and in its outline, links between docs that lead to the right page of the PDF,
 * links to other sites kept, and diagrams as text and paths rather than pixels.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

const publicDir = path.resolve('public');
const PDF = '/docs/docs.pdf';

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
/** Text compared as a viewer's search does, whatever the lines and spaces. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** Every doc page of the build (an article under /docs/): its route, its title, whether it is listed, and its link to the PDF. */
function docPages(): { route: string; title: string; listed: boolean; pdfLink: string | null; html: string }[] {
  return fs
    .readdirSync(path.join(publicDir, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .map((f) => ({ f, html: fs.readFileSync(path.join(publicDir, 'docs', f), 'utf8') }))
    .filter(({ html }) => html.includes('<meta property="og:type" content="article"'))
    .map(({ f, html }) => ({
      route: `/docs/${f.replace(/index\.html$/, '')}`,
      title: decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]).trim(),
      listed: !html.includes('<meta name="robots" content="noindex'),
      pdfLink: /<a class="page-menu-pdf" href="([^"]+)"/.exec(html)?.[1] ?? null,
      html,
    }));
}

interface Read {
  doc: PDFDocumentProxy;
  /** Each page's text, squeezed. */
  pages: string[];
  /** Each page's most common text size, in points. */
  sizes: number[];
  /** Whether each page's tagged content is its own: every marked content its structure names is on it. */
  tagged: boolean[];
  /** Every outline entry: its title and the page (from 0) it leads to. */
  outline: { title: string; page: number; depth: number }[];
}

let read: Promise<Read> | null = null;

/** The build's PDF, read once for the file's tests. */
function readPdf(): Promise<Read> {
  read ??= (async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // The page numbers are in a standard font, which a viewer has and pdf.js reads from its own folder.
    const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
    const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(path.join(publicDir, PDF))), standardFontDataUrl }).promise;
    const pages: string[] = [];
    const sizes: number[] = [];
    const tagged: boolean[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item] : []));
      pages.push(squeezed(items.map((item) => item.str).join('')));
      const count = new Map<number, number>();
      for (const item of items) {
        const size = Math.round(Number((item.transform as number[])[0]));
        count.set(size, (count.get(size) ?? 0) + item.str.length);
      }
      sizes.push([...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0);
      const ids: string[] = [];
      const walkTree = (node: { children?: unknown[] } | null) => {
        for (const child of (node?.children ?? []) as { type?: string; id?: string; children?: unknown[] }[])
          if (child.type === 'content') ids.push(child.id!);
          else walkTree(child);
      };
      walkTree(await page.getStructTree());
      const own = `p${page.ref!.num}R_`;
      tagged.push(ids.length > 0 && ids.every((id) => id.startsWith(own)));
    }
    const outline: Read['outline'] = [];
    interface OutlineItem {
      title: string;
      dest: string | unknown[] | null;
      items: OutlineItem[];
    }
    const walk = async (items: readonly OutlineItem[] | null, depth: number) => {
      for (const item of items ?? []) {
        outline.push({ title: item.title, page: await pageOf(doc, item.dest), depth });
        await walk(item.items, depth + 1);
      }
    };
    await walk(await doc.getOutline(), 0);
    return { doc, pages, sizes, tagged, outline };
  })();
  return read;
}

/** The page (from 0) a destination leads to: a named one, or an explicit one. */
async function pageOf(doc: PDFDocumentProxy, dest: string | unknown[] | null): Promise<number> {
  const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
  if (!explicit) return -1;
  const ref = explicit[0] as { num: number; gen: number } | number;
  return typeof ref === 'number' ? ref : doc.getPageIndex(ref);
}

test.describe('the docs PDF', () => {
  test('every doc page links it, and the build serves it as a PDF', async ({ page, request }) => {
    const docs = docPages();
    expect(docs.length).toBeGreaterThan(30);
    expect(docs.filter((d) => d.pdfLink !== PDF).map((d) => d.route)).toEqual([]);
    await page.goto('/docs/development_tool/docker');
    const link = page.getByRole('link', { name: 'Download PDF' });
    await expect(link).toHaveAttribute('href', PDF);
    await expect(link).toHaveAttribute('download', /\.pdf$/);
    const response = await request.get(PDF);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('has more pages than docs, and each listed doc’s title in its text and in its outline', async () => {
    const { doc, pages, outline } = await readPdf();
    const listed = docPages().filter((d) => d.listed);
    expect(listed.length).toBeGreaterThan(30);
    expect(doc.numPages).toBeGreaterThan(listed.length);
    const text = pages.join('');
    const titles = new Set(outline.map((o) => squeezed(o.title)));
    expect(listed.filter((d) => !text.includes(squeezed(d.title))).map((d) => d.title)).toEqual([]);
    expect(listed.filter((d) => !titles.has(squeezed(d.title))).map((d) => d.title)).toEqual([]);
    // Unlisted docs stay out, as they stay out of the sidebars and search.
    for (const unlisted of docPages().filter((d) => !d.listed)) expect(titles.has(squeezed(unlisted.title))).toBe(false);
  });

  test('numbers every page “n / total”, tags each page’s own content, and prints its text at its size, not shrunk to fit', async () => {
    const { doc, pages, sizes, tagged } = await readPdf();
    expect(pages.flatMap((text, i) => (text.endsWith(`${i + 1}/${doc.numPages}`) ? [] : [i + 1]))).toEqual([]);
    expect(tagged.flatMap((own, i) => (own ? [] : [i + 1]))).toEqual([]);
    // Body text is 11 pt and code 10.5 pt: a line wider than the page would shrink its pages' text by a third.
    expect(sizes.flatMap((size, i) => (pages[i].length > 200 && size < 10 ? [i + 1] : []))).toEqual([]);
  });

  test('has an outline of the sidebar’s categories, each doc under its category and its headings under it', async () => {
    const { outline } = await readPdf();
    const at = (title: string) => outline.find((o) => o.title === title);
    expect(at('Development tools')).toMatchObject({ depth: 0 });
    const docker = outline.findIndex((o) => o.title === 'Docker');
    expect(outline[docker].depth).toBe(1);
    // The doc's own h2 one level below it, on its pages.
    expect(outline[docker + 1]).toMatchObject({ title: 'Installing Docker', depth: 2 });
    expect(outline[docker + 1].page).toBeGreaterThanOrEqual(outline[docker].page);
    // Every entry leads to a page of the PDF, in reading order.
    expect(outline.filter((o) => o.page < 0)).toEqual([]);
    expect(outline.map((o) => o.page)).toEqual([...outline.map((o) => o.page)].sort((a, b) => a - b));
  });

  test('leads a link between docs to the linked doc’s page, a link to a heading to the heading’s page, and keeps links to other sites', async () => {
    const { doc, outline } = await readPdf();
    const docker = outline.findIndex((o) => o.title === 'Docker');
    const next = outline.slice(docker + 1).find((o) => o.depth <= 1)!;
    const targets = new Set<number>();
    const urls: string[] = [];
    for (let n = outline[docker].page; n < next.page; n++) {
      const annotations = (await (await doc.getPage(n + 1)).getAnnotations()) as { subtype: string; url?: string; dest?: string | unknown[] }[];
      for (const annotation of annotations) {
        if (annotation.subtype !== 'Link') continue;
        if (annotation.url) urls.push(annotation.url);
        else if (annotation.dest) targets.add(await pageOf(doc, annotation.dest));
      }
    }
    const pageOfTitle = (title: string, after = -1) => outline.find((o) => o.title === title && o.page > after)!.page;
    // docker.mdx links /docs/development_tool/git and /docs/programming-languages/python#installing-and-managing-versions.
    expect(targets).toContain(pageOfTitle('Git'));
    expect(targets).toContain(pageOfTitle('Installing and managing versions', pageOfTitle('Python') - 1));
    expect(urls.some((url) => url.startsWith('https://docs.docker.com/'))).toBe(true);
    expect(urls.filter((url) => url.startsWith('http://127.0.0.1') || url.includes('docs-pdf.invalid'))).toEqual([]);
  });

  test('draws the diagrams as vector graphics: their labels are text of the PDF', async () => {
    const { pages } = await readPdf();
    const withDiagram = docPages().find((d) => d.listed && d.html.includes('class="mermaid-diagram"'))!;
    const light = /<svg\b[^>]*\sclass="gh-light-mode-only[\s\S]*?<\/svg>/.exec(withDiagram.html)![0];
    const labels = [...light.matchAll(/<tspan[^>]*>([^<]{4,})<\/tspan>/g)].map((m) => squeezed(decode(m[1])));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => !pages.some((p) => p.includes(label)))).toEqual([]);
  });
});
