import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { joinUnits } from './docsPdfJoin';

/** A unit as Chromium would print it: `pages` pages, each with its own text. */
async function unit(key: string, pages: number): Promise<{ pdf: Uint8Array; headings: [] }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let i = 0; i < pages; i++) doc.addPage([300, 300]).drawText(`${key} ${i + 1}`);
  return { pdf: await doc.save(), headings: [] };
}

/** The text a content stream shows, its hex strings decoded (a standard font's text is written as hex). */
const shown = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString('latin1')
    .replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));

describe('joining the docs PDF’s units', () => {
  it('numbers every page in streams of its own, written as they are, around the page’s own content', async () => {
    const joined = await PDFDocument.load(await joinUnits([await unit('a', 2), await unit('b', 3)]));
    const pages = joined.getPages();
    expect(pages).toHaveLength(5);
    pages.forEach((page, i) => {
      const contents = page.node.Contents() as PDFArray;
      const streams = contents.asArray().map((ref) => joined.context.lookup(ref as PDFRef) as PDFRawStream);
      const added = [streams[0], streams[streams.length - 2], streams[streams.length - 1]];
      // pdf-lib would deflate each with a compressor of its own; a few bytes are written as they are.
      for (const stream of added) expect(stream.dict.get(PDFName.of('Filter'))).toBeUndefined();
      expect(shown(added[0].contents).trim()).toBe('q');
      expect(shown(added[1].contents).trim()).toBe('Q');
      expect(shown(added[2].contents)).toMatch(new RegExp(`^/Artifact BMC\\n[\\s\\S]*\\n${i + 1} / 5 Tj\\n[\\s\\S]*EMC\\n$`));
    });
  });

  it('puts up to 200 objects in each compressed object stream', async () => {
    const bytes = await joinUnits([await unit('a', 60), await unit('b', 60)]);
    const objectStreams = [
      ...Buffer.from(bytes)
        .toString('latin1')
        .matchAll(/\/Type \/ObjStm[^>]*?\/N (\d+)|\/N (\d+)[^>]*?\/Type \/ObjStm/g),
    ].map((m) => Number(m[1] ?? m[2]));
    expect(objectStreams.length).toBeGreaterThan(0);
    expect(Math.max(...objectStreams)).toBe(200);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(120);
  });
});
