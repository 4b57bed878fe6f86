import { queryWords, tokenize } from './tokenize';

const terms = (text: string) => tokenize(text).map((t) => t.term);
const at = (text: string) => tokenize(text).map(({ term, pos }) => `${term}@${pos}`);

describe('tokenize', () => {
  it('gives a plain word once, lower-cased, with its offsets and position', () => {
    expect(tokenize('Docker builds images')).toEqual([
      { term: 'docker', start: 0, end: 6, pos: 0 },
      { term: 'builds', start: 7, end: 13, pos: 1 },
      { term: 'images', start: 14, end: 20, pos: 2 },
    ]);
  });

  it('gives a compound name whole, joined, by its inner names and by its parts, the parts at consecutive positions', () => {
    expect(at('cv2.cvtColor')).toEqual(['cv2.cvtcolor@0', 'cv2cvtcolor@0', 'cvtcolor@1', 'cv2@0', 'cvt@1', 'color@2']);
    expect(at('model.fit_transform(x)')).toEqual([
      'model.fit_transform@0',
      'modelfittransform@0',
      'fit_transform@1',
      'fittransform@1',
      'model@0',
      'fit@1',
      'transform@2',
      'x@3',
    ]);
    expect(terms('cross_val_score')).toEqual(['cross_val_score', 'crossvalscore', 'cross', 'val', 'score']);
  });

  it('splits names at case changes, keeping a run of capitals together', () => {
    expect(terms('HistGradientBoostingClassifier')).toEqual(['histgradientboostingclassifier', 'hist', 'gradient', 'boosting', 'classifier']);
    expect(at('HTTPServer docker')).toEqual(['httpserver@0', 'http@0', 'server@1', 'docker@2']);
  });

  it('keeps the offsets of each part, so highlights mark the part found', () => {
    const color = tokenize('cv2.cvtColor').find((t) => t.term === 'color')!;
    expect('cv2.cvtColor'.slice(color.start, color.end)).toBe('Color');
  });

  it('finds a possessive’s word, with a typographic apostrophe as a plain one, and keeps a contraction whole', () => {
    expect(at('lloyd’s k-means')).toEqual(["lloyd's@0", 'lloyd@0', 'k-means@1', 'kmeans@1', 'k@1', 'means@2']);
    expect(terms("don't")).toEqual(["don't"]);
  });

  it('splits a run of Chinese into its words, each at a position of its own', () => {
    expect(at('机器学习是人工智能')).toEqual(['机器@0', '学习@1', '是@2', '人工@3', '智能@4']);
    expect(terms('random 机器学习')).toEqual(['random', '机器', '学习']);
  });

  it('leaves out punctuation and markup characters', () => {
    expect(terms('<img src=x onerror=alert(1)>')).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
    expect(tokenize('— … !')).toEqual([]);
  });
});

describe('queryWords', () => {
  it('gives each word of a query once, in order, lower-cased', () => {
    expect(queryWords('Docker docker compose')).toEqual([
      { word: 'docker', parts: [] },
      { word: 'compose', parts: [] },
    ]);
  });

  it('gives a compound name with its parts, for a query of a name the index does not have whole', () => {
    expect(queryWords('cv2.cvtColor')).toEqual([{ word: 'cv2.cvtcolor', parts: ['cv2', 'cvt', 'color'] }]);
    expect(queryWords('k-means')).toEqual([{ word: 'k-means', parts: ['k', 'means'] }]);
  });

  it('splits a Chinese run into words, as the index does', () => {
    expect(queryWords('random 机器学习').map((w) => w.word)).toEqual(['random', '机器', '学习']);
  });

  it('gives nothing for a query without words', () => {
    expect(queryWords('')).toEqual([]);
    expect(queryWords('  ?! ')).toEqual([]);
  });
});
