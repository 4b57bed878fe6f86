import { hasMermaidFence } from './mermaidFence';

describe('hasMermaidFence', () => {
  it('finds a mermaid fence of backticks or tildes, indented up to three spaces, with meta after the language', () => {
    expect(hasMermaidFence('Intro.\n\n```mermaid\nflowchart LR\n  a --> b\n```\n')).toBe(true);
    expect(hasMermaidFence('~~~~ mermaid\ngraph TD\n~~~~\n')).toBe(true);
    expect(hasMermaidFence('   ```mermaid title="Flow"\ngraph TD\n```')).toBe(true);
    expect(hasMermaidFence('```mermaid{1}\ngraph TD\n```')).toBe(true);
  });

  it('leaves out other languages, inline code, an indented code block and the word in prose', () => {
    expect(hasMermaidFence('```mermaidjs\n```')).toBe(false);
    expect(hasMermaidFence('```js\nconst mermaid = 1;\n```')).toBe(false);
    expect(hasMermaidFence('Write `` ```mermaid `` to draw one.')).toBe(false);
    expect(hasMermaidFence('    ```mermaid\n    graph TD\n')).toBe(false);
    expect(hasMermaidFence('Mermaid draws diagrams.')).toBe(false);
  });
});
