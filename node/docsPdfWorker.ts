/**
 * The docs PDF's thread (`pdfsOnThread` in node/docsPdf.ts): `workerData` is its order. It prints the units the
 * cache has not got (node/docsPdfPrint.ts), then joins each PDF on a thread of its own (node/docsPdfJoinWorker.ts),
 * and posts `{}`, or `{ error }` with the reason. The joins start from here when the print is done, not when the
 * build's main thread, busy with Gatsby's steps, would next read a message (docs/performance.md#the-docs-pdf-on-a-thread).
 * sharp, which converts the units' images, is loaded by the main thread before this one starts (the site's Node code
 * imports it), as sharp needs of threads on Linux (https://github.com/lovell/sharp/issues/2263).
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import pLimit from 'p-limit';
import type { JoinOrder } from './docsPdfJoinWorker';
import { printUnits, type PrintOrder } from './docsPdfPrint';
import { firstMessage } from './threadCode';

/** What the thread is asked to do. */
export interface PdfOrder {
  /** The units to print, none when the cache has them all. */
  print: PrintOrder | null;
  /** Each PDF to join, by its route. */
  joins: { route: string; order: JoinOrder }[];
  /** The join thread's code. */
  joinCode: string;
  /** PDFs joined at a time: a join keeps about one core busy. */
  joinsAtOnce: number;
}

/** What the thread posts when it is done. */
export type PdfReply = { error?: string };

/**
 * Joins a PDF's printed units on a thread of its own. pdf-lib makes an object for each of the PDF's 50,000 and more,
 * and each garbage collection of a heap marks all it holds: on the build's main thread this site's join took 2.8 s
 * of a rebuild, and 1.5 s alone (docs/performance.md#figures-behind-the-code).
 */
async function joinOnThread(code: string, route: string, order: JoinOrder): Promise<void> {
  const worker = new Worker(code, { eval: true, workerData: order });
  await firstMessage<number>(
    worker,
    `Joining the docs PDF ${route} failed`,
    (exit) => `The join of the docs PDF ${route} stopped (exit code ${exit}) before it wrote the PDF`,
  );
}

async function run({ print, joins, joinCode, joinsAtOnce }: PdfOrder): Promise<void> {
  if (print) {
    try {
      await printUnits(print);
    } catch (error) {
      throw new Error(`Printing the docs PDF failed: ${(error as Error).message}`, { cause: error });
    }
  }
  const limit = pLimit(joinsAtOnce);
  await Promise.all(joins.map(({ route, order }) => limit(() => joinOnThread(joinCode, route, order))));
}

run(workerData as PdfOrder).then(
  () => parentPort!.postMessage({} satisfies PdfReply),
  (error: unknown) => parentPort!.postMessage({ error: (error as Error).message } satisfies PdfReply),
);
