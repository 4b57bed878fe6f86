/**
 * The docs PDF's join thread (`joinOnThread` in node/docsPdf.ts): `workerData` names the printed units'
 * files, in order, and the file to write; it joins them (node/docsPdfJoin.ts), writes the PDF and posts
 * its size in bytes.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { joinUnits } from './docsPdfJoin';
import type { UnitHeading } from './docsPdfUnits';
import { writeWhole } from './writeChangedFiles';

export interface JoinOrder {
  units: { pdf: string; headings: string }[];
  out: string;
}

const { units, out } = workerData as JoinOrder;
// A failed join rejects, and the thread's `error` event carries it (the thread's code is CommonJS: no top-level await).
void joinUnits(units.map((unit) => ({ pdf: fs.readFileSync(unit.pdf), headings: JSON.parse(fs.readFileSync(unit.headings, 'utf8')) as UnitHeading[] }))).then(
  (joined) => {
    writeWhole(out, Buffer.from(joined));
    parentPort!.postMessage(joined.length);
  },
);
