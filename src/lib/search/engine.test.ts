import { allowedTypos, LocalSearchEngine } from './engine';
import { buildRecords, type SearchPage } from './records';
import { normalizeSearchRequests } from './requests';

const page = (url: string, lvl0: string, title: string, blocks: SearchPage['blocks'], tag = 'docs-default-current'): SearchPage => ({ url, lvl0, title, language: 'en', tag, blocks });
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
const engine = new LocalSearchEngine(PAGES.flatMap(buildRecords));
const search = (query: string, extra: Record<string, unknown> = {}) =>
  engine.search(normalizeSearchRequests({ requests: [{ indexName: 'site', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:10'], ...extra }] })[0]);
const urls = (query: string, extra?: Record<string, unknown>) => search(query, extra).hits.map((h) => h.url);

describe('LocalSearchEngine', () => {
  it('matches the word being typed as a prefix', () => {
    expect(urls('dock')[0]).toBe('/docs/development_tool/docker');
    expect(urls('rebas')).toContain('/docs/development_tool/git#rebase');
  });

  it('tolerates one typo from 4 letters and two from 8', () => {
    expect(allowedTypos('git')).toBe(0);
    expect(allowedTypos('dokr')).toBe(1);
    expect(allowedTypos('decision')).toBe(2);
    expect(urls('volumse')).toContain('/docs/development_tool/docker#volumes');
    expect(urls('decisoin treez')).toContain('/docs/machine_learning/traditional_algorithm/random_forest');
    expect(urls('gti')).toEqual([]);
  });

  it('requires every word, and drops trailing words when nothing has them all', () => {
    expect(urls('docker volume')).toEqual(expect.arrayContaining(['/docs/development_tool/docker#volumes']));
    expect(urls('docker volume')).not.toContain('/docs/development_tool/git');
    expect(urls('rebase zzzqqq')).toContain('/docs/development_tool/git#rebase');
  });

  it('ranks a page whose title matches above a paragraph that mentions the word', () => {
    const hits = urls('docker');
    expect(hits[0]).toBe('/docs/development_tool/docker');
    expect(hits.indexOf('/docs/development_tool/docker')).toBeLessThan(hits.indexOf('/docs/development_tool/git'));
  });

  it('finds Chinese text by its words', () => {
    expect(urls('人工智能')).toContain('/docs/machine_learning/traditional_algorithm/random_forest');
    expect(urls('机器学习')).toContain('/docs/machine_learning/traditional_algorithm/random_forest');
  });

  it('applies facet filters as AND of ORs', () => {
    expect(urls('escape', { facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']] })).toEqual([]);
    expect(urls('escape', { facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }).length).toBeGreaterThan(0);
    expect(urls('docker', { facetFilters: ['-type:content'] }).every((u) => !u.includes('xss'))).toBe(true);
  });

  it('pages through results', () => {
    const all = search('docker').nbHits;
    const first = search('docker', { hitsPerPage: 1 });
    const second = search('docker', { hitsPerPage: 1, page: 1 });
    expect(first).toMatchObject({ nbHits: all, nbPages: all, page: 0 });
    expect(second.hits[0].objectID).not.toBe(first.hits[0].objectID);
  });

  it('returns DocSearch hits with highlight and snippet results', () => {
    const hit = search('volume').hits.find((h) => h.type === 'content')!;
    expect(hit._highlightResult).toMatchObject({ content: { value: 'A <mark>volume</mark> keeps data after the container is removed.', matchLevel: 'full' } });
    expect(hit._snippetResult).toMatchObject({ content: { value: 'A <mark>volume</mark> keeps data after the container is removed.' } });
    expect(hit.hierarchy.lvl2).toBe('Volumes and bind mounts');
  });

  it('finds hostile text and returns it escaped, marks the only markup', () => {
    const hits = search('onerror').hits;
    expect(hits).toHaveLength(1);
    const snippetValue = (hits[0]._snippetResult as { content: { value: string } }).content.value;
    expect(snippetValue).toBe('Never render &lt;img src=x <mark>onerror</mark>=alert(1)&gt; as HTML.');
    const title = search('script').hits[0];
    expect((title._highlightResult as { hierarchy: { lvl1: { value: string } } }).hierarchy.lvl1.value).toBe('Why I escape &lt;<mark>script</mark>&gt; tags');
  });

  it('answers an empty query with nothing', () => {
    expect(search('').nbHits).toBe(0);
  });
});
