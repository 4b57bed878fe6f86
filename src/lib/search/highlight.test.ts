import { highlight, safeHighlight, snippet } from './highlight';
import { tokenize } from './tokenize';

const tags = { preTag: '<mark>', postTag: '</mark>' };
const exact =
  (...words: string[]) =>
  (w: string) =>
    words.includes(w) ? w : null;

describe('tokenize', () => {
  it('splits words, lower-cases them, and splits compounds into parts too', () => {
    expect(tokenize('Read cv2.imread() and k_means!').map((t) => t.term)).toEqual([
      'read',
      'cv2.imread',
      'cv2imread',
      'cv2',
      'imread',
      'and',
      'k_means',
      'kmeans',
      'k',
      'means',
    ]);
    expect(tokenize("Don't stop. End.").map((t) => t.term)).toEqual(["don't", 'stop', 'end']);
    expect(tokenize('see model.fit_transform').map((t) => t.term)).toEqual([
      'see',
      'model.fit_transform',
      'modelfittransform',
      'fit_transform',
      'fittransform',
      'model',
      'fit',
      'transform',
    ]);
  });

  it('segments Chinese text into words', () => {
    const words = tokenize('机器学习是人工智能的一个分支').map((t) => t.term);
    expect(words).toEqual(expect.arrayContaining(['机器', '学习', '人工', '智能', '分支']));
    expect(tokenize('用Python做机器学习').map((t) => t.term)).toEqual(expect.arrayContaining(['python', '机器', '学习']));
  });
});

describe('highlight', () => {
  it('wraps matching words and nothing else', () => {
    const result = highlight('Docker builds images; docker runs them.', exact('docker'), 1, tags);
    expect(result.value).toBe('<mark>Docker</mark> builds images; <mark>docker</mark> runs them.');
    expect(result.matchLevel).toBe('full');
  });

  it('keeps escaped text escaped: hostile text stays text', () => {
    const result = highlight('&lt;script&gt;alert(1)&lt;/script&gt; and &lt;img src=x onerror=alert(1)&gt;', exact('script', 'img'), 2, tags);
    expect(result.value).toBe('&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; and &lt;<mark>img</mark> src=x onerror=alert(1)&gt;');
    expect(result.value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('reports partial matches', () => {
    expect(highlight('git rebase', exact('git'), 2, tags).matchLevel).toBe('partial');
    expect(highlight('git rebase', exact('svn'), 1, tags)).toEqual({ value: 'git rebase', matchLevel: 'none', matchedWords: [] });
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen docker sixteen seventeen eighteen nineteen twenty';

  it('cuts a window of the given number of words around the first match, with ellipses', () => {
    const result = snippet(text, exact('docker'), 10, '…', tags);
    // The window is clamped to the end of the text, so it ends without an ellipsis.
    expect(result.value).toBe('…twelve thirteen fourteen fifteen <mark>docker</mark> sixteen seventeen eighteen nineteen twenty');
    expect(snippet(text, exact('four'), 5, '…', tags).value).toBe('…three <mark>four</mark> five six seven…');
  });

  it('returns short text whole', () => {
    expect(snippet('just docker', exact('docker'), 10, '…', tags).value).toBe('just <mark>docker</mark>');
  });
});

describe('safeHighlight', () => {
  it('keeps highlight tags and turns any other markup into text', () => {
    expect(safeHighlight('a <mark>b</mark> <img src=x onerror=alert(1)> &lt;ok&gt;')).toBe('a <mark>b</mark> &lt;img src=x onerror=alert(1)&gt; &lt;ok&gt;');
    expect(safeHighlight('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(safeHighlight('a > b')).toBe('a &gt; b');
    expect(safeHighlight('plain &amp; text')).toBe('plain &amp; text');
  });
});
