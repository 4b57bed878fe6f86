import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontmatterSyntaxErrorOf, frontmatterSyntaxErrors } from './frontmatterSyntax';

describe('front matter syntax', () => {
  let site: string;
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'frontmatter-syntax-'));
    fs.mkdirSync(path.join(site, 'content/docs'), { recursive: true });
    fs.writeFileSync(path.join(site, 'content/docs/good.mdx'), '---\ntitle: Good\n---\n\nText.\n');
    fs.writeFileSync(path.join(site, 'content/docs/bad.mdx'), '---\ntitle: Good\ndescription: [unclosed\n---\n\nText.\n');
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  it('names the file, line and column of front matter that is not YAML, and nothing for one that is', () => {
    expect(frontmatterSyntaxErrorOf(path.join(site, 'content/docs/bad.mdx'), site)).toMatch(
      /^content\/docs\/bad\.mdx:\d+:\d+: the front matter is not valid YAML: .*Quote a value/,
    );
    expect(frontmatterSyntaxErrorOf(path.join(site, 'content/docs/good.mdx'), site)).toBeNull();
  });

  it('says nothing of a file that is gone: its File node is about to go too', () => {
    expect(frontmatterSyntaxErrorOf(path.join(site, 'content/docs/gone.mdx'), site)).toBeNull();
  });

  it("lists each content file's error", () => {
    const errors = frontmatterSyntaxErrors([path.join(site, 'content/docs')], site);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/docs\/bad\.mdx:/);
  });
});
