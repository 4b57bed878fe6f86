import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LIB = 'src/lib is plain data in and out: React, Gatsby and the file system stay in node/ and the pages.';
const LIB_LAYERS = "src/lib imports none of the layers that use it (node/, the pages' code).";
const PAGES = "The pages' code imports nothing of the build (node/): what both use lives in src/lib.";
const BUILD = "The build imports none of the pages' code: what both use lives in src/lib.";

// The layer rules as eslint.config.mjs exports them, alone: linting with the whole config would build the type
// checker's program for every sample.
let eslint: ESLint;
beforeAll(async () => {
  const { layers } = (await import(pathToFileURL(path.join(root, 'eslint.config.mjs')).href)) as { layers: Linter.Config[] };
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layers],
  });
});

/** The messages of the layer rules on `code`, written as the file `filePath`. */
async function layerMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const restricted = (name: string, message: string, pattern = false) => ({
  ruleId: 'no-restricted-imports',
  message: `'${name}' import is restricted from being used${pattern ? ' by a pattern' : ''}. ${message}`,
});
const zone = (importPath: string, message: string) => ({
  ruleId: 'import-x/no-restricted-paths',
  message: `Unexpected path "${importPath}" imported in restricted zone. ${message}`,
});

describe('the layer rules of eslint.config.mjs', () => {
  it.each([
    ['src/lib/sample.ts', "import { useState } from 'react';", restricted('react', LIB)],
    ['src/lib/sample.ts', "import type { ReactNode } from 'react';", restricted('react', LIB)],
    ['src/lib/sample.ts', "import { jsx } from 'react/jsx-runtime';", restricted('react/jsx-runtime', LIB, true)],
    ['src/lib/sample.ts', "import type { GatsbyNode } from 'gatsby';", restricted('gatsby', LIB)],
    ['src/lib/sample.ts', "import { graphql } from 'gatsby/graphql';", restricted('gatsby/graphql', LIB, true)],
    ['src/lib/search/sample.ts', "import fs from 'node:fs';", restricted('node:fs', LIB)],
    ['src/lib/search/sample.ts', "import { readFileSync } from 'fs';", restricted('fs', LIB)],
    ['src/lib/search/sample.ts', "export { readFile } from 'fs/promises';", restricted('fs/promises', LIB)],
    ['src/lib/search/sample.ts', "import { readFile } from 'node:fs/promises';", restricted('node:fs/promises', LIB)],
  ])('keeps %s from importing packages of the other layers: %s', async (file, code, message) => {
    expect(await layerMessages(file, code)).toEqual([message]);
  });

  it.each([
    ['src/lib/sample.ts', "import type { LocaleSite } from '../../node/site';", zone('../../node/site', LIB_LAYERS)],
    ['src/lib/search/sample.ts', "import { searchClient } from '../../client/searchClient';", zone('../../client/searchClient', LIB_LAYERS)],
    ['src/lib/sample.ts', "import type { Props } from '../components/TagList';", zone('../components/TagList', LIB_LAYERS)],
    ['src/components/TagList/Sample.tsx', "import type { LocaleSite } from '../../../node/site';", zone('../../../node/site', PAGES)],
    ['src/client/sample.ts', "import { siteLocales } from '../../node/siteLocales';", zone('../../node/siteLocales', PAGES)],
    ['src/client/sample.ts', "void import('../../node/siteLocales');", zone('../../node/siteLocales', PAGES)],
    ['src/templates/Sample.tsx', "import type { LocaleSite } from '../../node/site';", zone('../../node/site', PAGES)],
    ['src/pages/sample.tsx', "import type { LocaleSite } from '../../node/site';", zone('../../node/site', PAGES)],
    ['src/hooks/useSample.ts', "import type { LocaleSite } from '../../node/site';", zone('../../node/site', PAGES)],
    ['gatsby-browser.tsx', "import { siteLocales } from './node/siteLocales';", zone('./node/siteLocales', PAGES)],
    ['src/config/sample.ts', "import { siteLocales } from '../../node/siteLocales';", zone('../../node/siteLocales', PAGES)],
    ['node/pages/sample.ts', "import type { Props } from '../../src/components/TagList';", zone('../../src/components/TagList', BUILD)],
    ['node/sample.ts', "import { wrapPageElement } from '../src/wrapPageElement';", zone('../src/wrapPageElement', BUILD)],
  ])('keeps %s within its layer: %s', async (file, code, message) => {
    expect(await layerMessages(file, code)).toEqual([message]);
  });

  it.each([
    ['src/lib/sample.ts', "import path from 'node:path'; import type { PostSummary } from './blog';"],
    ['src/components/TagList/Sample.tsx', "import type { FrameContext } from '../../lib/pageContexts'; import { useState } from 'react';"],
    ['node/pages/sample.ts', "import type { HomeContext } from '../../src/lib/pageContexts'; import fs from 'node:fs';"],
    ['node/mdx/theme/Sample.tsx', "export { Tabs } from '../components/Tabs';"],
    ['gatsby-ssr.tsx', "import { siteLocales } from './node/siteLocales';"],
  ])('lets %s import what its layer may: %s', async (file, code) => {
    expect(await layerMessages(file, code)).toEqual([]);
  });

  it('are the rules the whole config applies', async () => {
    const whole = new ESLint({ cwd: root });
    const [alone, applied] = (await Promise.all([
      eslint.calculateConfigForFile('src/lib/x.ts'),
      whole.calculateConfigForFile('src/lib/x.ts'),
    ])) as Linter.Config[];
    const rules = (config: Linter.Config) => [config.rules?.['no-restricted-imports'], config.rules?.['import-x/no-restricted-paths']];
    expect(rules(applied)).toEqual(rules(alone));
    expect(rules(applied)).not.toContain(undefined);
  });
});
