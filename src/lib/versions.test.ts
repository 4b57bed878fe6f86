import { parseVersionsFile, resolveDocsVersions, versionOfContentFile, versionOfRoute } from './versions';

const docs = { routeBasePath: '/docs' };
const summary = (versions: ReturnType<typeof resolveDocsVersions>) =>
  versions.map(({ name, label, path, banner, isLast }) => ({ name, label, path, banner, isLast }));

describe('docs versions', () => {
  it('is the docs folder alone, at the docs route, without versions.json', () => {
    expect(summary(resolveDocsVersions(docs, []))).toEqual([{ name: 'current', label: 'Next', path: '/docs', banner: 'none', isLast: true }]);
  });

  it('serves the newest release at the docs route, the docs being written at /next and older releases at their name, as Docusaurus', () => {
    const versions = resolveDocsVersions(docs, ['2.0', '1.0']);
    expect(summary(versions)).toEqual([
      { name: 'current', label: 'Next', path: '/docs/next', banner: 'unreleased', isLast: false },
      { name: '2.0', label: '2.0', path: '/docs', banner: 'none', isLast: true },
      { name: '1.0', label: '1.0', path: '/docs/1.0', banner: 'unmaintained', isLast: false },
    ]);
    expect(versions.map((v) => [v.contentPath, v.sidebarsPath])).toEqual([
      ['docs', null],
      ['versioned_docs/version-2.0', 'versioned_sidebars/version-2.0-sidebars.json'],
      ['versioned_docs/version-1.0', 'versioned_sidebars/version-1.0-sidebars.json'],
    ]);
  });

  it('takes lastVersion and each version options from the config', () => {
    const versions = resolveDocsVersions(
      {
        ...docs,
        lastVersion: 'current',
        versions: { current: { label: 'Canary', mainDocId: 'intro' }, '1.0': { path: 'legacy', banner: 'none' } },
      },
      ['2.0', '1.0'],
    );
    expect(summary(versions)).toEqual([
      { name: 'current', label: 'Canary', path: '/docs', banner: 'none', isLast: true },
      { name: '2.0', label: '2.0', path: '/docs/2.0', banner: 'unmaintained', isLast: false },
      { name: '1.0', label: '1.0', path: '/docs/legacy', banner: 'none', isLast: false },
    ]);
    expect(versions[0].mainDocId).toBe('intro');
  });

  it('puts versions of docs at the site root below it', () => {
    expect(resolveDocsVersions({ routeBasePath: '/' }, ['1.0']).map((v) => v.path)).toEqual(['/next', '/']);
  });

  it('refuses an unknown lastVersion, unknown options, a listed name twice and two versions on one path, naming them', () => {
    expect(() => resolveDocsVersions({ ...docs, lastVersion: '3.0' }, ['2.0'])).toThrow(
      'src/config/site.ts: docs.lastVersion names the unknown version "3.0". Available versions: current, 2.0',
    );
    expect(() => resolveDocsVersions({ ...docs, versions: { '9.9': { label: 'x' } } }, [])).toThrow('docs.versions names the unknown version "9.9"');
    expect(() => resolveDocsVersions(docs, ['1.0', '1.0'])).toThrow('versions.json: each version is listed once');
    expect(() => resolveDocsVersions(docs, ['current'])).toThrow('versions.json: each version is listed once');
    expect(() => resolveDocsVersions({ ...docs, versions: { '1.0': { path: 'next' } } }, ['2.0', '1.0'])).toThrow(
      'the docs versions "current" and "1.0" have the same path /docs/next',
    );
  });

  it('finds the version of a route by the longest path that starts it', () => {
    const versions = resolveDocsVersions(docs, ['2.0', '1.0']);
    const nameOf = (route: string) => versionOfRoute(versions, route)?.name ?? null;
    expect(nameOf('/docs/1.0/guides/install')).toBe('1.0');
    expect(nameOf('/docs/1.0')).toBe('1.0');
    expect(nameOf('/docs/next/')).toBe('current');
    expect(nameOf('/docs/guides/install')).toBe('2.0');
    expect(nameOf('/docs/1.0x')).toBe('2.0');
    expect(nameOf('/blog')).toBeNull();
  });

  it('places a content file in its version, with its path in the version', () => {
    const versions = resolveDocsVersions(docs, ['2.0']);
    expect(versionOfContentFile(versions, 'docs', 'guides/a.md')).toMatchObject({ version: { name: 'current' }, relativePath: 'guides/a.md' });
    expect(versionOfContentFile(versions, 'versioned_docs', 'version-2.0/guides/a.md')).toMatchObject({
      version: { name: '2.0' },
      relativePath: 'guides/a.md',
    });
    // A folder versions.json does not list is not read, as in Docusaurus.
    expect(versionOfContentFile(versions, 'versioned_docs', 'version-0.9/a.md')).toBeNull();
    expect(versionOfContentFile(versions, 'versioned_docs', 'version-current/a.md')).toBeNull();
  });

  it('reads versions.json, and says what it must hold', () => {
    expect(parseVersionsFile('["2.0", "1.0"]\n')).toEqual(['2.0', '1.0']);
    expect(() => parseVersionsFile('{"2.0": true}')).toThrow(
      'versions.json: The versions file should contain an array of version names! Found content: {"2.0":true}',
    );
    expect(() => parseVersionsFile('["2.0", "a/b"]')).toThrow(
      'versions.json: Invalid version name "a/b": version name should not include slash (/) or backslash',
    );
    expect(() => parseVersionsFile('["2.0",', 'content/versions.json')).toThrow('content/versions.json: is not JSON');
  });
});
