/**
 * What the docs PDF's print (node/docsPdfPrint.ts) and its join (node/docsPdfJoin.ts) agree on: how a
 * link to another unit is marked, a printed unit's headings, and where a printed unit's files are kept.
 */
import path from 'node:path';

/**
 * A link of one unit to a destination of another: Chromium writes a link to an anchor its document does not
 * hold as nothing at all, so the print's page script (`readyUnit` in node/docsPdfPrint.ts) makes it a link to
 * this address and the anchor, and the join makes it a link to the named destination.
 */
export const UNIT_LINK = 'http://docs-pdf.invalid/__destination__/';

/** A heading of a unit, for the outline: its level (1–6), its text as printed, and the destination its id names. */
export interface UnitHeading {
  level: number;
  title: string;
  id: string;
}

/** A printed unit's file in the units folder: its PDF, or its headings (`json`), written after it. */
export const unitFile = (unitsDir: string, key: string, ext: 'pdf' | 'json') => path.join(unitsDir, `${key}.${ext}`);
