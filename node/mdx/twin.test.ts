/**
 * The Markdown twin of a page (src/lib/mdx/twinTree.ts, src/lib/twins.ts),
 * rendered through the site's own pipeline from a fixture that holds every
 * construct authors write, against a golden file
 * (`UPDATE_GOLDEN=1 npm run test:unit -- twin` writes it again).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderMdx } from './compile';
import { closeDrawingBrowser } from './mermaid';
import { twinDocument } from '../../src/lib/twins';
import { markdownProblems } from '../../tests/support/markdown';

const siteDir = process.cwd();
const fixtures = path.join(siteDir, 'tests/fixtures/twins');
const routes = new Map([[path.join(fixtures, 'other.mdx'), '/docs/guide/other']]);

async function twinOf(name: string, route: string) {
  const file = path.relative(siteDir, path.join(fixtures, name));
  const rendered = await renderMdx(fs.readFileSync(file, 'utf8'), file, 0, {
    sourceFile: path.join(siteDir, file),
    siteDir,
    staticDir: path.join(siteDir, 'static'),
  });
  // As the site model does (node/linkedPages.ts, withFileLinks): a link to a content file becomes its route.
  const refs = rendered.twin.refs.map((ref) =>
    ref.kind === 'file' ? { kind: 'url' as const, url: (routes.get(ref.target) ?? ref.original) + ref.hash } : ref,
  );
  return twinDocument(
    { title: 'Every construct: `a` & <b>', description: 'What a twin writes.', route, twin: { markdown: rendered.twin.markdown, refs } },
    'https://example.org',
  );
}

describe('Markdown twin', () => {
  let twin: string;
  beforeAll(async () => {
    twin = await twinOf('constructs.mdx', '/docs/guide/constructs');
  }, 120_000);
  afterAll(() => closeDrawingBrowser());

  it('writes every construct as the golden file has it', () => {
    const golden = path.join(fixtures, 'constructs.md');
    if (process.env.UPDATE_GOLDEN) fs.writeFileSync(golden, twin);
    expect(twin).toBe(fs.readFileSync(golden, 'utf8'));
  });

  it('is CommonMark (with GitHub tables and math) that reads back the same, with no JSX, import or HTML left', () => {
    expect(markdownProblems(twin)).toEqual([]);
  });

  it('makes every link and image absolute: other docs by their route, local images at their processed URL', () => {
    const urls = [...twin.matchAll(/\]\(([^ )]+)/g)].map((m) => m[1]);
    expect(urls.filter((u) => !u.startsWith('https://'))).toEqual([]);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://example.org/docs/guide/other#section',
        'https://example.org/docs/opencv/',
        'https://example.org/docs/guide/constructs#tabs',
        'https://example.org/docs/guide/data/table.csv',
        'https://example.org/blog',
        'https://example.com/a?b=1',
        'https://example.org/logo.svg',
        expect.stringMatching(/^https:\/\/example\.org\/assets\/images\/photo\.[0-9a-f]+-\d+\.png$/),
      ]),
    );
  });

  it('puts the title and description in front matter and the title as the one h1', () => {
    expect(twin.startsWith('---\ntitle: "Every construct: `a` & <b>"\ndescription: What a twin writes.\n---\n\n# Every construct: \\`a\\` & \\<b>\n\n')).toBe(
      true,
    );
    expect(twin.match(/^# /gm)).toHaveLength(1);
  });
});
