import { synonymHits } from './algoliaSynonyms';

describe('synonymHits', () => {
  it('gives one two-way synonym object per group, with stable IDs', () => {
    expect(
      synonymHits([
        ['决策树', 'decision tree'],
        ['knn', 'k-nearest neighbours'],
      ]),
    ).toEqual([
      { objectID: 'site-synonyms-0', type: 'synonym', synonyms: ['决策树', 'decision tree'] },
      { objectID: 'site-synonyms-1', type: 'synonym', synonyms: ['knn', 'k-nearest neighbours'] },
    ]);
  });
});
