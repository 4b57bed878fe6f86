import { buildShardedIndex } from './indexWriter';
import { LoadedIndex } from './indexLoader';
import { QueryPlanner, termsOf, withoutTypos, type Plan } from './queryPlan';
import { buildRecords, type SearchPage } from './records';

const page = (url: string, text: string): SearchPage => ({
  url,
  lvl0: 'Guide',
  title: 'Page',
  language: 'en',
  tag: 'default',
  pageRank: 0,
  blocks: [{ kind: 'text', text }],
});
const files = buildShardedIndex(
  [
    page('/a', 'How to mount a docker volume; the theory of dataframe and cross_val_score.'),
    page('/b', 'Knn votes among the k nearest neighbours; kmeans clusters; commits.'),
  ].flatMap(buildRecords),
  [
    ['knn', 'k nearest neighbours'],
    ['commit', 'commits'],
  ],
);

/** A planner on the index, with the dictionaries of the query loaded, as the engine plans. */
async function planned(query: string): Promise<Plan[]> {
  const index = LoadedIndex.withMeta(files.get('meta.json'), (path) => Promise.resolve(files.get(path)));
  await index.loadQueryDictionaries(query);
  return new QueryPlanner(index).plan(query);
}
const termsByWord = (plan: Plan) => Object.fromEntries(plan.words.map((word, w) => [word, Object.fromEntries(plan.alternatives[w])]));

describe('QueryPlanner', () => {
  it('leaves stop words out of a query that has other words, and takes the last word as a prefix until a space follows it', async () => {
    const [typing] = await planned('how to mount a dock');
    expect(typing.words).toEqual(['mount', 'dock']);
    expect(termsByWord(typing).dock).toEqual({ docker: { typos: 0, exact: false } });
    const [done] = await planned('mount docker ');
    expect(termsByWord(done)).toEqual({ mount: { mount: { typos: 0, exact: true } }, docker: { docker: { typos: 0, exact: true } } });
  });

  it('takes a query of stop words alone as its last word still being typed, finding the words it begins', async () => {
    const [plan] = await planned('how to the ');
    expect(plan.words).toEqual(['the']);
    expect(Object.keys(termsByWord(plan).the)).toEqual(['theory']);
  });

  it('searches a compound name by its parts when the index lacks it whole, and two words as the name written as one', async () => {
    expect((await planned('cross_val_score '))[0].words).toEqual(['cross_val_score']);
    expect((await planned('cross_val_predict '))[0].words).toEqual(['cross', 'val', 'predict']);
    const [apart] = await planned('data frame ');
    expect(termsByWord(apart).data.dataframe).toEqual({ typos: 0, exact: true });
    expect(termsByWord(apart).frame.dataframe).toEqual({ typos: 0, exact: true });
  });

  it('rewrites a query with the other phrases of a synonym group, each match a typo more and never exact', async () => {
    const plans = await planned('knn ');
    expect(plans.map((p) => p.words)).toEqual([['knn'], ['k', 'nearest', 'neighbours']]);
    expect(termsByWord(plans[1]).nearest).toEqual({ nearest: { typos: 1, exact: false } });
    // "commit" → "commits": every word is already matched, so no rewrite.
    expect(await planned('commit ')).toHaveLength(1);
  });

  it('searches at most ten words', async () => {
    const [plan] = await planned('alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima ');
    expect(plan.words).toHaveLength(10);
    expect(plan.alternatives).toHaveLength(10);
  });
});

describe('withoutTypos and termsOf', () => {
  const plan: Plan = {
    words: ['dokcer', 'volume'],
    alternatives: [
      new Map([['docker', { typos: 1, exact: false }]]),
      new Map([
        ['volume', { typos: 0, exact: true }],
        ['volumes', { typos: 0, exact: true }],
      ]),
    ],
    synonymsFound: true,
  };

  it('keeps what matches as typed, and nothing when a word then matches nothing', () => {
    expect(withoutTypos(plan)).toBeNull();
    const typed = withoutTypos({
      ...plan,
      alternatives: [
        new Map([
          ['docker', { typos: 0, exact: true }],
          ['dacker', { typos: 1, exact: false }],
        ]),
        plan.alternatives[1],
      ],
    })!;
    expect(termsOf([typed])).toEqual(['docker', 'volume', 'volumes']);
  });

  it('lists the terms of every plan, in order', () => {
    expect(termsOf([plan, plan])).toEqual(['docker', 'volume', 'volumes', 'docker', 'volume', 'volumes']);
  });
});
