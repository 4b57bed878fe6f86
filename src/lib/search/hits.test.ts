import { describe, expect, it } from '@jest/globals';
import { formatHits, searchResponse, termMatcher } from './hits';
import type { Plan } from './queryPlan';
import type { Ranked } from './ranking';
import { buildRecords } from './records';
import { normalizeSearchRequests } from './requests';

const [title, heading, text] = buildRecords({
  url: '/docs/docker',
  lvl0: 'Tools',
  title: 'Docker',
  language: 'en',
  tag: 'docs-default-current',
  pageRank: 1,
  blocks: [
    { kind: 'heading', depth: 2, id: 'volumes', text: 'Volumes' },
    { kind: 'text', text: 'A docker volume keeps data after the container is removed.' },
  ],
});
const plan: Plan = {
  words: ['docker', 'volum'],
  alternatives: [
    new Map([['docker', { typos: 0, exact: true }]]),
    new Map([
      ['volume', { typos: 0, exact: false }],
      ['volumes', { typos: 0, exact: false }],
    ]),
  ],
  synonymsFound: true,
};
const ranked = (record: number): Ranked => ({
  record,
  optional: false,
  typos: 1,
  words: 2,
  allWords: 2,
  proximity: 3,
  attribute: 6,
  occurrences: 2,
  attributeSum: 7,
  exact: 1,
});
const request = (extra: Record<string, unknown> = {}) =>
  normalizeSearchRequests({
    requests: [
      { indexName: 'site', query: 'docker volum', highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:4'], ...extra },
    ],
  })[0];

describe('termMatcher', () => {
  it('gives the query word an index term stands for, the first plan’s before a rewrite’s', () => {
    const rewrite: Plan = {
      words: ['container'],
      alternatives: [
        new Map([
          ['docker', { typos: 1, exact: false }],
          ['container', { typos: 1, exact: false }],
        ]),
      ],
      synonymsFound: true,
    };
    const match = termMatcher([plan, rewrite]);
    expect([match('docker'), match('volumes'), match('container'), match('image')]).toEqual(['docker', 'volum', 'container', null]);
  });
});

describe('formatHits', () => {
  it('highlights every field and snippets the ones asked for, keeping the record as it is', () => {
    const [hit] = formatHits([{ ranked: ranked(2), record: text }], [plan], request());
    expect(hit).toMatchObject({
      ...text,
      _highlightResult: { hierarchy: { lvl1: { value: '<mark>Docker</mark>' }, lvl2: { value: '<mark>Volumes</mark>' } } },
    });
    expect(hit._highlightResult.content).toMatchObject({
      value: 'A <mark>docker</mark> <mark>volume</mark> keeps data after the container is removed.',
      matchLevel: 'full',
    });
    expect(hit._snippetResult).toEqual({ hierarchy: {}, content: expect.objectContaining({ value: expect.stringContaining('<mark>volume</mark>') }) });
    expect(hit._rankingInfo).toBeUndefined();
  });

  it('highlights only the attributes asked for, and gives the ranking criteria when asked', () => {
    const [hit] = formatHits(
      [{ ranked: ranked(0), record: title }],
      [plan],
      request({ attributesToHighlight: ['hierarchy.lvl1'], attributesToSnippet: [], getRankingInfo: true }),
    );
    expect(Object.keys(hit._highlightResult.hierarchy as object)).toEqual(['lvl1']);
    expect(hit._highlightResult.content).toBeUndefined();
    expect(hit._rankingInfo).toEqual({ nbTypos: 1, words: 2, proximityDistance: 3, firstMatchedWord: 6, nbExactWords: 1 });
  });

  it("highlights an object's fields by its name, as Algolia does with `hierarchy`", () => {
    const [hit] = formatHits([{ ranked: ranked(1), record: heading }], [plan], request({ attributesToHighlight: ['hierarchy'], attributesToSnippet: [] }));
    expect(Object.keys(hit._highlightResult.hierarchy as object).sort()).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(hit._highlightResult.content).toBeUndefined();
  });

  it('highlights a text the hits of a page share once', () => {
    const [a, b] = formatHits(
      [
        { ranked: ranked(0), record: title },
        { ranked: ranked(1), record: heading },
      ],
      [plan],
      request(),
    );
    expect((a._highlightResult.hierarchy as Record<string, unknown>).lvl1).toBe((b._highlightResult.hierarchy as Record<string, unknown>).lvl1);
  });
});

describe('searchResponse', () => {
  it('answers in Algolia’s shape, with a query ID only when click analytics are on', () => {
    const response = searchResponse(request({ hitsPerPage: 2, page: 1 }), [], 5, false, Date.now());
    expect(response).toMatchObject({
      hits: [],
      nbHits: 5,
      page: 1,
      nbPages: 3,
      hitsPerPage: 2,
      query: 'docker volum',
      params: '',
      index: 'site',
      exhaustiveNbHits: false,
    });
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(0);
    expect(response).not.toHaveProperty('queryID');
    expect(searchResponse(request({ clickAnalytics: true }), [], 0, true, Date.now()).queryID).toMatch(/^[0-9a-f]{32}$/);
  });
});
