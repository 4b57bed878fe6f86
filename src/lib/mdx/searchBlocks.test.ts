import { codeNames } from './searchBlocks';

describe('codeNames', () => {
  it('keeps the names an API is searched by, each once, and leaves the rest of the code out', () => {
    const code = [
      'from sklearn.neighbors import KNeighborsClassifier',
      'for doc, score in vector_store.similarity_search_with_score("q", k=3):',
      '    print(doc)',
      'clf = KNeighborsClassifier(n_neighbors=5).fit(X_train, y_train)',
      'git check-ignore -v data/raw.csv',
      'best = sorted(matches, key=lambda m: m.distance)',
      'x = 1 if y else 2',
    ].join('\n');
    expect(codeNames(code)).toEqual(['KNeighborsClassifier', 'similarity_search_with_score', 'n_neighbors', 'check-ignore']);
  });
});
