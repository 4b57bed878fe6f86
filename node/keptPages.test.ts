import type { Actions } from 'gatsby';
import { keepablePagesCreator, keepingUnchangedPages, keepPageNodes, type StoredPage } from './keptPages';

type PageInput = Parameters<Actions['createPage']>[0];

const SITE = 'site-plugin-id';
const DOC = '/abs/src/templates/DocPage.tsx';

/** A page as Gatsby's state holds it after the site plugin created it (the fields keptPages reads, and some it does not). */
const stored = (path: string, context: Record<string, unknown>, more: Partial<StoredPage> = {}): StoredPage & Record<string, unknown> => ({
  path,
  componentPath: DOC,
  component: DOC,
  context,
  updatedAt: 1_000,
  pluginCreatorId: SITE,
  pluginCreator___NODE: SITE,
  internalComponentName: `Component${path}`,
  slices: {},
  mode: 'SSG',
  ...more,
});

function setUp(pages: StoredPage[], creator: string | null = SITE) {
  const created: PageInput[] = [];
  const state = new Map(pages.map((p) => [p.path, p]));
  const keeping = keepingUnchangedPages(
    (page) => void created.push(page),
    state,
    creator,
    () => 2_000,
  );
  return { created, state, keeping };
}

const context = { content: { html: '<p>Hello</p>', toc: [{ id: 'a', value: 'A', depth: 2 }] }, previous: null, docSidebar: { items: [] } };

describe('pages kept from the build before', () => {
  it('keeps a page asked for as Gatsby holds it: marked as created now, not created again', () => {
    const { created, state, keeping } = setUp([stored('/docs/a', context)]);
    keeping.createPage({ path: '/docs/a', component: DOC, context: structuredClone(context) });
    expect(created).toEqual([]);
    expect(state.get('/docs/a')!.updatedAt).toBe(2_000);
    expect(keeping.kept()).toBe(1);
  });

  it('creates a page whose context, template, creator or extra options changed, and one Gatsby does not hold', () => {
    const { created, state, keeping } = setUp([
      stored('/docs/text', context),
      stored('/docs/template', context),
      stored('/docs/other-plugin', context, { pluginCreatorId: 'another-plugin' }),
      stored('/docs/match', context, { matchPath: '/docs/match/*' }),
      stored('/docs/deferred', context, { defer: true }),
    ]);
    const asked: PageInput[] = [
      { path: '/docs/text', component: DOC, context: { ...context, content: { ...context.content, html: '<p>Hello again</p>' } } },
      { path: '/docs/template', component: '/abs/src/templates/CategoryIndex.tsx', context },
      { path: '/docs/other-plugin', component: DOC, context },
      { path: '/docs/match', component: DOC, context },
      { path: '/docs/deferred', component: DOC, context },
      { path: '/docs/new', component: DOC, context },
    ];
    for (const page of asked) keeping.createPage(page);
    expect(created).toEqual(asked);
    expect(keeping.kept()).toBe(0);
    expect([...state.values()].map((p) => p.updatedAt)).toEqual([1_000, 1_000, 1_000, 1_000, 1_000]);
  });

  it('compares the context as the JSON Gatsby stores: an undefined field is one it dropped, the order of keys is no change, a date is', () => {
    const stamp = { title: 'C', date: '2026-01-01T00:00:00.000Z' };
    const { created, keeping } = setUp([
      stored('/docs/a', { title: 'A', next: null }),
      stored('/docs/b', { title: 'B', next: null }),
      stored('/docs/c', stamp),
    ]);
    keeping.createPage({ path: '/docs/a', component: DOC, context: { title: 'A', next: null, gone: undefined } });
    keeping.createPage({ path: '/docs/b', component: DOC, context: { next: null, title: 'B' } });
    // JSON writes a Date as its ISO string: Gatsby would store the context changed, so it is created.
    keeping.createPage({ path: '/docs/c', component: DOC, context: { title: 'C', date: new Date(stamp.date) } });
    expect(created.map((p) => p.path)).toEqual(['/docs/c']);
    expect(keeping.kept()).toBe(2);
  });

  it('creates every page when pages may not be kept', () => {
    const { created, keeping } = setUp([stored('/docs/a', context)], null);
    keeping.createPage({ path: '/docs/a', component: DOC, context });
    expect(created.map((p) => p.path)).toEqual(['/docs/a']);
    expect(keeping.kept()).toBe(0);
  });
});

describe('whether pages may be kept', () => {
  const site = { name: 'default-site-plugin', id: SITE, nodeAPIs: ['createPages', 'onCreatePage'] };

  it("is the site plugin's id when no other plugin makes pages from created ones (gatsby-plugin-mdx only changes MDX pages)", () => {
    expect(keepablePagesCreator([{ name: 'gatsby-plugin-mdx', id: 'mdx', nodeAPIs: ['onCreateNode', 'onCreatePage'] }, site])).toBe(SITE);
  });

  it('is not when another plugin implements onCreatePage, whose pages made from a kept page would be deleted', () => {
    expect(keepablePagesCreator([{ name: 'gatsby-plugin-amp', id: 'amp', nodeAPIs: ['onCreatePage'] }, site])).toBeNull();
  });

  it('is not when Gatsby gives the site plugin no id', () => {
    expect(keepablePagesCreator([{ name: 'default-site-plugin' }])).toBeNull();
  });
});

describe("Gatsby's deletion of the pages a build did not create", () => {
  it('deletes a page the build did not ask for, and not one it kept', async () => {
    // Gatsby's own rule, as `gatsby build` runs it after createPages (its store is a real one, here of its own).
    const { deleteUntouchedPages } = (await import('gatsby/dist/utils/changed-pages')) as {
      deleteUntouchedPages: (pages: Map<string, unknown>, timeBeforeApisRan: number, statefully: boolean) => string[];
    };
    const { store } = (await import('gatsby/dist/redux')) as { store: { dispatch(action: unknown): void } };
    const pages = [stored('/docs/kept', context), stored('/docs/removed', context)];
    // The store holds the pages as the build before left them: its reducers delete what they hold.
    for (const page of pages) store.dispatch({ type: 'CREATE_PAGE', plugin: { name: 'default-site-plugin' }, payload: page });
    const { state, keeping } = setUp(pages);
    keeping.createPage({ path: '/docs/kept', component: DOC, context });
    expect(deleteUntouchedPages(state, 1_500, true)).toEqual(['/docs/removed', '/page-data/docs/removed']);
  });
});

describe("the pages' nodes, kept while sourcing", () => {
  /** What keepPageNodes is given, with the nodes it read and touched. */
  function sourcing(store: { getState(): unknown; dispatch(action: unknown): unknown }) {
    const nodes = [{ id: 'SitePage /docs/a', internal: { type: 'SitePage' } }];
    const touched: string[] = [];
    let read = 0;
    const args = {
      actions: { touchNode: (node: { id: string }) => void touched.push(node.id) },
      getNodesByType: () => {
        read += 1;
        return nodes;
      },
      store,
    } as unknown as Parameters<typeof keepPageNodes>[0];
    return { args, touched, read: () => read };
  }

  it("has Gatsby's stale-node sweep leave them to their owner, which deletes a page's node with the page, without reading them", async () => {
    // Gatsby's own store and reducers (a real one, of this test's own); the sweep skips the types of a stateful plugin.
    const { store } = (await import('gatsby/dist/redux')) as {
      store: { getState(): { statefulSourcePlugins: Set<string> }; dispatch(action: unknown): unknown };
    };
    const { args, touched, read } = sourcing(store);
    keepPageNodes(args);
    expect(store.getState().statefulSourcePlugins.has('internal-data-bridge')).toBe(true);
    expect([touched, read()]).toEqual([[], 0]);
  });

  const unstatefulState = () => ({ program: { directory: '/site' }, pages: new Map(), flattenedPlugins: [], statefulSourcePlugins: new Set<string>() });

  it('touches each of them where the state does not take the owner as stateful', () => {
    const state = unstatefulState();
    const { args, touched, read } = sourcing({ getState: () => state, dispatch: () => undefined });
    keepPageNodes(args);
    expect([touched, read()]).toEqual([['SitePage /docs/a'], 1]);
  });

  it('creates every page and touches every node when the gate turned the hook off (GATSBY_PRIVATE_HOOKS_OFF)', () => {
    const before = process.env.GATSBY_PRIVATE_HOOKS_OFF;
    process.env.GATSBY_PRIVATE_HOOKS_OFF = 'kept-pages';
    try {
      expect(keepablePagesCreator([{ name: 'default-site-plugin', id: 'site' }])).toBeNull();
      let dispatched = 0;
      const { args, touched } = sourcing({ getState: unstatefulState, dispatch: () => void (dispatched += 1) });
      keepPageNodes(args);
      expect([touched, dispatched]).toEqual([['SitePage /docs/a'], 0]);
    } finally {
      if (before === undefined) delete process.env.GATSBY_PRIVATE_HOOKS_OFF;
      else process.env.GATSBY_PRIVATE_HOOKS_OFF = before;
    }
  });
});
