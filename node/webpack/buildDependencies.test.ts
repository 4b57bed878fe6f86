import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageBuildDependencies, relativeImportClosure, siteLockfiles } from './buildDependencies';

const made: string[] = [];
/** A new folder under the system's temporary one, removed after the test. */
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}

describe('packageBuildDependencies', () => {
  const site = {
    gatsbyNode: '/site/gatsby-node.js',
    configSources: ['/site/node/onCreateWebpackConfig.ts', '/site/node/webpack/classNames.ts'],
    lockfiles: ['/site/package-lock.json'],
  };

  it("takes each file of a package as the package's manifest, scoped, nested and pnpm's alike", () => {
    const { kept } = packageBuildDependencies(
      [
        '/site/node_modules/gatsby/dist/utils/webpack.config.js',
        '/site/node_modules/gatsby/dist/utils/babel-loader.js',
        '/site/node_modules/@pmmmwh/react-refresh-webpack-plugin/loader/index.js',
        '/site/node_modules/a/node_modules/b/lib/x.js',
        '/site/node_modules/.pnpm/c@1.0.0/node_modules/c/index.js',
      ],
      site,
    );
    expect([...kept]).toEqual([
      '/site/package-lock.json',
      '/site/node_modules/gatsby/package.json',
      '/site/node_modules/@pmmmwh/react-refresh-webpack-plugin/package.json',
      '/site/node_modules/a/node_modules/b/package.json',
      '/site/node_modules/.pnpm/c@1.0.0/node_modules/c/package.json',
    ]);
  });

  it("puts the sources that shape webpack's configuration for the site's gatsby-node.js, and keeps the site's other files", () => {
    const { kept, replaced } = packageBuildDependencies(['/site/gatsby-node.js', '/site/node/webpack/docsearchPatches.cjs'], site);
    expect([...kept]).toEqual(['/site/package-lock.json', ...site.configSources, '/site/node/webpack/docsearchPatches.cjs']);
    expect(replaced).toBe(true);
  });

  it('says when the list does not hold gatsby-node.js', () => {
    expect(packageBuildDependencies(['/site/node/webpack/docsearchPatches.cjs'], site).replaced).toBe(false);
  });
});

describe('relativeImportClosure', () => {
  it('follows imports, re-exports, require and import() by relative path, and leaves type-only imports and packages out', () => {
    const root = tempDir('closure-');
    writeFiles(root, {
      'entry.ts':
        "import path from 'node:path';\nimport type { T } from './typesOnly';\nimport { a } from './a';\nexport { b } from './dir';\nconst c = require('./c.cjs');\nvoid import('./d');\n",
      'a.ts': "import { shared } from './shared';\n",
      'dir/index.ts': "import { shared } from '../shared';\n",
      'c.cjs': "module.exports = require('webpack');\n",
      'd.mjs': 'export {};\n',
      'shared.ts': 'export const shared = 1;\n',
      'typesOnly.ts': 'export type T = 1;\n',
      'unrelated.ts': 'export {};\n',
    });
    const names = relativeImportClosure(path.join(root, 'entry.ts')).map((file) => path.relative(root, file));
    expect(names).toEqual(['a.ts', 'c.cjs', 'd.mjs', 'dir/index.ts', 'entry.ts', 'shared.ts']);
  });

  it('names the file and the import that leads nowhere', () => {
    const root = tempDir('closure-');
    writeFiles(root, { 'entry.ts': "import { gone } from './gone';\n" });
    expect(() => relativeImportClosure(path.join(root, 'entry.ts'))).toThrow(/entry\.ts imports \.\/gone, which is no file/);
  });

  it("holds the site's webpack configuration and the modules it calls", () => {
    const names = relativeImportClosure('node/onCreateWebpackConfig.ts').map((file) => path.relative(process.cwd(), file));
    expect(names).toEqual(expect.arrayContaining(['node/onCreateWebpackConfig.ts', 'node/webpack/classNames.ts', 'node/inlinedStylesheets.ts']));
    expect(names).not.toContain('node/site.ts');
  });
});

describe('siteLockfiles', () => {
  it("is the site's lockfiles, or its manifest when it has none", () => {
    const root = tempDir('lockfiles-');
    writeFiles(root, { 'package.json': '{}' });
    expect(siteLockfiles(root)).toEqual([path.join(root, 'package.json')]);
    writeFiles(root, { 'package-lock.json': '{}', 'yarn.lock': '' });
    expect(siteLockfiles(root)).toEqual([path.join(root, 'package-lock.json'), path.join(root, 'yarn.lock')]);
  });
});

/**
 * Real webpack, run in a process of its own (its cache follows Node's `require.cache`, which
 * Jest's module registry replaces): a fixture site whose loader counts its runs, so a run that
 * took its modules from the persistent cache adds none.
 */
describe("webpack's persistent cache with the plugin", () => {
  function fixtureSite() {
    const root = tempDir('webpack-cache-');
    writeFiles(root, {
      'package.json': '{"name":"fixture","private":true}',
      'package-lock.json': '{"lockfileVersion":3}',
      'src/index.js': 'export const answer = 42;\n',
      'node/onCreateWebpackConfig.ts': "import { shape } from './shape';\nexport const onCreateWebpackConfig = shape;\n",
      'node/shape.ts': 'export const shape = 1;\n',
      // As the site has it (node/siteNodeBundle.cjs): gatsby-node.js requires the loader, which requires the
      // bundle of all of the site's Node code.
      'gatsby-node.js': "module.exports = require('./node/siteNodeBundle.cjs');\n",
      'node/siteNodeBundle.cjs': "module.exports = require('../.cache/site-node/gatsby-node.js');\n",
      '.cache/site-node/gatsby-node.js': "require('./renderer.js');\nmodule.exports = {};\n",
      '.cache/site-node/renderer.js': 'module.exports = 1;\n',
      'node_modules/count-loader/package.json': '{"name":"count-loader","version":"1.0.0"}',
      'node_modules/count-loader/index.js':
        "const fs = require('fs');\nconst path = require('path');\nrequire('helper');\nmodule.exports = function (source) { fs.appendFileSync(path.join(this.rootContext, 'runs.txt'), 'x'); return source; };\n",
      'node_modules/helper/package.json': '{"name":"helper","version":"1.0.0"}',
      'node_modules/helper/index.js': 'module.exports = 1;\n',
    });
    const runs = () => fs.readFileSync(path.join(root, 'runs.txt'), 'utf8').length;
    const build = (mode: 'with-plugin' | 'without') => {
      execFileSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('tests/support/webpack-cache-run.mjs'), root, mode], { stdio: 'pipe' });
      return runs();
    };
    const edit = (name: string) => fs.appendFileSync(path.join(root, name), '// edited\n');
    return { build, edit };
  }

  const BUILDS = 120_000;

  it(
    "keeps the cache through a change to the site's other Node code, and drops it for its webpack configuration or its packages",
    () => {
      const { build, edit } = fixtureSite();
      expect(build('with-plugin')).toBe(1);
      expect(build('with-plugin')).toBe(1);
      edit('.cache/site-node/renderer.js');
      expect(build('with-plugin')).toBe(1);
      edit('node/shape.ts');
      expect(build('with-plugin')).toBe(2);
      expect(build('with-plugin')).toBe(2);
      edit('package-lock.json');
      expect(build('with-plugin')).toBe(3);
    },
    BUILDS,
  );

  it(
    "drops the cache for any change to what gatsby-node.js requires without it, as Gatsby's configuration stands",
    () => {
      const { build, edit } = fixtureSite();
      expect(build('without')).toBe(1);
      expect(build('without')).toBe(1);
      edit('.cache/site-node/renderer.js');
      expect(build('without')).toBe(2);
    },
    BUILDS,
  );
});
