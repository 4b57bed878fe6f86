import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { FromDocusaurus } from '../src/lib/config/fromDocusaurus';
import type { EditUrlFunction } from '../src/lib/config/types';
import {
  FROM_DOCUSAURUS_FILE,
  findDocusaurusConfig,
  importDocusaurusConfig,
  loadDocusaurusConfig,
  staleFromDocusaurus,
  writeFromDocusaurus,
} from './docusaurusConfig';

describe("a site's docusaurus.config.*", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-config-'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "site" }');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  /** The error a load or an import throws, by its message. */
  const failure = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return (error as Error).message;
    }
    return null;
  };

  it('loads TypeScript with `import type` from @docusaurus/*, require.resolve of its own files and prism-react-renderer, which the site has not', async () => {
    write('sidebars.js', 'module.exports = { docs: ["intro"] };');
    write(
      'docusaurus.config.ts',
      [
        "import type { Config } from '@docusaurus/types';",
        "import type * as Preset from '@docusaurus/preset-classic';",
        "import { themes as prismThemes } from 'prism-react-renderer';",
        '',
        'const config: Config = {',
        "  title: 'Lantern',",
        "  url: 'https://lantern.example.org',",
        "  baseUrl: '/',",
        "  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'), editUrl: ({ docPath }) => `https://e.org/${docPath}` } } satisfies Preset.Options]],",
        '  themeConfig: { prism: { theme: prismThemes.github } },',
        '};',
        'export default config;',
      ].join('\n'),
    );
    const loaded = await importDocusaurusConfig(dir);
    expect(loaded?.file).toBe('docusaurus.config.ts');
    expect(loaded?.config.docs.sidebarPath).toBe('sidebars.js');
    expect(
      (loaded?.config.docs.editUrl as EditUrlFunction)({ version: 'current', versionDocsDirPath: 'docs', docPath: 'a.md', permalink: '/docs/a', locale: 'en' }),
    ).toBe('https://e.org/a.md');
    // The file holds what JSON can: the function is null there, and named.
    expect(loaded?.written).toMatchObject({ file: 'docusaurus.config.ts', functions: ['docs.editUrl'], config: { docs: { editUrl: null } } });
    expect(loaded?.warning).toContain('docusaurus.config.ts:10:27 themeConfig.prism.theme: an object: code is coloured by Shiki');
  });

  it('takes a default export that is a function, or an async function, as Docusaurus does: called, then awaited', async () => {
    write('docusaurus.config.mjs', "export default function createConfig() {\n  return { title: 'From ESM', url: 'https://a.org', baseUrl: '/' };\n}\n");
    expect(await loadDocusaurusConfig(dir, 'docusaurus.config.mjs')).toEqual({ title: 'From ESM', url: 'https://a.org', baseUrl: '/' });
    write(
      'docusaurus.config.cjs',
      "module.exports = async () => {\n  await new Promise((resolve) => setTimeout(resolve, 1));\n  return { title: 'From CommonJS' };\n};\n",
    );
    expect(await loadDocusaurusConfig(dir, 'docusaurus.config.cjs')).toEqual({ title: 'From CommonJS' });
    write('docusaurus.config.js', "const path = require('path');\nmodule.exports = { title: path.basename(__filename) };\n");
    expect(await loadDocusaurusConfig(dir, 'docusaurus.config.js')).toEqual({ title: 'docusaurus.config.js' });
    write('docusaurus.config.mts', "export default Promise.resolve({ title: 'A promise' });\n");
    expect(await loadDocusaurusConfig(dir, 'docusaurus.config.mts')).toEqual({ title: 'A promise' });
    // Docusaurus's order: TypeScript first.
    expect(findDocusaurusConfig(dir)).toBe('docusaurus.config.mts');
  });

  it("loads the file afresh each time, as Docusaurus's loadFreshModule does", async () => {
    write('docusaurus.config.ts', "export default { title: 'One' };");
    expect(await loadDocusaurusConfig(dir, 'docusaurus.config.ts')).toEqual({ title: 'One' });
    write('docusaurus.config.ts', "export default { title: 'Two' };");
    expect(await loadDocusaurusConfig(dir, 'docusaurus.config.ts')).toEqual({ title: 'Two' });
  });

  it("names the author's file and line of a syntax error, a throw, a module it cannot load and a value the site cannot take", async () => {
    write('docusaurus.config.ts', "const config = {\n  title: 'x',,\n};\nexport default config;\n");
    expect(await failure(() => importDocusaurusConfig(dir))).toMatch(/^docusaurus\.config\.ts:2:13: syntax error: Unexpected token/);
    write('docusaurus.config.ts', "function make() {\n  throw new Error('no title yet');\n}\nexport default make;\n");
    expect(await failure(() => importDocusaurusConfig(dir))).toBe('docusaurus.config.ts:2:9: the config threw: no title yet');
    write(
      'docusaurus.config.ts',
      "import { themes } from 'prism-react-renderer';\nimport utils from '@docusaurus/utils';\nexport default { title: String(utils), theme: themes.github };\n",
    );
    expect(await failure(() => importDocusaurusConfig(dir))).toMatch(
      /^docusaurus\.config\.ts:2:19: cannot load "@docusaurus\/utils"\. The site has no @docusaurus packages/,
    );
    write(
      'docusaurus.config.ts',
      "export default {\n  title: 'x',\n  url: 'https://x.org',\n  baseUrl: '/',\n  themeConfig: {\n    navbar: {\n      items: [\n        { label: 'Home', to: '/' },\n        { label: 'Nowhere' },\n      ],\n    },\n  },\n};\n",
    );
    expect(await failure(() => importDocusaurusConfig(dir))).toBe('docusaurus.config.ts:9:9: themeConfig.navbar.items[1].to: a link item needs "to" or "href"');
  });

  it('writes src/config/fromDocusaurus.ts, whose search settings the GATSBY_ALGOLIA_* variables override, and knows when it is stale', async () => {
    write(
      'docusaurus.config.ts',
      "export default { title: 'x', url: 'https://x.org', baseUrl: '/', themeConfig: { algolia: { appId: 'APP', apiKey: 'key', indexName: 'x' } } };\n",
    );
    const loaded = await writeFromDocusaurus(dir);
    const file = path.join(dir, FROM_DOCUSAURUS_FILE);
    expect(fs.readFileSync(file, 'utf8')).toContain('"appId": process.env.GATSBY_ALGOLIA_APP_ID ?? "APP"');
    /** The module as the build runs it, with `env` for its process.env. */
    const read = (env: Record<string, string> = {}) => {
      const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS } });
      const exports: { fromDocusaurus?: FromDocusaurus | null } = {};
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the module this test wrote
      (new Function('exports', 'require', 'process', outputText) as (...args: unknown[]) => void)(exports, () => ({}), { env });
      return exports.fromDocusaurus!;
    };
    expect(read().config.search).toMatchObject({ appId: 'APP', apiKey: 'key', indexName: 'x' });
    expect(read({ GATSBY_ALGOLIA_APP_ID: 'FROM_ENV' }).config.search.appId).toBe('FROM_ENV');
    expect(staleFromDocusaurus(dir, loaded, read())).toBeNull();
    write('docusaurus.config.ts', "export default { title: 'y', url: 'https://x.org', baseUrl: '/' };\n");
    const changed = await importDocusaurusConfig(dir);
    expect(staleFromDocusaurus(dir, changed, read())).toMatch(
      /^docusaurus\.config\.ts has changed since src\/config\/fromDocusaurus\.ts was written from it\. It is written now/,
    );
    expect(read().config.title).toBe('y');
    fs.rmSync(path.join(dir, 'docusaurus.config.ts'));
    expect(staleFromDocusaurus(dir, null, read())).toMatch(/^docusaurus\.config\.ts is gone/);
    expect(read()).toBeNull();
    expect(staleFromDocusaurus(dir, null, null)).toBeNull();
  });
});
