import { applyMagicComments, lineNumbersStart } from './magicComments';

describe('magic comments', () => {
  it('highlights the next line and start/end ranges, and hides the comments', () => {
    const code = [
      'import os',
      '# highlight-next-line',
      'x = 1',
      'y = 2',
      '# highlight-start',
      'def f():',
      '    return x',
      '# highlight-end',
      'print(f())',
    ].join('\n');
    const { code: shown, highlighted } = applyMagicComments(code, 'python');
    expect(shown).toBe(['import os', 'x = 1', 'y = 2', 'def f():', '    return x', 'print(f())'].join('\n'));
    expect([...highlighted]).toEqual([2, 4, 5]);
  });

  it('reads only the comment styles of the language', () => {
    expect(applyMagicComments('// highlight-next-line\nconst a = 1;', 'js').highlighted).toEqual(new Set([1]));
    // In Python, `//` is floor division, not a comment: the line is code and stays.
    expect(applyMagicComments('// highlight-next-line\na = 1', 'python').code).toBe('// highlight-next-line\na = 1');
    expect(applyMagicComments('<!-- highlight-next-line -->\n<p>x</p>', 'html').highlighted).toEqual(new Set([1]));
    expect(applyMagicComments('{/* highlight-next-line */}\n<App />', 'jsx').highlighted).toEqual(new Set([1]));
  });

  it('accepts every comment style in a language it does not know', () => {
    expect(applyMagicComments('-- highlight-next-line\nselect 1\n# highlight-next-line\nx', 'mystery').highlighted).toEqual(new Set([1, 2]));
  });

  it('reads showLineNumbers and its start', () => {
    expect(lineNumbersStart('title="a.py" showLineNumbers')).toBe(1);
    expect(lineNumbersStart('showLineNumbers=12 {2}')).toBe(12);
    expect(lineNumbersStart('{1-2}')).toBeNull();
  });
});
