import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderMdx } from './compile';

describe('a page that does not render: its error names the file, the line and the column', () => {
  it('fails on invalid MDX with the file and line', async () => {
    await expect(renderMdx('# T\n\nA {broken expression\n', 'content/docs/bad.mdx', 4)).rejects.toThrow(/^content\/docs\/bad\.mdx:7:\d+: /);
  });

  it('fails on a component the page uses and nothing defines, naming its file, line and name', async () => {
    const failure = renderMdx('# T\n\nSee <Highlight>this</Highlight>.\n', 'content/docs/bad.mdx', 4);
    await expect(failure).rejects.toThrow(
      /^content\/docs\/bad\.mdx:7:5: rendering failed: Expected component `Highlight` to be defined: you likely forgot to import, pass, or provide it\.$/,
    );
  });

  it('refuses script elements, event handlers and javascript: URLs with their location', async () => {
    await expect(renderMdx('Hi\n\n<script>alert(1)</script>\n', 'x.mdx')).rejects.toThrow('x.mdx:3:1: <script> is not allowed in content');
    await expect(renderMdx('<img src="x" onError="alert(1)" />\n', 'x.mdx')).rejects.toThrow('Event handler attribute "onError"');
    // A handler written as code (Docusaurus's scaffold has one) cannot run in static HTML: dropped, with a warning.
    const { html: button, warnings } = await renderMdx('Text.\n\n<button onClick={() => alert(1)}>Click me!</button>\n', 'x.mdx', 4);
    expect(button).toContain('<button>Click me!</button>');
    expect(warnings).toEqual([
      'x.mdx:7: Event handler "onClick" on <button> is dropped: content is rendered to HTML at build time; put interactive parts in an island (src/islands/)',
    ]);
    await expect(renderMdx('<a href="javascript:alert(1)">x</a>\n', 'x.mdx')).rejects.toThrow('javascript: URL');
    await expect(renderMdx("import X from './missing-module'\n\n# Hi\n", 'x.mdx')).rejects.toThrow(/^x\.mdx: .*Could not resolve "\.\/missing-module"/);
  });

  it.each([
    ['a Markdown link', '# T\n\n[click](javascript:alert(1))\n', /x\.mdx:3:1: A javascript: URL in a Markdown link is not allowed in content/],
    ['a character reference in a Markdown link', 'a\n\n[click](jav&#x61;script:alert(1))\n', /x\.mdx:3:1: A javascript: URL in a Markdown link/],
    ['a reference link in mixed case', 'a\n\n[click][r]\n\n[r]: JaVaScRiPt:alert(1)\n', /x\.mdx:5:1: A javascript: URL in a Markdown link/],
    ['a vbscript: image', '![x](vbscript:msgbox)\n', /x\.mdx:1:1: A vbscript: URL in a Markdown image/],
    [
      'a JSX href from an expression',
      'Intro.\n\n<a href={"javascript:" + "alert(1)"}>x</a>\n',
      /^x\.mdx:3:1: a javascript: URL in "href" on <a> \("javascript:alert\(1\)"\) is not allowed in content/,
    ],
    [
      'dangerouslySetInnerHTML',
      '<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />\n',
      /^x\.mdx:1:1: an event handler attribute "onError" on <img> is not allowed in content/,
    ],
    [
      'an element an expression makes',
      'a\n\n{[1].map((n) => <img key={n} src={`data:text/html,${n}`} />)}\n',
      /^x\.mdx:3:17: a data: URL that is not an image in "src" on <img>/,
    ],
    [
      'a component that writes a script',
      'export const S = () => <div dangerouslySetInnerHTML={{ __html: "<script>alert(1)</script>" }} />\n\n<S />\n',
      /^x\.mdx:1:24: a <script> element is not allowed in content/,
    ],
  ])('refuses %s that could run script, naming the file and the line', async (_name, source, message) => {
    await expect(renderMdx(source, 'x.mdx')).rejects.toThrow(message);
  });

  it('counts the line of an expression in the file, below its front matter', async () => {
    await expect(renderMdx('\n<a href={"javascript:x"}>x</a>\n', 'x.mdx', 4)).rejects.toThrow(/^x\.mdx:6:1: a javascript: URL in "href" on <a>/);
  });

  it.each([
    [
      'writes a file',
      'Intro.\n\n{process.getBuiltinModule("fs").writeFileSync("/tmp/mdx-sandbox-probe", "x")}\n',
      /^x\.mdx:7:\d+: content code tried to write a file \(\/tmp\/mdx-sandbox-probe\)/,
    ],
    [
      'reads a file outside the site',
      '{process.getBuiltinModule("fs").readFileSync("/etc/hostname", "utf8")}\n',
      /^x\.mdx:5:\d+: content code tried to read a file outside the site \(\/etc\/hostname\)/,
    ],
    [
      'starts a process',
      'a\n\nb\n\n{process.getBuiltinModule("child_process").execSync("id").toString()}\n',
      /^x\.mdx:9:\d+: content code tried to start a process/,
    ],
    [
      'writes a file from an export',
      'export const x = process.getBuiltinModule("fs").writeFileSync("/tmp/mdx-sandbox-probe", "x");\n\nText.\n',
      /^x\.mdx:5:\d+: content code tried to write a file/,
    ],
  ])('refuses content code that %s, naming the file, the line and what it tried', async (_what, source, message) => {
    await expect(renderMdx(source, 'x.mdx', 4)).rejects.toThrow(message);
    expect(fs.existsSync('/tmp/mdx-sandbox-probe')).toBe(false);
  });

  it("names a partial's own file and line for content code it holds that the sandbox refuses", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partial-'));
    fs.writeFileSync(path.join(dir, '_part.mdx'), 'Partial text.\n\n{process.getBuiltinModule("fs").writeFileSync("/tmp/mdx-sandbox-probe", "x")}\n');
    try {
      const error = await renderMdx("import Part from './_part.mdx';\n\n<Part />\n", 'x.mdx', 4, { sourceFile: path.join(dir, 'x.mdx') }).catch(
        (e: Error) => e,
      );
      expect((error as Error).message).toMatch(
        new RegExp(`^${path.relative(process.cwd(), path.join(dir, '_part.mdx')).replace(/[.]/g, '\\.')}:3:\\d+: content code tried to write a file`),
      );
      expect(fs.existsSync('/tmp/mdx-sandbox-probe')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the line in the file for an error whose place is only in its text (a tag left open)', async () => {
    await expect(renderMdx('Text.\n\n<div>\nunclosed\n', 'x.mdx', 4)).rejects.toThrow('x.mdx:7:1: Expected a closing tag for `<div>` (7:1-7:6)');
  });
});
