import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { guardOf, PRIVATE_HOOKS, type PrivateHook } from './index';
import { installedCopy, packageName, type InstalledCopy, type PackagePath } from './installedCopy';
import { missingShell, missingV8Flags, notGlibc } from './runtimeHooks';
import docsearchPatches from '../webpack/docsearchPatches.cjs';
import reactDomServerPatch from '../webpack/reactDomServerPatch.cjs';

const installed = installedCopy(path.resolve('.'));

/** The installed copy with some files' text changed: `change(pkg, file, text)` gives the text the guard reads. */
function changedCopy(change: (pkg: string, file: string, text: string | null) => string | null): InstalledCopy {
  return {
    version: (pkg) => installed.version(pkg),
    text: (pkg: PackagePath, file) => change(packageName(pkg), file, installed.text(pkg, file)),
  };
}

const required = PRIVATE_HOOKS.flatMap((hook) =>
  (hook.requires ?? []).flatMap(({ pkg, file, has }) => has.map((snippet) => ({ id: hook.id, hook, pkg: packageName(pkg), file, snippet }))),
);

describe('each private hook’s guard', () => {
  it.each(PRIVATE_HOOKS.map((hook) => [hook.id, hook] as [string, PrivateHook]))('%s holds on the installed copy', (_id, hook) => {
    expect(guardOf(hook, installed)).toBeNull();
  });

  it.each(required.map((r) => [r.id, r.snippet, r] as const))('%s trips when the installed code changes: `%s`', (_id, snippet, { hook, pkg, file }) => {
    // The code the hook was written against, as an upgrade would change it: the same file with that code gone.
    const changed = changedCopy((p, f, text) => (p === pkg && f === file && text ? text.split(snippet).join('/* changed */') : text));
    expect(guardOf(hook, changed)).toBe(`${file} of ${pkg} no longer has \`${snippet}\``);
  });

  const files = [...new Map(required.map((r) => [`${r.id} ${r.pkg} ${r.file}`, r])).values()];
  it.each(files.map((r) => [r.id, r.file, r] as const))('%s trips when %s is gone', (_id, file, { hook, pkg }) => {
    const gone = changedCopy((p, f, text) => (p === pkg && f === file ? null : text));
    expect(guardOf(hook, gone)).toBe(`${pkg} has no ${file}`);
  });
});

describe('the guards of their own', () => {
  const hook = (id: string) => PRIVATE_HOOKS.find((h) => h.id === id)!;

  it('develop-without-eslint trips when Gatsby’s ESLint plugin is no longer the class it finds by name', () => {
    const renamed = changedCopy((pkg, file, text) =>
      pkg.endsWith('eslint-webpack-plugin') && file === 'dist/index.js' ? text!.replace(/class ESLintWebpackPlugin\b/, 'class LintPlugin') : text,
    );
    expect(guardOf(hook('develop-without-eslint'), renamed)).toBe("eslint-webpack-plugin's dist/index.js has no class ESLintWebpackPlugin");
  });

  it.each([
    ['react-dom-server-patch', 'react-dom', 'cjs/react-dom-server.node.production.min.js', 'react-dom/server', reactDomServerPatch.PATCHES[0].find],
    ['docsearch-patches', '@docsearch/react', 'dist/esm/index.js', 'DocSearch', docsearchPatches.PATCHES[0].find],
  ])('%s trips when a patch no longer finds its code once', (id, pkg, file, what, find) => {
    // The minifier named a variable otherwise in a new release.
    const rebuilt = changedCopy((p, f, text) => (p === pkg && f === file ? text!.replace(find, find.replace(/[a-z]\b/, 'q')) : text));
    expect(guardOf(hook(id), rebuilt)).toMatch(
      new RegExp(`^${what} patch "[^"]+": expected its code once in ${pkg}/${file.replace(/\./g, '\\.')}, found it 0 times`),
    );
    expect(
      guardOf(
        hook(id),
        changedCopy((p, f, text) => (p === pkg && f === file ? null : text)),
      ),
    ).toBe(`${pkg} has no ${file}`);
  });

  it('heap-growth trips on a V8 without either flag', () => {
    expect(missingV8Flags('  --heap-growing-percent (...)\n  --expose-gc (...)')).toBeNull();
    expect(missingV8Flags('  --expose-gc (...)')).toBe("this Node's V8 has no --heap-growing-percent");
    expect(missingV8Flags('')).toBe("this Node's V8 has no --heap-growing-percent or --expose-gc");
  });

  it('exit-watchdog trips without /bin/sh', () => {
    expect(missingShell(() => true)).toBeNull();
    expect(missingShell((file) => file !== '/bin/sh')).toBe('there is no /bin/sh');
  });

  it('glibc-mmap-threshold trips on a C library other than glibc', () => {
    expect(notGlibc({ header: { glibcVersionRuntime: '2.36' } })).toBeNull();
    expect(notGlibc({ header: {} })).toBe('this Node does not run on glibc, which alone reads the variable');
    expect(notGlibc(undefined)).not.toBeNull();
  });
});
