/**
 * The production build's browser code runs one React: every chunk's source
 * map names its modules, and among them there is one copy of `react`, one of
 * `react-dom`, and no Preact.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { uiRuntimeCopies } from '../../src/lib/uiRuntime';
import { currentChunkFiles, PUBLIC } from './pageWeight';

/**
 * The module paths of every browser chunk of the build, from their source maps.
 * Webpack writes no map for a chunk of empty modules only (100 bytes).
 */
function bundledSources(): string[] {
  const files = currentChunkFiles();
  const unmapped = files.filter((f) => !fs.existsSync(path.join(PUBLIC, `${f}.map`)) && fs.statSync(path.join(PUBLIC, f)).size > 200);
  expect(unmapped, 'chunks without a source map').toEqual([]);
  return files
    .filter((f) => fs.existsSync(path.join(PUBLIC, `${f}.map`)))
    .flatMap((f) => (JSON.parse(fs.readFileSync(path.join(PUBLIC, `${f}.map`), 'utf8')) as { sources: string[] }).sources);
}

test('the browser build bundles one React, one ReactDOM and no Preact', () => {
  expect(currentChunkFiles().length, 'browser chunks of the build').toBeGreaterThan(10);
  const copies = uiRuntimeCopies(bundledSources());
  expect(copies.react).toEqual(['node_modules/react']);
  expect(copies.reactDom).toEqual(['node_modules/react-dom']);
  expect(copies.preact).toEqual([]);
});

test("no page loads the modules of Gatsby's runtime that production never runs", () => {
  const sources = bundledSources();
  // node/webpack/runtimeReplacements.ts replaces them with an empty module.
  expect(sources.filter((s) => /partytown|gatsby-script|register-service-worker/.test(s))).toEqual([]);
  expect(
    sources.some((s) => s.includes('.cache/production-app.js')),
    'the source maps name Gatsby runtime modules',
  ).toBe(true);
});
