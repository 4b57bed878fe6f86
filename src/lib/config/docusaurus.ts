/**
 * A Docusaurus site's config, as its `docusaurus.config.*` exports it once loaded and called
 * (node/docusaurusConfig.ts), mapped onto the site config key by key with the table of
 * docs/importing-docusaurus.md#the-config-file. Every key the site does not carry over is a note
 * of the one warning, with what it would have done; a value of the wrong kind throws with its key.
 */
import type { HeadTag, SiteConfig } from './types';
import { ConfigNote, DocusaurusConfigError, isRecord, Section, shown, type KeyPath } from './docusaurusReader';
import { isHonoured, knownName, moduleNote, namedModule, type ModuleKind } from './docusaurusPlugins';
import { blogOf, docsOf, siteRelative } from './docusaurusContent';
import { staticPath, themeConfigOf } from './docusaurusTheme';
import { headTagProblem } from './headTags';
import { MDX1_COMPAT_KEYS } from './markdown';

export { DocusaurusConfigError, keyPathText, type ConfigNote, type KeyPath } from './docusaurusReader';

export interface DocusaurusOptions {
  /** The site's folder, absolute: a path the config resolved (`require.resolve('./sidebars.js')`) is made relative to it. */
  siteDir: string;
  /** The ids and aliases of the languages the highlighter knows; `prism.additionalLanguages` is checked against them when given. */
  languages?: ReadonlySet<string>;
  /** Whether the site has a file (a path from its folder): a `customCss` it lacks stops the build at the key. */
  exists?: (file: string) => boolean;
}

export interface DocusaurusMapping {
  /** The site config. Its `docs.editUrl` is a function when the config gives one: JSON cannot hold it (node/docusaurusConfig.ts). */
  config: SiteConfig;
  /** What the site does not carry over, each with what it would have done: the one warning's lines. */
  notes: ConfigNote[];
}

/** What the top-level keys the site does not read would have done. */
const TOP_LEVEL: Record<string, string> = {
  organizationName: "`docusaurus deploy`'s GitHub owner; the site deploys as docs/deploying.md says",
  projectName: "`docusaurus deploy`'s repository; the site deploys as docs/deploying.md says",
  deploymentBranch: "`docusaurus deploy`'s branch",
  githubHost: "`docusaurus deploy`'s host",
  githubPort: "`docusaurus deploy`'s port",
  noIndex: 'a noindex robots meta on every page',
  clientModules: 'modules run in the browser on every page; not run',
  ssrTemplate: "the HTML template of every page; the site's pages have their own",
  webpack: "options of Docusaurus's bundler",
  future: "Docusaurus's future flags (its v4 behaviour, its faster bundler); nothing here reads them",
  storage: "the browser storage's keys; the site keeps its own",
};

/** The config's `trailingSlash` and others whose value may be what the site does anyway. */
function readSettled(root: Section): void {
  root.unless('trailingSlash', () => false, "index pages end with a slash here and other pages do not, as with Docusaurus's default (undefined)");
  root.unless('titleDelimiter', (v) => v === '|', "a page's title and the site's are joined by | here");
  root.unless('baseUrlIssueBanner', (v) => v === false, 'the banner shown when the base URL is wrong; the site has none');
  root.unless('onDuplicateRoutes', (v) => v === 'warn', 'two pages of one route warn here');
  root.unless('onBrokenMarkdownLinks', (v) => v === 'warn', 'a link to a missing Markdown file warns here');
  root.unless('staticDirectories', (v) => Array.isArray(v) && v.length === 1 && v[0] === 'static', 'the site serves static/ alone: copy the others into it');
}

function i18nOf(section: Section | undefined): SiteConfig['i18n'] {
  if (!section) return { defaultLocale: 'en', locales: ['en'] };
  const defaultLocale = section.string('defaultLocale') ?? section.fail('defaultLocale', 'i18n needs a "defaultLocale"');
  const locales = section.strings('locales') ?? [defaultLocale];
  section.unless('path', (v) => v === 'i18n', 'the translations are read from content/i18n here');
  const configs = section.section('localeConfigs');
  const localeConfigs = configs
    ? Object.fromEntries(
        Object.keys(configs.value).flatMap((code) => {
          const locale = configs.section(code);
          if (!locale) return [];
          const direction = locale.oneOf('direction', ['ltr', 'rtl'] as const);
          const options = Object.fromEntries(
            Object.entries({ label: locale.string('label'), direction, htmlLang: locale.string('htmlLang') }).filter(([, v]) => v !== undefined),
          );
          locale.done({
            calendar: "the calendar of the locale's dates",
            path: "the locale's folder under i18n/; the site reads i18n/<code>",
            translate: 'whether the locale is translated',
          });
          return [[code, options]];
        }),
      )
    : undefined;
  section.done();
  return { defaultLocale, locales, ...(localeConfigs ? { localeConfigs } : {}) };
}

/** The `markdown` options the site reads, and notes for the others. */
function markdownOf(section: Section | undefined, math: boolean): NonNullable<SiteConfig['markdown']> {
  const format = section?.oneOf('format', ['mdx', 'md', 'detect'] as const) ?? 'mdx';
  section?.unless('mermaid', (v) => v === true, '```mermaid blocks are drawn as diagrams here whatever this says (docs/writing.md#diagrams)');
  const compat = section?.section('mdx1Compat');
  const mdx1Compat = compat
    ? Object.fromEntries(MDX1_COMPAT_KEYS.flatMap((key) => (compat.boolean(key) === undefined ? [] : [[key, compat.boolean(key)]])))
    : undefined;
  compat?.done();
  section?.done({
    preprocessor: 'a function run on each file before it is parsed; not run',
    parseFrontMatter: "a front matter parser; the site's own reads it",
    remarkRehypeOptions: "remark-rehype's options",
    anchors: "heading ids' case (maintainCase); the site's ids are lower case, as Docusaurus's default",
    hooks: 'what broken Markdown links and images do; they warn here',
    emoji: 'emoji shortcodes',
  });
  return { format, math, ...(mdx1Compat ? { mdx1Compat } : {}) };
}

/** A `stylesheets` or `scripts` entry (a URL, or an object of attributes) as a head tag. */
function linkedTag(section: Section, key: 'stylesheets' | 'scripts', entry: unknown, i: number): HeadTag {
  const url = key === 'stylesheets' ? 'href' : 'src';
  const attributes: Record<string, string | boolean> =
    typeof entry === 'string' ? { [url]: entry } : isRecord(entry) ? (entry as Record<string, string | boolean>) : {};
  if (typeof attributes[url] !== 'string') section.fail(key, `entry ${i} must be a URL or an object with "${url}", got ${shown(entry)}`);
  return key === 'stylesheets' ? { tagName: 'link', attributes: { rel: 'stylesheet', ...attributes } } : { tagName: 'script', attributes };
}

/** `headTags`, `stylesheets`, `scripts` and `themeConfig.metadata` as head tags: those the pages' policy would refuse are notes instead. */
function headTagsOf(root: Section, metadata: HeadTag[], url: string): HeadTag[] {
  const tags: { tag: HeadTag; path: (string | number)[] }[] = [];
  (root.list('headTags') ?? []).forEach((entry, i) => {
    if (!isRecord(entry) || typeof entry.tagName !== 'string' || (entry.attributes !== undefined && !isRecord(entry.attributes)))
      root.fail('headTags', `entry ${i} must be an object with "tagName" and "attributes", got ${shown(entry)}`);
    const { tagName, attributes = {}, innerHTML } = entry as { tagName: string; attributes?: Record<string, string | boolean>; innerHTML?: string };
    tags.push({
      tag: { tagName: tagName as HeadTag['tagName'], attributes, ...(innerHTML !== undefined ? { innerHTML: String(innerHTML) } : {}) },
      path: ['headTags', i],
    });
  });
  for (const key of ['stylesheets', 'scripts'] as const)
    (root.list(key) ?? []).forEach((entry, i) => tags.push({ tag: linkedTag(root, key, entry, i), path: [key, i] }));
  metadata.forEach((tag, i) => tags.push({ tag, path: ['themeConfig', 'metadata', i] }));
  return tags.flatMap(({ tag, path }) => {
    const problem = headTagProblem(tag, url);
    if (!problem) return [tag];
    root.notes.push({ path, message: `not carried: ${problem}` });
    return [];
  });
}

/** The `customFields`, kept as they are; a value JSON cannot hold (a function) is a note, as the pages could never read it. */
function customFieldsOf(section: Section | undefined): Record<string, unknown> | undefined {
  if (!section) return undefined;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(section.value)) {
    if (value === undefined) continue;
    section.get(key);
    if (typeof value === 'function' || JSON.stringify(value) === undefined)
      section.note(key, `${shown(value)}: not kept; the pages can read only what JSON holds`);
    else fields[key] = JSON.parse(JSON.stringify(value)) as unknown;
  }
  return fields;
}

/** The theme's stylesheets (`customCss`: a path or a list of paths), from the site's folder, each a file the site has. */
function customCssOf(given: ContentOptions['customCss'], options: DocusaurusOptions): string[] | undefined {
  if (given?.value === undefined || given.value === false) return undefined;
  const { value, at } = given;
  const paths = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string'))
    throw new DocusaurusConfigError(at, `must be a stylesheet's path or a list of them (require.resolve('./src/css/custom.css')), got ${shown(value)}`);
  return paths.map((file) => {
    const relative = siteRelative(file, options.siteDir);
    if (!/\.css$/i.test(relative)) throw new DocusaurusConfigError(at, `${JSON.stringify(relative)} is not a .css file: a stylesheet of the site's, in CSS`);
    if (options.exists && !options.exists(relative)) throw new DocusaurusConfigError(at, `${JSON.stringify(relative)}: no such file in the site's folder`);
    return relative;
  });
}

/** The frame origins content may embed (the site's `frameOrigins`), which a Docusaurus config can say only in `customFields.frameOrigins`. */
function frameOriginsOf(fields: Record<string, unknown> | undefined, root: Section): string[] | undefined {
  const origins = fields?.frameOrigins;
  if (origins === undefined) return undefined;
  if (!Array.isArray(origins) || !origins.every((o) => typeof o === 'string'))
    return root.fail('customFields', `"frameOrigins" must be a list of https origins, got ${shown(origins)}`);
  return origins;
}

interface ContentOptions {
  docs: Section | undefined;
  blog: Section | undefined;
  /** The docs or the blog turned off (`docs: false`): noted. */
  off: ('docs' | 'blog')[];
  /** The theme's `customCss`, as the config gives it (a path or a list of them), and its key's path. */
  customCss: { value: unknown; at: KeyPath } | undefined;
}

/** The classic preset's options (its docs, blog and theme), and a note for every other preset, plugin and theme. */
function modulesOf(root: Section): ContentOptions {
  const content: ContentOptions = { docs: undefined, blog: undefined, off: [], customCss: undefined };
  const take = (section: Section, key: 'docs' | 'blog') => {
    const value = section.get(key);
    if (value === false) content.off.push(key);
    else if (value !== undefined) content[key] = section.section(key);
  };
  for (const [key, kind] of [
    ['presets', 'preset'],
    ['plugins', 'plugin'],
    ['themes', 'theme'],
  ] as [string, ModuleKind][]) {
    (root.list(key) ?? []).forEach((entry, i) => {
      const module = namedModule(entry);
      if (!module || isHonoured(module, kind)) return;
      const name = knownName(module, kind);
      const options = isRecord(module.options) ? new Section(module.options, [key, i, 1], root.notes) : undefined;
      if (name === '@docusaurus/preset-classic' && options) {
        take(options, 'docs');
        take(options, 'blog');
        const theme = options.section('theme');
        if (theme) content.customCss = { value: theme.get('customCss'), at: theme.at('customCss') };
        theme?.done();
        options.done({
          pages:
            "the pages plugin's options: the site builds the React pages under src/pages with Gatsby's own rules (docs/importing-docusaurus.md#react-pages)",
          sitemap: "the sitemap's options; the site writes its own sitemap",
          gtag: 'analytics: Google Analytics through gtag.js on every page; not run',
          googleAnalytics: "analytics: Google's analytics.js on every page; not run",
          googleTagManager: 'analytics: Google Tag Manager on every page; not run',
          debug: 'the /__docusaurus/debug pages',
          svgr: 'SVG files imported as React components',
        });
        return;
      }
      // The docs' or the blog's own plugin entry, in place of the preset's.
      const kindOf = name === '@docusaurus/plugin-content-docs' ? 'docs' : name === '@docusaurus/plugin-content-blog' ? 'blog' : null;
      const id = options?.value.id;
      if (kindOf && !content[kindOf] && (id === undefined || id === 'default')) {
        content[kindOf] = options ?? new Section({}, [key, i, 1], root.notes);
        return;
      }
      root.notes.push({ path: [key, i], message: moduleNote(module, kind) });
    });
  }
  return content;
}

/** A site's name as an index name: its title in lower case, words joined by dashes (`my-site`). */
const indexNameOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'site';

/**
 * The site config of a Docusaurus config (the object its file's default export is, or returns).
 * @throws DocusaurusConfigError at the key whose value the site cannot take
 */
export function siteConfigFromDocusaurus(raw: unknown, options: DocusaurusOptions): DocusaurusMapping {
  if (!isRecord(raw)) throw new DocusaurusConfigError([], `the config must be an object, or a function that returns one; got ${shown(raw)}`);
  const notes: ConfigNote[] = [];
  const root = new Section(raw, [], notes);
  const title = root.string('title') ?? root.fail('title', 'is required, as in Docusaurus');
  const rawUrl = root.string('url') ?? root.fail('url', 'is required, as in Docusaurus');
  const url = rawUrl.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(url))
    root.fail('url', `must be an origin (https://example.org) without a path, as in Docusaurus (the path is the baseUrl); got ${JSON.stringify(rawUrl)}`);
  const baseUrl = `/${(root.string('baseUrl') ?? root.fail('baseUrl', 'is required, as in Docusaurus')).replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const rawFavicon = root.string('favicon');
  const favicon = rawFavicon ? staticPath(rawFavicon) : '';
  readSettled(root);
  const content = modulesOf(root);
  for (const section of content.off)
    root.notes.push({ path: ['presets'], message: `${section}: false: the site builds its ${section} from content/${section} whatever this says` });
  const { docs, math: docsMath } = docsOf(content.docs, options.siteDir);
  const { blog, math: blogMath } = blogOf(content.blog);
  const customFields = customFieldsOf(root.section('customFields'));
  const frameOrigins = frameOriginsOf(customFields, root);
  const customCss = customCssOf(content.customCss, options);
  const theme = themeConfigOf(root, { favicon, title, indexName: indexNameOf(title), languages: options.languages });
  const headTags = headTagsOf(root, theme.headTags, url);
  const markdown = markdownOf(root.section('markdown'), docsMath || blogMath);
  const reactions = Object.fromEntries(
    (['onBrokenLinks', 'onBrokenAnchors'] as const).flatMap((key) => {
      const value = root.oneOf(key, ['throw', 'warn', 'log', 'ignore'] as const);
      return value === undefined ? [] : [[key, value]];
    }),
  ) as Pick<SiteConfig, 'onBrokenLinks' | 'onBrokenAnchors'>;
  const tagline = root.string('tagline');
  const i18n = i18nOf(root.section('i18n'));
  root.done(TOP_LEVEL);
  const config: SiteConfig = {
    title,
    // A page without a description of its own takes the tagline; Docusaurus's is empty by default.
    tagline: tagline || title,
    author: title,
    url,
    baseUrl,
    favicon,
    i18n,
    navbar: theme.navbar,
    footer: theme.footer,
    announcementBar: theme.announcementBar,
    colorMode: theme.colorMode,
    search: theme.search,
    docs,
    blog,
    home: { topics: [] },
    ...reactions,
    ...(frameOrigins ? { frameOrigins } : {}),
    ...(headTags.length > 0 ? { headTags } : {}),
    ...(customFields ? { customFields } : {}),
    ...(customCss ? { customCss } : {}),
    markdown,
  };
  return { config, notes };
}
