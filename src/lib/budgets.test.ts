import { checkBudget, chunkName } from './budgets';

describe('budgets', () => {
  it('names chunks without their hash', () => {
    expect(chunkName('/app-29beb8956db83b67aa78.js')).toBe('app');
    expect(chunkName('component---src-templates-doc-page-tsx-b385408aa9cf61e2e13e.js')).toBe('component---src-templates-doc-page-tsx');
    expect(chunkName('styles.8db1e48dd68b6b90fa3b.css')).toBe('styles');
    expect(chunkName('/search/index.6c4e174458a6e44f.json')).toBe('index');
  });

  it('passes within the limit and, over it, names the chunks that grew and by how much', () => {
    const files = [
      { name: '/app-29beb8956db83b67aa78.js', gzipBytes: 30_000 },
      { name: '/framework-8c6e59fce7ff102417ba.js', gzipBytes: 46_000 },
      { name: '/new-chunk-aaaaaaaaaaaaaaaaaaaa.js', gzipBytes: 2_048 },
    ];
    expect(checkBudget('JS', files, 100_000).ok).toBe(true);
    const over = checkBudget('First-load JS of /docs/x', files, 70_000, { app: 22_000, framework: 46_000 });
    expect(over.ok).toBe(false);
    expect(over.message).toBe(
      'First-load JS of /docs/x: 76.2 kB, 7.9 kB over the 68.4 kB budget.\nGrown or new:\n  app: 29.3 kB (+7.8 kB since the baseline)\n  new-chunk: 2.0 kB (new)',
    );
  });
});
