import { doc } from '../../../tests/support/sidebarDocs';
import { pdfContents } from './contents';
import { contentsHtml, coverHtml, newestDate, PDF_OPTIONS, pdfDownloadName, pdfRoute, pdfUnits, unitRuns, unitSize } from './document';

const cover = { siteTitle: 'A & B', tagline: 'Notes <on> things', versionLabel: 'Next', date: 'December 1, 2026', siteUrl: 'https://example.org' };

describe('the docs PDF document', () => {
  it('is served from its docs version’s folder, in its locale', () => {
    expect(pdfRoute('/docs')).toBe('/docs/docs.pdf');
    expect(pdfRoute('/docs/next')).toBe('/docs/next/docs.pdf');
    expect(pdfRoute('/fr/docs/1.0/')).toBe('/fr/docs/1.0/docs.pdf');
    expect(pdfRoute('/')).toBe('/docs.pdf');
    expect(pdfRoute('/docs', 'opencv')).toBe('/docs/docs-opencv.pdf');
  });

  it('is saved under the site’s title and the version’s label, without characters a file name cannot hold', () => {
    expect(pdfDownloadName('Lin Hao', 'Next')).toBe('Lin Hao Next.pdf');
    expect(pdfDownloadName('A/B: docs', '2.0')).toBe('A B docs 2.0.pdf');
    expect(pdfDownloadName('Lin Hao', 'Next', 'OpenCV')).toBe('Lin Hao Next OpenCV.pdf');
  });

  it('has a cover with the site’s title, the version and the date, as text', () => {
    const html = coverHtml(cover);
    expect(html).toContain('<p class="pdf-cover-title">A &amp; B</p>');
    expect(html).toContain('Notes &lt;on&gt; things');
    expect(html).toContain('Docs · Next');
    expect(html).toContain('December 1, 2026');
    expect(coverHtml({ ...cover, partLabel: 'OpenCV' })).toContain('Docs · Next · OpenCV');
  });

  it('is dated by its docs’ newest update', () => {
    expect(newestDate(['2026-01-02', null, '2026-11-30T10:00:00Z', undefined, 'soon'])).toBe('2026-11-30');
    expect(newestDate([null])).toBeNull();
  });

  it('lists its contents as links into the PDF, not as headings, so that the outline begins with the docs', () => {
    const contents = pdfContents({
      sidebars: {
        main: [{ type: 'category', key: 'c', label: 'Tools', href: null, items: [{ type: 'doc', id: 'c/git', label: 'Git', href: '/docs/c/git' }] }],
      },
      listedDocs: [doc('c/git', 'Git')],
    });
    const html = contentsHtml(contents, (d) => d.title);
    expect(html).toContain('<li class="pdf-toc-category pdf-toc-level-1"><a href="#c1">Tools</a></li>');
    expect(html).toContain('<li class="pdf-toc-doc pdf-toc-level-2"><a href="#d2">Git</a></li>');
    expect(html).not.toMatch(/<h[1-6]/);
  });

  it('puts each category as a heading and each doc under its title, its body after', () => {
    const contents = pdfContents({
      sidebars: {
        main: [{ type: 'category', key: 'c', label: 'Tools', href: null, items: [{ type: 'doc', id: 'c/git', label: 'Git', href: '/docs/c/git' }] }],
      },
      listedDocs: [doc('c/git', 'Git <2>')],
    });
    const units = pdfUnits({
      lang: 'en',
      dir: 'ltr',
      title: 'A · Next',
      styles: ['body{color:red}</style><script>'],
      stylesheetUrls: ['/katex/0.16.0/katex.min.css'],
      cover,
      contents,
      titleOf: (d) => d.title,
      bodyOf: (d, { anchor, level }) => `<p>${d.id} ${anchor} ${level}</p>`,
    });
    expect(units.map((u) => u.anchor)).toEqual(['front', 'd2']);
    for (const { html } of units) {
      expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr" data-theme="light">/);
      expect(html).toContain('<link rel="stylesheet" href="/katex/0.16.0/katex.min.css">');
      expect(html).toContain('<style>body{color:red}<\\/style><script></style>');
    }
    expect(units[0].html).toContain('<section class="pdf-cover">');
    expect(units[0].html).toContain('<nav class="pdf-toc">');
    expect(units[1].html).toContain('<h1 id="c1" class="pdf-category pdf-category-1">Tools</h1>');
    expect(units[1].html).toContain('<article class="pdf-doc markdown"><h2 id="d2" class="pdf-doc-title">Git &lt;2&gt;</h2><p>c/git d2 2</p></article>');
  });

  it('is printed in units of a few docs, each with the category headings before them, cut at a top-level entry once half full', () => {
    const category = (level: number) => ({ kind: 'category' as const, level });
    const docAt = (level: number) => ({ kind: 'doc' as const, level });
    const entries = [
      category(1),
      docAt(2),
      docAt(2),
      docAt(2),
      category(1),
      category(2),
      docAt(3),
      docAt(3),
      docAt(3),
      docAt(3),
      docAt(3),
      docAt(1),
      category(1),
    ];
    const runs = unitRuns(entries, 4).map((run) => run.map((e) => entries.indexOf(e)));
    // Three docs fill half a unit: the next top-level category begins another. The fifth doc of a category does too,
    // a top-level doc joins the one short run, and a category with no doc after it ends the last.
    expect(runs).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7, 8, 9],
      [10, 11, 12],
    ]);
    expect(unitRuns([category(1), docAt(2), category(1), docAt(2)], 4)).toHaveLength(1);
    expect(unitRuns([], 4)).toEqual([]);
  });

  it('holds four docs a unit, and more in a large PDF, at most about 16 units', () => {
    expect(unitSize(10)).toBe(4);
    expect(unitSize(64)).toBe(4);
    expect(unitSize(1000)).toBe(63);
  });

  it('asks Chromium for an outline and a tagged PDF, without its footer: the join numbers the pages', () => {
    expect(PDF_OPTIONS).toMatchObject({ outline: true, tagged: true });
    expect(PDF_OPTIONS).not.toHaveProperty('displayHeaderFooter');
  });
});
