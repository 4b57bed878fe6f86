import { jest } from '@jest/globals';
import { engineFromRecords } from '../../../tests/support/searchEngine';
import { SEARCH_SLICE_MS } from './engine';
import { buildRecords, type SearchPage } from './records';
import { normalizeSearchRequests } from './requests';

const page = (url: string, lvl0: string, title: string, blocks: SearchPage['blocks'], tag = 'docs-default-current'): SearchPage => ({
  url,
  lvl0,
  title,
  language: 'en',
  tag,
  pageRank: tag === 'default' ? 0 : 1,
  blocks,
});
const PAGES = [
  page('/docs/development_tool/docker', 'Development tools', 'Docker', [
    { kind: 'text', text: 'Docker packages applications into images.' },
    { kind: 'heading', depth: 2, id: 'volumes', text: 'Volumes and bind mounts' },
    { kind: 'text', text: 'A volume keeps data after the container is removed.' },
  ]),
  page('/docs/development_tool/git', 'Development tools', 'Git', [
    { kind: 'text', text: 'Git can also build a Docker image in CI, but that is another story.' },
    { kind: 'heading', depth: 2, id: 'rebase', text: 'Merge versus rebase' },
    { kind: 'text', text: 'Rebasing rewrites history; merging keeps it.' },
  ]),
  page('/docs/machine_learning/traditional_algorithm/random_forest', 'Machine learning', 'Random forests', [
    { kind: 'text', text: 'A random forest averages many decorrelated decision trees.' },
    { kind: 'text', text: '机器学习是人工智能的一个分支。' },
  ]),
  page('/blog/2026/02/07/xss', 'Blog', 'Why I escape <script> tags', [{ kind: 'text', text: 'Never render <img src=x onerror=alert(1)> as HTML.' }], 'default'),
];
const engine = engineFromRecords(PAGES.flatMap(buildRecords));
const search = (query: string, extra: Record<string, unknown> = {}) =>
  engine.search(
    normalizeSearchRequests({
      requests: [{ indexName: 'site', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:10'], ...extra }],
    })[0],
  );
const urls = async (query: string, extra?: Record<string, unknown>) => (await search(query, extra)).hits.map((h) => h.url);

describe('LocalSearchEngine finds words as typed, as prefixes and with typos', () => {
  it('matches the word being typed as a prefix', async () => {
    expect((await urls('dock'))[0]).toBe('/docs/development_tool/docker');
    expect(await urls('rebas')).toContain('/docs/development_tool/git#rebase');
  });

  it('expands a prefix of up to three letters within its budget of occurrences, and a longer one to every word it begins', async () => {
    // "zebra" occurs 4,800 times, over the 4,000 a prefix may expand to; "zebu" once.
    const herd = Array.from({ length: 48 }, (_, p) =>
      page(`/docs/zebra-${p}`, 'Animals', `Herd ${p}`, [{ kind: 'text', text: Array(100).fill('zebra').join(' ') }]),
    );
    const zoo = engineFromRecords([...herd, page('/docs/zebu', 'Animals', 'Cattle', [{ kind: 'text', text: 'The zebu has a hump.' }])].flatMap(buildRecords));
    const found = async (query: string) => (await zoo.search(normalizeSearchRequests({ requests: [{ indexName: 'site', query }] })[0])).hits.map((h) => h.url);
    // Three letters: the frequent word would overrun the budget, so only the rare one is searched.
    expect(await found('zeb')).toEqual(['/docs/zebu']);
    // Four letters may have a typo: the typo walk finds every word that begins with them, however frequent.
    expect(await found('zebr')).toContain('/docs/zebra-0');
  });

  it('tolerates one typo from 4 letters and two from 8', async () => {
    expect(await urls('volumse')).toContain('/docs/development_tool/docker#volumes');
    expect(await urls('decisoin treez')).toContain('/docs/machine_learning/traditional_algorithm/random_forest');
    expect(await urls('gti')).toEqual([]);
  });

  it('requires every word, and drops trailing words when nothing has them all', async () => {
    expect(await urls('docker volume')).toEqual(expect.arrayContaining(['/docs/development_tool/docker#volumes']));
    expect(await urls('docker volume')).not.toContain('/docs/development_tool/git');
    expect(await urls('rebase zzzqqq')).toContain('/docs/development_tool/git#rebase');
  });

  it('ranks a page whose title matches above a paragraph that mentions the word', async () => {
    const hits = await urls('docker');
    expect(hits[0]).toBe('/docs/development_tool/docker');
    expect(hits.indexOf('/docs/development_tool/docker')).toBeLessThan(hits.indexOf('/docs/development_tool/git'));
  });
});

describe("LocalSearchEngine finds Chinese text by its words, and answers Algolia's requests", () => {
  it('finds Chinese text by its words', async () => {
    expect(await urls('人工智能')).toContain('/docs/machine_learning/traditional_algorithm/random_forest');
    expect(await urls('机器学习')).toContain('/docs/machine_learning/traditional_algorithm/random_forest');
  });

  it('applies facet filters as AND of ORs', async () => {
    expect(await urls('escape', { facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']] })).toEqual([]);
    expect((await urls('escape', { facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] })).length).toBeGreaterThan(
      0,
    );
    expect((await urls('docker', { facetFilters: ['-type:content'] })).every((u) => !u.includes('xss'))).toBe(true);
  });

  it('pages through results', async () => {
    const all = (await search('docker')).nbHits;
    const first = await search('docker', { hitsPerPage: 1 });
    const second = await search('docker', { hitsPerPage: 1, page: 1 });
    expect(first).toMatchObject({ nbHits: all, nbPages: all, page: 0 });
    expect(second.hits[0].objectID).not.toBe(first.hits[0].objectID);
  });

  it('returns DocSearch hits with highlight and snippet results', async () => {
    const hit = (await search('volume', { distinct: false })).hits.find((h) => h.type === 'content')!;
    expect(hit._highlightResult).toMatchObject({ content: { value: 'A <mark>volume</mark> keeps data after the container is removed.', matchLevel: 'full' } });
    expect(hit._snippetResult).toMatchObject({ content: { value: 'A <mark>volume</mark> keeps data after the container is removed.' } });
    expect(hit.hierarchy.lvl2).toBe('Volumes and bind mounts');
  });

  it('finds hostile text and returns it escaped, marks the only markup', async () => {
    const hits = (await search('onerror')).hits;
    expect(hits).toHaveLength(1);
    const snippetValue = (hits[0]._snippetResult as { content: { value: string } }).content.value;
    expect(snippetValue).toBe('Never render &lt;img src=x <mark>onerror</mark>=alert(1)&gt; as HTML.');
    const title = (await search('script')).hits[0];
    expect((title._highlightResult as { hierarchy: { lvl1: { value: string } } }).hierarchy.lvl1.value).toBe('Why I escape &lt;<mark>script</mark>&gt; tags');
  });

  it('answers an empty query with nothing', async () => {
    expect((await search('')).nbHits).toBe(0);
  });
});

describe('LocalSearchEngine matches typos, names, spellings and stop words as Algolia does', () => {
  it('counts a swapped pair of letters as one typo (Damerau–Levenshtein)', async () => {
    const words = engineFromRecords([page('/w', 'W', 'Words', [{ kind: 'text', text: 'tensor graph docker badc' }])].flatMap(buildRecords));
    const typosOf = async (query: string) =>
      (await words.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query, getRankingInfo: true }] })[0])).hits[0]?._rankingInfo?.nbTypos;
    // A trailing space: whole words, not prefixes.
    expect(await typosOf('tesnor ')).toBe(1);
    expect(await typosOf('grpah ')).toBe(1);
    expect(await typosOf('dokcer ')).toBe(1);
    // Two swaps are two typos, more than a 4-letter word allows.
    expect(await typosOf('abcd ')).toBeUndefined();
    expect((await urls('dokcer'))[0]).toBe('/docs/development_tool/docker');
    expect((await urls('rnadom fosert'))[0]).toBe('/docs/machine_learning/traditional_algorithm/random_forest');
    // The word being typed: a transposed prefix still finds the word.
    expect(await urls('voulm')).toContain('/docs/development_tool/docker#volumes');
  });

  it('ranks fewer typos first: the exact word above its one-typo neighbours', async () => {
    const ranked = engineFromRecords(
      [
        page('/a', 'A', 'Trials', [{ kind: 'text', text: 'A clinical trial.' }]),
        page('/b', 'B', 'Trails', [{ kind: 'text', text: 'A mountain trail.' }]),
      ].flatMap(buildRecords),
    );
    const hits = (await ranked.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'trail ' }] })[0])).hits.map((h) => h.url);
    expect(hits[0]).toBe('/b');
    expect(hits).toContain('/a');
  });

  it('finds a compound name by its parts, whole, and typed as one word', async () => {
    const names = engineFromRecords(
      [
        page('/ml', 'ML', 'Boosting', [{ kind: 'text', text: 'Use HistGradientBoostingClassifier and cross_val_score, or cv2.cvtColor for colour.' }]),
        page('/other', 'ML', 'Gradient notes', [
          { kind: 'text', text: 'A classifier can use gradient descent; boosting is another story. Cross the river to score a val.' },
        ]),
      ].flatMap(buildRecords),
    );
    const top = async (query: string) => (await names.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query }] })[0])).hits.map((h) => h.url)[0];
    for (const query of [
      'HistGradientBoostingClassifier',
      'hist gradient boosting classifier',
      'histgradientboostingclassifier',
      'cross_val_score',
      'cross val score',
      'crossvalscore',
      'cvtColor',
      'cvt color',
      'cv2.cvtColor',
      'sklearn.ensemble.HistGradientBoostingClassifier',
    ]) {
      expect([query, await top(query)]).toEqual([query, '/ml']);
    }
  });

  it('matches British and American spellings and plurals without a typo', async () => {
    const spelt = engineFromRecords(
      [
        page('/uk', 'A', 'Behaviour', [{ kind: 'text', text: 'Centre the colour; initialise the analyser. Labelled greyscale images.' }]),
        page('/near', 'A', 'Other', [{ kind: 'text', text: 'Behaving badly near the centrex in colder images.' }]),
      ].flatMap(buildRecords),
    );
    const info = async (query: string) =>
      (await spelt.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: `${query} `, getRankingInfo: true }] })[0])).hits[0];
    for (const query of ['behavior', 'center', 'color', 'initialize', 'analyzer', 'labeled', 'grayscale', 'image']) {
      const hit = await info(query);
      expect([query, hit.url, hit._rankingInfo?.nbTypos]).toEqual([query, '/uk', 0]);
    }
  });

  it('needs every word but stop words, and ranks records with more words first when none has them all', async () => {
    expect((await urls('how do I mount a volume'))[0]).toBe('/docs/development_tool/docker#volumes');
    // "zzzqqq" is nowhere: every word becomes optional, and the record with "rebase" comes first.
    expect((await urls('rebase zzzqqq'))[0]).toBe('/docs/development_tool/git#rebase');
    expect(await urls('docker volume')).not.toContain('/docs/development_tool/git');
  });
});

describe("LocalSearchEngine ranks by Algolia's criteria", () => {
  it('ranks words closer together first (proximity)', async () => {
    const near = engineFromRecords(
      [
        page('/far', 'A', 'Far', [{ kind: 'text', text: 'The model was trained on a large set, and later the data was cleaned.' }]),
        page('/close', 'A', 'Close', [{ kind: 'text', text: 'Cleaning the training data comes first: data cleaning, then the model.' }]),
      ].flatMap(buildRecords),
    );
    expect((await near.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'model data ' }] })[0])).hits.map((h) => h.url)).toEqual([
      '/close',
      '/far',
    ]);
  });

  it('ranks a title or heading match above a text match, and docs above posts when all else is equal', async () => {
    const ranks = engineFromRecords(
      [
        page('/blog/post', 'Blog', 'Checkpointers in practice', [{ kind: 'text', text: 'A checkpointer saves state.' }], 'default'),
        page('/docs/flow', 'LangGraph', 'Basic flow', [
          { kind: 'text', text: 'A checkpointer saves state.' },
          { kind: 'heading', depth: 2, id: 'memory', text: 'Memory' },
        ]),
      ].flatMap(buildRecords),
    );
    const hits = (await ranks.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'checkpointer ' }] })[0])).hits.map((h) => h.url);
    // The post's title has the word: the title wins over the doc's text.
    expect(hits[0]).toBe('/blog/post');
    const text = (
      await ranks.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'saves state', facetFilters: ['type:content'] }] })[0])
    ).hits.map((h) => h.url);
    // The same sentence in both: the doc comes first.
    expect(text).toEqual(['/docs/flow', '/blog/post']);
  });

  it('returns one hit per URL unless distinct is off, and a queryID with clickAnalytics', async () => {
    const distinct = await search('volume');
    expect(new Set(distinct.hits.map((h) => h.url)).size).toBe(distinct.hits.length);
    expect((await search('volume', { distinct: false })).nbHits).toBeGreaterThan(distinct.nbHits);
    expect(distinct.queryID).toBeUndefined();
    const first = (await search('volume', { clickAnalytics: true })).queryID;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect((await search('volume', { clickAnalytics: true })).queryID).not.toBe(first);
  });
});

describe('LocalSearchEngine finds Chinese, code names and synonyms', () => {
  it('finds Chinese words in a query that mixes Latin and Chinese', async () => {
    expect((await urls('random 机器学习'))[0]).toBe('/docs/machine_learning/traditional_algorithm/random_forest');
  });

  it('finds a name used only in a code block, below a page whose text has it', async () => {
    const code = engineFromRecords(
      [
        page('/knn', 'ML', 'Nearest neighbours', [
          { kind: 'heading', depth: 2, id: 'choosing-k', text: 'Choosing k' },
          { kind: 'code', names: ['KNeighborsClassifier', 'n_neighbors'] },
        ]),
        page('/other', 'ML', 'Other', [{ kind: 'text', text: 'Unlike KNeighborsClassifier, a tree learns rules.' }]),
      ].flatMap(buildRecords),
    );
    const hits = (await code.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'kneighborsclassifier' }] })[0])).hits;
    expect(hits.map((h) => h.url)).toEqual(['/other', '/knn#choosing-k']);
    expect(
      (await code.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'k neighbors classifier' }] })[0])).hits.map((h) => h.url),
    ).toContain('/knn#choosing-k');
  });

  it('applies synonym groups both ways, for Chinese terms and abbreviations, and keeps the words typed', async () => {
    const synonyms = [
      ['决策树', 'decision tree'],
      ['knn', 'k-nearest neighbours'],
    ];
    const engineWithSynonyms = engineFromRecords(
      [
        page('/tree', 'ML', 'Decision trees', [{ kind: 'text', text: 'A decision tree splits the data.' }]),
        page('/knn', 'ML', 'K-nearest neighbours', [{ kind: 'text', text: 'Vote among the k nearest points.' }]),
        page('/zh', 'ML', '笔记', [{ kind: 'text', text: '决策树的笔记。' }]),
      ].flatMap(buildRecords),
      synonyms,
    );
    const found = async (query: string) =>
      (await engineWithSynonyms.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query }] })[0])).hits.map((h) => h.url);
    expect(await found('决策树')).toEqual(expect.arrayContaining(['/tree', '/zh']));
    expect(await found('decision tree')).toEqual(expect.arrayContaining(['/tree', '/zh']));
    expect((await found('knn'))[0]).toBe('/knn');
    expect(await found('knn vote')).toEqual(['/knn']);
    expect(await found('knn')).not.toContain('/tree');
  });

  it("puts a page's own record before its paragraphs, however often they repeat the words, and breaks ties among paragraphs by how often", async () => {
    const repeats = engineFromRecords(
      [
        page('/forest', 'ML', 'Random forests', [
          { kind: 'text', text: 'Once: a random forest.' },
          { kind: 'text', text: 'A forest is random twice: random rows and random features make a random forest.' },
        ]),
      ].flatMap(buildRecords),
    );
    const hits = (await repeats.search(normalizeSearchRequests({ requests: [{ indexName: 'x', query: 'random forest', distinct: false }] })[0])).hits;
    expect(hits.map((h) => [h.type, h.content])).toEqual([
      ['lvl1', null],
      ['content', 'A forest is random twice: random rows and random features make a random forest.'],
      ['content', 'Once: a random forest.'],
    ]);
  });
});

describe('LocalSearchEngine keeps a first search out of one long task', () => {
  /** The order in which a zero timeout set before the search and the search's answer come. */
  async function answerOrder(msPerClockRead: number): Promise<string[]> {
    let now = 0;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => (now += msPerClockRead));
    try {
      const order: string[] = [];
      const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('task')), 0));
      // The index is in memory: without a yield, the whole search runs in this task's microtasks.
      await search('docker').then(() => order.push('answer'));
      await timer;
      return order;
    } finally {
      clock.mockRestore();
    }
  }

  it(`hands its hits over in a later task when formatting them took over ${SEARCH_SLICE_MS} ms`, async () => {
    expect(await answerOrder(SEARCH_SLICE_MS + 5)).toEqual(['task', 'answer']);
  });

  it('answers in the same task when formatting was quick', async () => {
    expect(await answerOrder(1)).toEqual(['answer', 'task']);
  });
});
