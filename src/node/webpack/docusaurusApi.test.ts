import path from 'node:path';
import { DOCUSAURUS_CLIENT_API } from '../../docusaurus/modules';
import { DocusaurusApiResolver, docusaurusApiAliases, notProvided } from './docusaurusApi';

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
});
