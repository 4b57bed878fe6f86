/**
 * Draws social cards on a thread of its own, beside the build's main thread:
 * satori lays out each card (src/lib/socialCard.ts, `cardTree`) with the
 * machine's fonts, resvg rasterises it, and sharp writes the PNG. Started by
 * node/socialCards.ts with `workerData`: `{ cards: [{ tree, files }] }`,
 * each card written to every path of its `files`; it posts `{ done: n }`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';

/** The font fontconfig gives for `pattern` (as a browser would find it), as a file and a face index. */
function matchFont(pattern) {
  let out;
  try {
    out = execFileSync('fc-match', ['--format=%{file}\t%{index}', pattern], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`The social cards need fontconfig's fc-match to find fonts (apt-get install -y fontconfig): ${error.message}`);
  }
  const [file, index] = out.split('\t');
  return { file, index: Number(index) || 0 };
}

/**
 * One face of a font file as a standalone font: satori reads TrueType and
 * OpenType fonts but not collections (.ttc, as WenQuanYi Micro Hei ships), so
 * the face's tables are copied out of the collection
 * (https://learn.microsoft.com/typography/opentype/spec/otff#collections).
 */
function fontFace({ file, index }) {
  const bytes = fs.readFileSync(file);
  if (bytes.toString('latin1', 0, 4) !== 'ttcf') return bytes;
  const offset = bytes.readUInt32BE(12 + 4 * index);
  const tableCount = bytes.readUInt16BE(offset + 4);
  const header = Buffer.alloc(12 + 16 * tableCount);
  bytes.copy(header, 0, offset, offset + 12);
  const tables = [];
  let position = header.length;
  for (let i = 0; i < tableCount; i++) {
    const record = offset + 12 + 16 * i;
    const start = bytes.readUInt32BE(record + 8);
    const length = bytes.readUInt32BE(record + 12);
    bytes.copy(header, 12 + 16 * i, record, record + 8);
    header.writeUInt32BE(position, 12 + 16 * i + 8);
    header.writeUInt32BE(length, 12 + 16 * i + 12);
    const table = Buffer.alloc((length + 3) & ~3);
    bytes.copy(table, 0, start, start + length);
    tables.push(table);
    position += table.length;
  }
  return Buffer.concat([header, ...tables]);
}

// The card's two families (CARD_FONTS in src/lib/socialCard.ts): the sans-serif the card's text is set in, and a
// Chinese one for the characters it lacks (fontconfig gives the closest font the machine has of each).
const fonts = [
  { name: 'card-latin', data: fontFace(matchFont('DejaVu Sans:bold')), weight: 700, style: 'normal' },
  { name: 'card-cjk', data: fontFace(matchFont('WenQuanYi Micro Hei:lang=zh-cn')), weight: 700, style: 'normal' },
];
const { width, height } = workerData.size;
// One thread of libvips: the build's other work has the other core.
sharp.concurrency(1);

let done = 0;
for (const { tree, files } of workerData.cards) {
  const svg = await satori(tree, { width, height, fonts });
  const pixels = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().pixels;
  // zlib's level 2 without adaptive filtering: most of a card is flat colour, so a card is 27 kB. The alpha channel
  // stays though the card is opaque (a white ground): taking it out cost 1.6 ms of encoding for 1 kB less (docs/performance.md#figures-behind-the-code).
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
  for (const file of files) fs.writeFileSync(file, png);
  done += 1;
}
parentPort.postMessage({ done });
