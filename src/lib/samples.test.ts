import { compareOutput, findSamples, normaliseOutput } from './samples';

const PAGE = `---
title: T
---

Intro.

\`\`\`python run
print(1 + 1)
\`\`\`

\`\`\`text output
2
\`\`\`

<Tabs>
<TabItem value="a">

\`\`\`python run title="b.py"
print("b")
\`\`\`

\`\`\`text output
b
\`\`\`

</TabItem>
</Tabs>

\`\`\`python
fragment = True
\`\`\`

\`\`\`python norun="needs an API key"
print(call_the_api())
\`\`\`

\`\`\`python run
x = 1
\`\`\`
`;

describe('findSamples', () => {
  const { samples, notRun } = findSamples(PAGE, 'docs/p.mdx');

  it('finds each run sample with its output block and their lines in the file, inside tabs too', () => {
    expect(samples.map((s) => [s.line, s.code, s.expected, s.outputLine])).toEqual([
      [7, 'print(1 + 1)', '2', 11],
      [18, 'print("b")', 'b', 22],
      [37, 'x = 1', '', null],
    ]);
  });

  it('lists programs marked not run, with the reason', () => {
    expect(notRun).toEqual([{ file: 'docs/p.mdx', line: 33, reason: 'needs an API key' }]);
  });

  it('does not take a quoted word in the meta for a flag', () => {
    expect(findSamples('```python title="run me"\nprint(1)\n```\n', 'x.mdx').samples).toEqual([]);
  });

  it('refuses a run sample in another language, and one marked both ways, with file and line', () => {
    expect(() => findSamples('a\n\n```bash run\nls\n```\n', 'x.mdx')).toThrow('x.mdx:3: `run` is for Python samples (```python run); this block is `bash`');
    expect(() => findSamples('```python run norun="x"\nprint(1)\n```\n', 'y.mdx')).toThrow('y.mdx:1: a code block is either `run` or `norun="…"`, not both');
  });
});

describe('compareOutput', () => {
  it('ignores line ends, trailing spaces and trailing blank lines', () => {
    expect(normaliseOutput('a  \r\nb\n\n')).toBe('a\nb');
    expect(compareOutput('a\nb', 'a   \nb\n')).toBeNull();
  });

  it('names the first line that differs, and a missing line', () => {
    expect(compareOutput('a\nb\nc', 'a\nB\nc\n')).toEqual({ line: 2, expected: 'b', actual: 'B' });
    expect(compareOutput('a\nb', 'a\n')).toEqual({ line: 2, expected: 'b', actual: '(nothing)' });
  });
});
