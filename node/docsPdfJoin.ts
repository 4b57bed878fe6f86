/**
 * The docs PDF joined from its units (node/docsPdf.ts): the cover and contents, then each doc with the
 * category headings before it, each printed by Chromium on its own and kept by the hash of its document, so
 * that a one-doc edit prints one doc (docs/performance.md#the-docs-pdf-in-units). Joining keeps what one
 * print of the whole made: one tagged structure (a `Document` of every unit's elements, their keys in the
 * parent tree renumbered), the named destinations of every unit, links between units made links inside the
 * PDF, one outline of every heading in the order and depth of the whole, and page numbers (`n / total`,
 * drawn here as Chromium's footer would be, marked as an artifact for screen readers).
 */
import {
  beginMarkedContent,
  degrees,
  drawText,
  endMarkedContent,
  PDFArray,
  PDFContentStream,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectCopier,
  PDFPage,
  PDFPageLeaf,
  PDFRef,
  PDFStreamWriter,
  PDFString,
  ParseSpeeds,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  type PDFObject,
  type PDFOperator,
} from 'pdf-lib';
import { UNIT_LINK, type UnitHeading } from './docsPdfUnits';

export interface PrintedUnit {
  /** The unit as Chromium printed it, tagged, without header or footer. */
  pdf: Uint8Array;
  /** Its headings in the order of its document. */
  headings: readonly UnitHeading[];
}

/** The footer Chromium drew on each page: 8 CSS px, centred in the bottom margin, in the site's soft text colour. */
const FOOTER = { size: 6, y: 20, color: rgb(0x52 / 255, 0x58 / 255, 0x60 / 255) };

const name = (key: string) => PDFName.of(key);

/** The number-tree's pairs (`/Nums`), from its leaves down its `/Kids`. */
function numberTreePairs(tree: PDFDict | undefined): [number, PDFObject][] {
  if (!tree) return [];
  const pairs: [number, PDFObject][] = [];
  const nums = tree.lookupMaybe(name('Nums'), PDFArray);
  if (nums) for (let i = 0; i + 1 < nums.size(); i += 2) pairs.push([nums.lookup(i, PDFNumber).asNumber(), nums.get(i + 1)]);
  const kids = tree.lookupMaybe(name('Kids'), PDFArray);
  if (kids) for (let i = 0; i < kids.size(); i++) pairs.push(...numberTreePairs(kids.lookup(i, PDFDict)));
  return pairs;
}

/** Adds `by` to a dictionary's number entry (`/StructParents`, `/StructParent`), where it has one. */
function shift(dict: PDFDict, key: string, by: number): void {
  const value = dict.get(name(key));
  if (value instanceof PDFNumber) dict.set(name(key), PDFNumber.of(value.asNumber() + by));
}

/** A link annotation to {@link UNIT_LINK} made a link to the named destination it names. */
function linkInside(annotation: PDFDict): void {
  const action = annotation.lookupMaybe(name('A'), PDFDict);
  const uri = action?.lookupMaybe(name('URI'), PDFString, PDFHexString);
  const text = uri?.decodeText() ?? '';
  if (!text.startsWith(UNIT_LINK)) return;
  annotation.delete(name('A'));
  annotation.set(name('Dest'), PDFName.of(decodeURIComponent(text.slice(UNIT_LINK.length))));
}

interface OutlineNode {
  title: string;
  dest: PDFArray;
  level: number;
  children: OutlineNode[];
}

/** The headings nested by level, as Chromium nests its outline: a heading under the nearest one above of a lower level. */
function outlineTree(headings: readonly { level: number; title: string; dest: PDFArray }[]): OutlineNode[] {
  const top: OutlineNode[] = [];
  const open: OutlineNode[] = [];
  for (const heading of headings) {
    const node: OutlineNode = { ...heading, children: [] };
    while (open.length > 0 && open[open.length - 1].level >= node.level) open.pop();
    (open.length > 0 ? open[open.length - 1].children : top).push(node);
    open.push(node);
  }
  return top;
}

/** Writes the items under `parent`, every item open; returns the first's and the last's reference and how many items they hold in all. */
function writeOutline(doc: PDFDocument, nodes: readonly OutlineNode[], parent: PDFRef): { first: PDFRef; last: PDFRef; count: number } {
  const refs = nodes.map(() => doc.context.nextRef());
  let count = 0;
  nodes.forEach((node, i) => {
    const item = doc.context.obj({});
    item.set(name('Title'), PDFHexString.fromText(node.title));
    item.set(name('Parent'), parent);
    item.set(name('Dest'), node.dest);
    if (i > 0) item.set(name('Prev'), refs[i - 1]);
    if (i < nodes.length - 1) item.set(name('Next'), refs[i + 1]);
    if (node.children.length > 0) {
      const below = writeOutline(doc, node.children, refs[i]);
      item.set(name('First'), below.first);
      item.set(name('Last'), below.last);
      item.set(name('Count'), PDFNumber.of(below.count));
      count += below.count;
    }
    doc.context.assign(refs[i], item);
    count += 1;
  });
  return { first: refs[0], last: refs[refs.length - 1], count };
}

/**
 * Draws `n / total` at the foot of each page, after the page's own content and outside its graphics state. The
 * three streams a page gets are written as they are, not deflated: pdf-lib sets up a compressor of its own for each
 * stream, which costs far more than a stream of a few bytes saves (docs/performance.md#figures-behind-the-code).
 */
async function numberPages(doc: PDFDocument): Promise<void> {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  const stream = (operators: PDFOperator[]) => doc.context.register(PDFContentStream.of(doc.context.obj({}), operators, false));
  pages.forEach((page, i) => {
    page.node.normalize();
    page.node.wrapContentStreams(stream([pushGraphicsState()]), stream([popGraphicsState()]));
    const text = `${i + 1} / ${pages.length}`;
    const place = { x: (page.getWidth() - font.widthOfTextAtSize(text, FOOTER.size)) / 2, y: FOOTER.y };
    const upright = { rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) };
    const fontKey = page.node.newFontDictionary(font.name, font.ref);
    page.node.addContentStream(
      stream([
        beginMarkedContent('Artifact'),
        ...drawText(font.encodeText(text), { ...place, ...upright, size: FOOTER.size, font: fontKey, color: FOOTER.color }),
        endMarkedContent(),
      ]),
    );
  });
}

/** Objects in each compressed object stream, where pdf-lib's `save` puts 50: each stream is deflated with a compressor of its own. */
const OBJECTS_PER_STREAM = 200;

/** The units joined into one PDF, its objects in compressed object streams (docs/features.md#the-docs-as-one-pdf). */
export async function joinUnits(units: readonly PrintedUnit[]): Promise<Uint8Array> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const context = out.context;
  const dests = context.obj({});
  const destOf = new Map<string, PDFArray>();
  const structureKids: PDFObject[] = [];
  const parentTree: PDFObject[] = [];
  const headings: UnitHeading[] = [];
  let nextKey = 0;
  let lang: PDFObject | undefined;
  for (const [index, unit] of units.entries()) {
    // pdf-lib waits out a timer every 100 objects it reads (50 it writes) by default, at least 1 ms each: a third
    // of this site's join was that idle time. Every 1,500 the event loop still gets its turn (docs/performance.md#figures-behind-the-code).
    const src = await PDFDocument.load(unit.pdf, { updateMetadata: false, parseSpeed: ParseSpeeds.Fast });
    const copier = PDFObjectCopier.for(src.context, context);
    const offset = nextKey;
    for (const page of src.getPages()) {
      const ref = copier.copy<PDFRef>(page.ref);
      const leaf = context.lookup(ref) as PDFPageLeaf;
      shift(leaf, 'StructParents', offset);
      const annotations = leaf.Annots();
      for (let i = 0; i < (annotations?.size() ?? 0); i++) {
        const annotation = annotations!.lookup(i, PDFDict);
        shift(annotation, 'StructParent', offset);
        linkInside(annotation);
      }
      out.addPage(PDFPage.of(leaf, ref, out));
    }
    const catalog = src.catalog;
    for (const [key, value] of catalog.lookupMaybe(name('Dests'), PDFDict)?.entries() ?? []) {
      const dest = copier.copy(src.context.lookup(value) ?? value) as PDFArray;
      dests.set(key, dest);
      destOf.set(key.decodeText(), dest);
    }
    const root = catalog.lookupMaybe(name('StructTreeRoot'), PDFDict);
    if (root) {
      const top = root.lookup(name('K'));
      // Chromium's tree is one Document element; its children become the joined Document's.
      const isDocument = top instanceof PDFDict && top.lookupMaybe(name('S'), PDFName) === name('Document');
      lang ??= isDocument ? top.get(name('Lang')) : undefined;
      const kids = isDocument ? top.get(name('K')) : root.get(name('K'));
      const resolved = kids instanceof PDFRef ? src.context.lookup(kids) : kids;
      for (const kid of resolved instanceof PDFArray ? resolved.asArray() : kids ? [kids] : []) {
        // Copied without its parent, the unit's root: it gets the joined Document below.
        const element = src.context.lookup(kid);
        if (element instanceof PDFDict) element.delete(name('P'));
        structureKids.push(copier.copy(kid));
      }
      let keys = 0;
      for (const [key, value] of numberTreePairs(root.lookupMaybe(name('ParentTree'), PDFDict))) {
        parentTree.push(PDFNumber.of(key + offset), copier.copy(value));
        keys = Math.max(keys, key + 1);
      }
      const next = root.lookupMaybe(name('ParentTreeNextKey'), PDFNumber)?.asNumber() ?? 0;
      nextKey += Math.max(keys, next);
    }
    if (index === 0) {
      const info = src.context.trailerInfo.Info;
      if (info) context.trailerInfo.Info = copier.copy(info);
      for (const key of ['ViewerPreferences', 'Lang']) {
        const value = catalog.get(name(key));
        if (value) out.catalog.set(name(key), copier.copy(value));
      }
    }
    headings.push(...unit.headings);
  }

  out.catalog.set(name('Dests'), context.register(dests));
  out.catalog.set(name('MarkInfo'), context.obj({ Type: 'MarkInfo', Marked: true }));
  const rootRef = context.nextRef();
  const documentRef = context.nextRef();
  for (const kid of structureKids) {
    const element = kid instanceof PDFRef ? context.lookup(kid) : kid;
    if (element instanceof PDFDict) element.set(name('P'), documentRef);
  }
  const document = context.obj({ Type: 'StructElem', S: 'Document', P: rootRef });
  if (lang) document.set(name('Lang'), lang);
  document.set(name('K'), context.obj(structureKids));
  context.assign(documentRef, document);
  const root = context.obj({ Type: 'StructTreeRoot', ParentTreeNextKey: nextKey });
  root.set(name('K'), documentRef);
  root.set(name('ParentTree'), context.register(context.obj({ Nums: parentTree })));
  context.assign(rootRef, root);
  out.catalog.set(name('StructTreeRoot'), rootRef);

  // A heading whose destination no unit wrote (one Chromium did not lay out) has no place to lead to.
  const placed = headings.flatMap((h) => {
    const dest = destOf.get(h.id);
    return dest ? [{ level: h.level, title: h.title, dest }] : [];
  });
  if (placed.length > 0) {
    const outlinesRef = context.nextRef();
    const { first, last, count } = writeOutline(out, outlineTree(placed), outlinesRef);
    context.assign(outlinesRef, context.obj({ Type: 'Outlines', First: first, Last: last, Count: count }));
    out.catalog.set(name('Outlines'), outlinesRef);
  }

  await numberPages(out);
  // As `out.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false })` writes, with more objects per stream.
  await out.flush();
  return PDFStreamWriter.forContext(context, ParseSpeeds.Fast, true, OBJECTS_PER_STREAM).serializeToBuffer();
}
