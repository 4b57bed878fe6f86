import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

interface Lockfile {
  packages: Record<string, { version?: string }>;
}
const lock = JSON.parse(fs.readFileSync(path.resolve('package-lock.json'), 'utf8')) as Lockfile;
/** The installed copies of a package: each `node_modules/…/<name>` entry of the lockfile, with its version. */
const copiesOf = (name: string) =>
  Object.entries(lock.packages)
    .filter(([key]) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`))
    .map(([key, info]) => `${key}@${info.version}`);

describe('the installed UI runtime', () => {
  // The browser, the server rendering of pages and islands, and the component
  // tests all resolve these: one copy each means one runtime everywhere.
  it.each(['react', 'react-dom', 'scheduler'])('has one copy of %s', (name) => {
    expect(copiesOf(name)).toHaveLength(1);
  });

  it('has no Preact package', () => {
    expect(Object.keys(lock.packages).filter((key) => /(^|\/)node_modules\/(@preact\/|preact($|-)|gatsby-plugin-preact$)/.test(key))).toEqual([]);
  });
});
