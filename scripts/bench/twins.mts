#!/usr/bin/env -S npx tsx
// What the Markdown twins cost the build's rendering: each content file is
// rendered as the build renders it, and the twin's own work (its tree from
// the page's tree, and writing it as Markdown) is timed apart on the same
// tree, five times per file. Prints one line.
//   npm run bench:twins
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createProcessor } from '@mdx-js/mdx';
import { renderMdx } from '../../node/mdx/compile';
import { remarkPluginsFor } from '../../node/mdx/compileOptions';
import { inlinePartials, twinTree } from '../../src/lib/mdx/twinTree';
import { twinMarkdown } from '../../src/lib/mdx/twinMarkdown';
const files = fs
  .readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.mdx?$/.test(f))
  .map((f) => path.join('content', f));
let render = 0,
  twin = 0;
for (const file of files) {
  const body = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const t0 = performance.now();
  await renderMdx(body, file, 0, { sourceFile: path.resolve(file), siteDir: process.cwd(), staticDir: path.resolve('static') });
  render += performance.now() - t0;
  // The twin's own work: the tree walk and the stringify, on the tree after the site's remark plugins.
  let tree: never;
  const processor = createProcessor({ remarkPlugins: [...remarkPluginsFor(true), () => (t: never) => void (tree = t)] });
  await processor.run(processor.parse(body) as never);
  const t1 = performance.now();
  for (let i = 0; i < 5; i++) twinMarkdown(inlinePartials(twinTree(tree, { sourceFile: path.resolve(file), siteDir: process.cwd(), refs: [] }), new Map()));
  twin += (performance.now() - t1) / 5;
}
console.log(`${files.length} files: rendering ${render.toFixed(0)} ms, of which the twin ${twin.toFixed(0)} ms (${((100 * twin) / render).toFixed(1)} %)`);
