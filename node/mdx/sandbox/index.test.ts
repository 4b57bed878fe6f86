import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { renderMdx } from '../compile';
import { readableRoots, sandboxFor } from './index';

describe('the content sandbox', () => {
  it('stops a page whose code never ends, and renders the next page in a new sandbox', async () => {
    const sandbox = sandboxFor(process.cwd());
    await expect(sandbox.render('body', 'for (;;) {}', 1_000)).rejects.toThrow(
      "the page's code did not finish in 1 s (an expression that never ends?); its sandbox was stopped",
    );
    const next = 'const { jsx } = arguments[0]; return { default: () => jsx("p", { children: "next page" }) };';
    await expect(sandbox.render('body', next)).resolves.toEqual({ html: '<p>next page</p>', stylesheets: [] });
  });

  it("reads where the site's linked packages really are, with one flag per node_modules they live in", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roots-'));
    try {
      const shared = path.join(tmp, 'shared/node_modules');
      fs.mkdirSync(path.join(shared, '@scope/b'), { recursive: true });
      fs.mkdirSync(path.join(shared, 'a'), { recursive: true });
      fs.mkdirSync(path.join(tmp, 'local/pkg'), { recursive: true });
      const site = path.join(tmp, 'site');
      fs.mkdirSync(path.join(site, 'node_modules/@scope'), { recursive: true });
      fs.mkdirSync(path.join(site, 'node_modules/own'));
      fs.symlinkSync(path.join(shared, 'a'), path.join(site, 'node_modules/a'));
      fs.symlinkSync(path.join(shared, '@scope/b'), path.join(site, 'node_modules/@scope/b'));
      fs.symlinkSync(path.join(tmp, 'local/pkg'), path.join(site, 'node_modules/pkg'));
      expect((await readableRoots(site)).sort()).toEqual([path.join(tmp, 'local/pkg'), shared, site].sort());
      expect(await readableRoots(path.join(tmp, 'local'))).toEqual([path.join(tmp, 'local')]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("runs content code with the site's public settings as its whole environment, in plain pages and in bundled ones", async () => {
    process.env.ALGOLIA_ADMIN_KEY = 'adm1n-k3y-0123456789';
    process.env.SITE_TEST_PLAIN = 'plain value';
    process.env.GATSBY_SITE_TEST = 'public value';
    try {
      const plain = await renderMdx(
        'Key: [{process.env.ALGOLIA_ADMIN_KEY}] home: [{process.env.SITE_TEST_PLAIN}] public: [{process.env.GATSBY_SITE_TEST}]\n',
        'x.mdx',
      );
      expect(plain.html).toBe('<p>Key: [] home: [] public: [public value]</p>');
      const bundled = await renderMdx('export const k = process.env.ALGOLIA_ADMIN_KEY ?? "none";\n\nKey: {k} HOME: [{process.env.HOME}]\n', 'y.mdx');
      expect(bundled.html).toBe('<p>Key: none HOME: []</p>');
      // The build around it keeps its environment.
      expect(process.env.ALGOLIA_ADMIN_KEY).toBe('adm1n-k3y-0123456789');
    } finally {
      delete process.env.ALGOLIA_ADMIN_KEY;
      delete process.env.SITE_TEST_PLAIN;
      delete process.env.GATSBY_SITE_TEST;
    }
  });
});
