/**
 * The configuration reference (docs/configuration.md) is written from the config's types by
 * `npm run config-reference`: it must equal them, every key must say what it does, every optional key
 * its default, and a default the code computes must be the one the types say.
 */
import fs from 'node:fs';
import { configKeys, configReference, ENVIRONMENT, type ConfigKey } from '../../scripts/lib/configReference';
import { markdownOf } from '../../src/lib/config/markdown';
import { brokenLinkReactionsOf, customFieldsOf, docsPdfOn, frameOriginsOf, offlineOf } from '../../src/lib/config/defaults';
import { headTagsOf } from '../../src/lib/config/headTags';

const keys = configKeys();
const byPath = new Map(keys.map((key) => [key.path, key]));

/** A `@default` that is a value, read as one. */
const defaultOf = (path: string): unknown => {
  const key = byPath.get(path) as ConfigKey;
  expect(key).toBeDefined();
  return JSON.parse((key.defaultValue ?? '').replace(/'/g, '"'));
};

describe('the configuration reference', () => {
  it('is what the types say (npm run config-reference writes it)', () => {
    expect(fs.readFileSync('docs/configuration.md', 'utf8')).toBe(configReference(keys));
  });

  it('lists every key of the config, nested ones and each kind of navbar item included', () => {
    for (const path of [
      'title',
      'i18n.localeConfigs.<name>.direction',
      "navbar.items[] (type: 'docSidebar').sidebarId",
      "navbar.items[] (type: 'dropdown').items[].href",
      'footer.links (FooterColumn[])[].items[].label',
      'docs.versions.<name>.banner',
      'search.pageRank.docs',
      'markdown.mdx1Compat.headingIds',
    ]) {
      expect(byPath.has(path)).toBe(true);
    }
  });

  it('says what every key does, and the default of every key that may be left out', () => {
    expect(keys.filter((key) => !key.description).map((key) => key.path)).toEqual([]);
    expect(keys.filter((key) => !key.required && !key.defaultValue).map((key) => key.path)).toEqual([]);
  });

  it('gives the defaults the code uses', () => {
    const markdown = markdownOf(undefined);
    expect(defaultOf('markdown.format')).toBe(markdown.format);
    expect(defaultOf('markdown.math')).toBe(markdown.math);
    for (const key of ['comments', 'admonitions', 'headingIds'] as const) expect(defaultOf(`markdown.mdx1Compat.${key}`)).toBe(markdown.mdx1Compat[key]);
    const reactions = brokenLinkReactionsOf({});
    expect(defaultOf('onBrokenLinks')).toBe(reactions.links);
    expect(defaultOf('onBrokenAnchors')).toBe(reactions.anchors);
    expect(defaultOf('frameOrigins')).toEqual(frameOriginsOf({}));
    expect(defaultOf('offline.enabled')).toBe(offlineOf({}).enabled);
    expect(defaultOf('offline.saveBudget')).toBe(offlineOf({}).saveBudget);
    expect(defaultOf('headTags')).toEqual(headTagsOf({}));
    expect(defaultOf('customFields')).toEqual(customFieldsOf({}));
    expect(defaultOf('docs.pdf')).toBe(docsPdfOn({ docs: {} }));
  });

  it('names a key of a union of literals by its values, which an author writes', () => {
    expect(byPath.get("navbar.items[] (type: 'link').position")?.type).toBe("'left' | 'right'");
  });
});

describe('the environment variables the reference lists', () => {
  /** Node's, the shell's and Gatsby's own, which the site only passes on. */
  const NOT_THE_SITES = new Set(['NODE_ENV', 'NODE_OPTIONS', 'PATH', 'HOME', 'BUILD_STAGE', 'GATSBY_WORKER_ID']);
  const codeFiles = (dir: string): string[] =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs|mts|cjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('__test__'))
      .map((file) => `${dir}/${file}`);

  it('are every one the site reads', () => {
    const files = [
      ...codeFiles('src'),
      ...codeFiles('node'),
      ...codeFiles('plugins'),
      ...codeFiles('scripts'),
      'gatsby-config.js',
      'gatsby-node.js',
      'gatsby-browser.tsx',
      'gatsby-ssr.tsx',
    ];
    const read = new Set<string>();
    for (const file of files) for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) read.add(name);
    const listed = new Set(ENVIRONMENT.map((variable) => variable.name));
    expect([...read].filter((name) => !listed.has(name) && !NOT_THE_SITES.has(name)).sort()).toEqual([]);
    expect([...listed].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});
