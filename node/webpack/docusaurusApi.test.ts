import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { DOCUSAURUS_CLIENT_API } from '../../src/lib/docusaurusClientApi';
import { DocusaurusApiErrors, DocusaurusApiResolver, docusaurusApiAliases, notProvided } from './docusaurusApi';

describe('the Docusaurus client API for React pages (webpack)', () => {
  it("aliases each provided module exactly, to a file of src/docusaurus that exists, and @site to the site's folder", async () => {
    const aliases = docusaurusApiAliases(process.cwd());
    expect(aliases['@site']).toBe(process.cwd());
    expect(aliases['@theme/Layout$']).toBe(path.join(process.cwd(), 'src/docusaurus/theme/Layout'));
    const { existsSync } = await import('node:fs');
    for (const name of Object.keys(DOCUSAURUS_CLIENT_API)) {
      const file = aliases[`${name}$`];
      expect([name, ['.ts', '.tsx'].some((ext) => existsSync(`${file}${ext}`))]).toEqual([name, true]);
    }
  });

  it('fails an import of another, naming it and what is provided; lets the provided ones resolve', async () => {
    // webpack's resolver is enhanced-resolve's, made with these options.
    const { default: resolving } = await import('enhanced-resolve');
    const { ResolverFactory, CachedInputFileSystem } = resolving;
    const fs = await import('node:fs');
    const resolve = ResolverFactory.createResolver({
      fileSystem: new CachedInputFileSystem(fs, 4000),
      extensions: ['.tsx', '.ts', '.js'],
      alias: docusaurusApiAliases(process.cwd()),
      plugins: [new DocusaurusApiResolver() as never],
    });
    const resolved = (request: string) =>
      new Promise<string>((ok, fail) => resolve.resolve({}, process.cwd(), request, {}, (error, result) => (error ? fail(error) : ok(result as string))));
    await expect(resolved('@theme/Layout')).resolves.toBe(path.join(process.cwd(), 'src/docusaurus/theme/Layout.tsx'));
    await expect(resolved('@docusaurus/useBaseUrl')).resolves.toBe(path.join(process.cwd(), 'src/docusaurus/useBaseUrl.ts'));
    await expect(resolved('@theme/DocItem')).rejects.toThrow(notProvided('@theme/DocItem'));
    await expect(resolved('@docusaurus/router')).rejects.toThrow(
      /"@docusaurus\/router" is not provided by this site: a React page may import @theme\/Layout, .*@docusaurus\/useIsBrowser/,
    );
  });

  it("reports such an import as an error of the page at its line, in the resolver's words, as Gatsby prints it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-api-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'page.js'),
        "import Layout from '@theme/Layout';\nimport DocItem from '@theme/DocItem';\nexport default [Layout, DocItem];\n",
      );
      fs.writeFileSync(path.join(dir, 'Layout.js'), 'export default 1;\n');
      const compiler = webpack({
        mode: 'development',
        context: dir,
        entry: './page.js',
        output: { path: path.join(dir, 'out') },
        resolve: { alias: { '@theme/Layout$': path.join(dir, 'Layout.js') }, plugins: [new DocusaurusApiResolver()] },
        plugins: [new DocusaurusApiErrors()],
      });
      const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result!))));
      await new Promise((resolve) => compiler.close(resolve));
      const [error, ...others] = stats.compilation.errors;
      expect(others).toEqual([]);
      expect(error.name).toBe('DocusaurusApiError');
      expect(error.message).toBe(notProvided('@theme/DocItem'));
      expect((error.module as webpack.NormalModule).resource).toBe(path.join(dir, 'page.js'));
      expect(error.loc).toMatchObject({ start: { line: 2 } });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
