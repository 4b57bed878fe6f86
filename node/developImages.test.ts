import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { ProcessedImage } from '../src/lib/mdx/images';
import { developImageFile, offerImages } from './developImages';

let dir: string;
let chart: ProcessedImage;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'develop-images-'));
  const source = path.join(dir, 'chart.png');
  await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3366cc' } })
    .png()
    .toFile(source);
  chart = {
    source,
    width: 1200,
    height: 600,
    asIs: null,
    modern: [480, 960].map((width) => ({ file: `chart.abc-${width}.webp`, width, format: 'webp' as const })),
    fallback: [{ file: 'chart.abc-1200.png', width: 1200, format: 'png' }],
  };
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('images under gatsby develop', () => {
  it('encodes a variant on its first request, once for requests that come together, at its width and format', async () => {
    const cache = path.join(dir, 'cache-1');
    offerImages([chart]);
    const [first, second] = [developImageFile('chart.abc-480.webp', cache), developImageFile('chart.abc-480.webp', cache)];
    expect(second).toBe(first);
    const file = await first!;
    expect(file).toBe(path.join(cache, 'chart.abc-480.webp'));
    expect(await sharp(file).metadata()).toMatchObject({ width: 480, format: 'webp' });
    // Only what was asked for is made, and nothing half written is left beside it.
    expect(fs.readdirSync(cache)).toEqual(['chart.abc-480.webp']);
  });

  it("serves a variant a build left in the cache as it is, and no file that is not of the content's images", async () => {
    const cache = path.join(dir, 'cache-2');
    fs.mkdirSync(cache);
    fs.writeFileSync(path.join(cache, 'chart.abc-1200.png'), 'made by a build');
    offerImages([chart]);
    expect(fs.readFileSync(await developImageFile('chart.abc-1200.png', cache)!, 'utf8')).toBe('made by a build');
    expect(developImageFile('chart.abc-2400.png', cache)).toBeNull();
    expect(developImageFile('../chart.png', cache)).toBeNull();
    // The content changed: its images are those of the last createPages.
    offerImages([]);
    expect(developImageFile('chart.abc-960.webp', cache)).toBeNull();
  });
});
