import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PRIVATE_HOOKS, VERIFIED_VERSIONS } from '../../node/privateHooks/index';
import { privateHooksGuide } from '../../node/privateHooks/guide';

const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

describe('the private hooks’ declarations', () => {
  it.each(Object.entries(VERIFIED_VERSIONS))('pin %s at exactly the verified %s in package.json', (pkg, version) => {
    expect(manifest.dependencies[pkg] ?? manifest.devDependencies[pkg]).toBe(version);
  });

  it('are what docs/private-hooks.md lists (npm run private-hooks writes it)', () => {
    expect(fs.readFileSync('docs/private-hooks.md', 'utf8')).toBe(privateHooksGuide(PRIVATE_HOOKS));
  });

  it('name each hook once, with site files that exist and upstream sources at a version', () => {
    expect(new Set(PRIVATE_HOOKS.map((hook) => hook.id)).size).toBe(PRIVATE_HOOKS.length);
    for (const hook of PRIVATE_HOOKS) {
      expect(hook.files.filter((file) => !fs.existsSync(file))).toEqual([]);
      // A link to a branch would move under the reader: each names a tag or a version.
      expect(hook.upstream.filter((url) => /\/blob\/(main|master)\//.test(url))).toEqual([]);
      expect(hook.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('cover every hook the code names, and the code names every hook it declares files for', () => {
    const ids = new Set(PRIVATE_HOOKS.map((hook) => hook.id));
    // Read from the tree, not from git: `npm run upgrade-check` runs the tests in a copy without one.
    const files = [
      ...['src', 'node', 'plugins'].flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file))),
      ...fs.readdirSync('.').filter((file) => /^gatsby-.*\.tsx?$/.test(file)),
    ];
    const named = new Map<string, string[]>();
    // The code, not its tests (which name hooks that are not, to check the checks).
    for (const file of files.filter((f) => /\.(tsx?|cjs|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('node/privateHooks/'))) {
      for (const [, id] of fs.readFileSync(file, 'utf8').matchAll(/(?:hookOn|hookTripped|browserHookOn)\(\s*'([^']+)'/g))
        named.set(id, [...(named.get(id) ?? []), path.normalize(file)]);
    }
    expect([...named.keys()].filter((id) => !ids.has(id))).toEqual([]);
    // Each hook the site can turn off is asked for where it is used.
    const offable = PRIVATE_HOOKS.filter((hook) => hook.ifTripped === 'off').map((hook) => hook.id);
    expect(offable.filter((id) => !named.has(id))).toEqual(['glibc-mmap-threshold']);
  });
});
