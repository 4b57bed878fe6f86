import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileLoader, firstLoad, searchIndexDir } from '../../scripts/lib/page-weight.mjs';

describe('firstLoad', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  const put = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  put(
    'docs/a/index.html',
    '<html><head><style>a{color:red}</style><link rel="stylesheet" href="/k.css"/><link as="script" rel="preload" href="/p.js"/></head><body><script src="/app.js" async></script><script>inline()</script></body></html>',
  );
  put('page-data/docs/a/page-data.json', JSON.stringify({ componentChunkName: 'component---doc' }));
  put(
    'webpack.stats.json',
    JSON.stringify({ namedChunkGroups: { 'component---doc': { assets: [{ name: 'styles.css' }, { name: 'commons.js' }, { name: 'app.js' }] } } }),
  );
  for (const f of ['app.js', 'p.js', 'commons.js']) put(f, `console.log("${f}")`);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  put('k.css', 'b{}');
  put('search/0123456789abcdef/meta.json', '{"v":4}');
  put('search/0123456789abcdef/d/a.json', '{"terms":["a"]}');

  it("counts the HTML's scripts and preloads and the template's chunk group, once each", () => {
    const load = firstLoad(dir, '/docs/a/');
    expect(load.js.map((f) => f.name)).toEqual(['/app.js', '/p.js', '/commons.js']);
    expect(load.js.every((f) => f.gzipBytes > 0 && f.source.startsWith('console.log'))).toBe(true);
  });

  it('counts inline styles and linked stylesheets', () => {
    expect(firstLoad(dir, '/docs/a').css.map((f) => f.name)).toEqual(['inline <style> of the HTML', '/k.css']);
  });

  it('finds the search index folder and reads its files', async () => {
    const index = searchIndexDir(dir);
    expect(index.url).toBe('/search/0123456789abcdef/');
    await expect(fileLoader(index.dir)('d/a.json')).resolves.toEqual({ terms: ['a'] });
  });
});
