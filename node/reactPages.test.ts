import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isPageFile, pageFileRoute, reactPageRoutes } from './reactPages';

describe("the site's React pages (src/pages)", () => {
  it('takes the files Gatsby and Docusaurus make pages of, and skips what either skips', () => {
    expect(['index.tsx', 'about.js', 'docs/help.jsx', 'search.tsx'].every(isPageFile)).toBe(true);
    for (const skipped of [
      '_components/Pitch.tsx',
      '_draft.tsx',
      'a/_b/c.js',
      'index.module.css',
      'types.d.ts',
      'x.test.tsx',
      '__test__/crash.tsx',
      '.hidden.js',
    ])
      expect([skipped, isPageFile(skipped)]).toEqual([skipped, false]);
  });

  it('names each route as Gatsby does, without a trailing slash', () => {
    expect(pageFileRoute('index.tsx')).toBe('/');
    expect(pageFileRoute('about.js')).toBe('/about');
    expect(pageFileRoute('about/index.js')).toBe('/about');
    expect(pageFileRoute(path.join('docs', 'help.tsx'))).toBe('/docs/help');
  });

  it("lists a site's routes from its folder, none without src/pages", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'react-pages-'));
    try {
      expect(reactPageRoutes(site)).toEqual(new Set());
      for (const file of ['index.tsx', '_components/Pitch.tsx', 'index.module.css', 'showcase/index.js']) {
        fs.mkdirSync(path.dirname(path.join(site, 'src/pages', file)), { recursive: true });
        fs.writeFileSync(path.join(site, 'src/pages', file), '');
      }
      expect(reactPageRoutes(site)).toEqual(new Set(['/', '/showcase']));
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
