/**
 * The guides stay true to the code: every guide a code comment cites exists with the anchor it
 * cites, no code cites the README, every link between the guides leads somewhere, every repository path
 * they name exists, and every file and symbol the README's "Where is what" table names is there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { anchorsOf, brokenLink, declares, namedPaths, relativeLinks, whereIsWhat } from '../support/guides';

const root = process.cwd();
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The repository's code and configuration, which cite guides: not content, not fixtures' content, not generated files. */
function codeFiles(): string[] {
  const files = [
    'gatsby-config.js',
    'gatsby-node.js',
    'gatsby-browser.tsx',
    'gatsby-ssr.tsx',
    'eslint.config.mjs',
    'babel.config.cjs',
    'jest.config.mjs',
    'playwright.config.ts',
    '.ci/run',
  ];
  for (const dir of ['src', 'node', 'scripts', 'tests', 'plugins', 'deploy']) {
    for (const file of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (/\.(ts|tsx|mts|mjs|cjs|js|css|conf|json)$|Caddyfile$/.test(file) && !file.includes('node_modules')) files.push(`${dir}/${file}`);
    }
  }
  return files.filter((file) => fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile());
}

/** Markdown files of the repository's own: the README and the guides. */
function guideFiles(): string[] {
  return [
    'README.md',
    ...fs
      .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`),
  ];
}

/**
 * `docs/architecture.md#layers` in code: a guide's path. A content file's path (`docs/intro.md`) is
 * written in a code span or a string, and another site's in its URL, so neither is read as one.
 */
const CITATION = /(?<![\w/.\-`'"])docs\/([\w./-]+\.md)\b(?:#([\w-]+))?/g;
/** The README cited as a guide: `(README, "…")`, `the README's …`, `README's "…"`. A file named README in content is not one. */
const README_CITATION = /\(README\b|\bREADME's\b|\bthe README\b|README, ["“]/;

describe('the guides', () => {
  const code = codeFiles();

  it('cited in code exist, with the anchors cited', () => {
    const problems: string[] = [];
    let citations = 0;
    // The guides test's own fixtures are not citations.
    for (const file of code.filter((name) => !/\bguides\.(test\.)?ts$/.test(name))) {
      read(file)
        .split('\n')
        .forEach((text, index) => {
          for (const [, guide, anchor] of text.matchAll(CITATION)) {
            citations++;
            const problem = brokenLink(root, 'README.md', `docs/${guide}${anchor ? `#${anchor}` : ''}`);
            if (problem) problems.push(`${file}:${index + 1}: ${problem}`);
          }
        });
    }
    expect(problems).toEqual([]);
    // The code cites its guides: a scan that finds none has lost its way.
    expect(citations).toBeGreaterThan(30);
  });

  it('are cited in place of the README', () => {
    const problems: string[] = [];
    // This test and its support name the README's citations to find them.
    for (const file of code.filter((name) => !/\bguides\.(test\.)?ts$/.test(name))) {
      read(file)
        .split('\n')
        .forEach((text, index) => {
          if (README_CITATION.test(text)) problems.push(`${file}:${index + 1}: ${text.trim()}`);
        });
    }
    expect(problems).toEqual([]);
  });

  it('link to files and anchors that exist', () => {
    const problems: string[] = [];
    for (const file of guideFiles()) {
      for (const { target, line } of relativeLinks(read(file))) {
        const problem = brokenLink(root, file, target);
        if (problem) problems.push(`${file}:${line}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const problems: string[] = [];
    for (const file of guideFiles()) {
      for (const { target, line } of namedPaths(read(file))) {
        if (!fs.existsSync(path.join(root, target))) problems.push(`${file}:${line}: ${target}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the README\'s "Where is what" table', () => {
  const rows = whereIsWhat(read('README.md'));

  it('has a row for each of the site’s features', () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const row of rows) {
      expect(row.guides.length).toBeGreaterThan(0);
      expect(row.code.length).toBeGreaterThan(0);
    }
  });

  it('names guides, files and symbols that exist', () => {
    const problems: string[] = [];
    for (const row of rows) {
      for (const guide of row.guides) {
        const problem = brokenLink(root, 'README.md', guide);
        if (problem) problems.push(`README.md:${row.line} (${row.feature}): ${problem}`);
      }
      for (const { file, symbols } of row.code) {
        const full = path.join(root, file);
        if (!fs.existsSync(full)) {
          problems.push(`README.md:${row.line} (${row.feature}): no file ${file}`);
          continue;
        }
        const source = fs.statSync(full).isDirectory() ? '' : fs.readFileSync(full, 'utf8');
        for (const symbol of symbols) if (!declares(source, symbol)) problems.push(`README.md:${row.line} (${row.feature}): ${file} declares no ${symbol}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the guides test', () => {
  it('reads anchors as GitHub makes them', () => {
    const anchors = anchorsOf(
      '# Trust model\n\n## The `gatsby develop` server\n\n## Caching and security headers\n\n## Caching and security headers\n\n```md\n## Not a heading\n```\n',
    );
    expect([...anchors]).toEqual(['trust-model', 'the-gatsby-develop-server', 'caching-and-security-headers', 'caching-and-security-headers-1']);
  });

  it('knows a declared symbol from a mentioned one', () => {
    expect(declares('export function pruneSidebar(items) {}', 'pruneSidebar')).toBe(true);
    expect(declares('export const markdownOf = (markdown) => ({})', 'markdownOf')).toBe(true);
    expect(declares("import { pruneSidebar } from './pruning';\npruneSidebar(items);", 'pruneSidebar')).toBe(false);
  });

  it('reads the table’s files and the symbols after each', () => {
    const readme =
      '## Where is what\n\n| feature | guide | code |\n| --- | --- | --- |\n| Sidebar | [writing](docs/writing.md#sidebars) | `src/lib/sidebar/pruning.ts` `pruneSidebar`, `src/lib/toc.ts` `buildToc()` |\n\n## Next\n';
    expect(whereIsWhat(readme)).toEqual([
      {
        feature: 'Sidebar',
        guides: ['docs/writing.md#sidebars'],
        code: [
          { file: 'src/lib/sidebar/pruning.ts', symbols: ['pruneSidebar'] },
          { file: 'src/lib/toc.ts', symbols: ['buildToc'] },
        ],
        line: 5,
      },
    ]);
  });
});
