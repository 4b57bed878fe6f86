import { buildShardedIndex } from './indexWriter';
import { LoadedIndex } from './indexLoader';
import { buildRecords, type SearchPage } from './records';
import { TermExpander, withPrefix } from './termExpansion';

const page = (url: string, text: string): SearchPage => ({
  url,
  lvl0: 'Docs',
  title: 'Page',
  language: 'en',
  tag: 'default',
  pageRank: 0,
  blocks: [{ kind: 'text', text }],
});
const files = buildShardedIndex(
  [page('/a', 'docker dockers dacker images the theory colour odd'), page('/b', 'data dataframe decision ordinary')].flatMap(buildRecords),
);
const open = () => LoadedIndex.withMeta(files.get('meta.json'), (path) => Promise.resolve(files.get(path)));
const asObject = (alternatives: Map<string, { typos: number; exact: boolean }>) => Object.fromEntries([...alternatives].sort(([a], [b]) => a.localeCompare(b)));

describe('withPrefix', () => {
  const dictionary = (entries: [string, number][]) => ({ terms: entries.map(([t]) => t), counts: entries.map(([, c]) => c) });

  it('gives every term the prefix begins, but stop words, when their occurrences are within the budget', () => {
    expect(
      withPrefix(
        dictionary([
          ['da', 1],
          ['dock', 5],
          ['docker', 50],
          ['does', 9],
          ['dog', 3],
        ]),
        'do',
      ),
    ).toEqual(['dock', 'docker', 'dog']);
    expect(withPrefix(undefined, 'do')).toEqual([]);
  });

  it('keeps the most frequent terms within the budget, skipping one that would overrun it', () => {
    expect(
      withPrefix(
        dictionary([
          ['zeal', 10],
          ['zebra', 4_800],
          ['zebu', 1],
        ]),
        'ze',
      ),
    ).toEqual(['zeal', 'zebu']);
    expect(
      withPrefix(
        dictionary([
          ['zeal', 10],
          ['zebra', 3_500],
          ['zebu', 600],
        ]),
        'ze',
      ),
    ).toEqual(['zebra', 'zeal']);
  });

  it('gives a one-letter prefix a smaller budget and at most a hundred terms', () => {
    const many = Array.from({ length: 150 }, (_, i): [string, number] => [`q${String(i).padStart(3, '0')}`, 1 + (i % 3)]);
    const found = withPrefix(dictionary(many), 'q');
    expect(found).toHaveLength(100);
    expect(found.every((t) => many.find(([m]) => m === t)![1] >= 2)).toBe(true);
    expect(
      withPrefix(
        dictionary([
          ['q', 900],
          ['qa', 200],
        ]),
        'q',
      ),
    ).toEqual(['q']);
  });
});

describe('TermExpander', () => {
  it('matches a word, and its plurals and spellings, as typed', async () => {
    const index = open();
    await index.loadDictionaries(['d', 'c']);
    const expander = new TermExpander(index);
    expect(asObject(expander.expand('docker', false, false))).toEqual({ docker: { typos: 0, exact: true }, dockers: { typos: 0, exact: true } });
    expect(asObject(expander.expand('color', false))).toEqual({ colour: { typos: 0, exact: true } });
  });

  it('matches the words a prefix begins, and the neighbours within the typos a word allows', async () => {
    const index = open();
    await index.loadDictionaries(['d']);
    const expander = new TermExpander(index);
    expect(asObject(expander.expand('dock', true, false))).toEqual({ docker: { typos: 0, exact: false }, dockers: { typos: 0, exact: false } });
    expect(asObject(expander.expand('docker', false))).toEqual({
      dacker: { typos: 1, exact: false },
      docker: { typos: 0, exact: true },
      dockers: { typos: 0, exact: true },
    });
    expect(asObject(expander.expand('dataframe', false))).toEqual({ dataframe: { typos: 0, exact: true } });
  });

  it('never takes a stop word for a typo of another word', async () => {
    const index = open();
    await index.loadDictionaries(['t']);
    expect([...new TermExpander(index).expand('thes', false).keys()]).toEqual([]);
  });

  it('looks under the second letter when nothing begins as the word does, and asks for that dictionary when it is not loaded', async () => {
    const index = open();
    await index.loadDictionaries(['o']);
    const expander = new TermExpander(index);
    expect(asObject(expander.expand('odcker', false))).toEqual({});
    expect([...expander.wanted]).toEqual(['d']);
    await index.loadDictionaries(expander.wanted);
    // A dictionary loaded since: the expansion is made again, with its terms.
    expect(asObject(expander.expand('odcker', false))).toEqual({ docker: { typos: 1, exact: false } });
  });
});
