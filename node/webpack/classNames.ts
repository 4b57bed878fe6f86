import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Configuration, RuleSetRule, RuleSetUseItem } from 'webpack';

const BASE52 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The name a CSS module's class gets: the class's own name and four letters of a
 * hash of its file (relative to the site) and name, as Docusaurus names them in
 * production (`[local]_[contenthash:base64:4]`). Gatsby's default,
 * `[name]--[local]--[hash:hex:5]`, makes `styles-module--link--a5fd0` of `link`;
 * every class a component uses is in its JavaScript (the module's export), its
 * HTML and its stylesheet. Letters only (base52), so a name never needs escaping
 * in a selector.
 */
export function moduleClassName(file: string, local: string): string {
  const digest = createHash('sha256')
    .update(`${file.split(path.sep).join('/')}\0${local}`)
    .digest();
  let n = digest.readUInt32BE(0);
  let hash = '';
  for (let i = 0; i < 4; i++, n = Math.floor(n / 52)) hash += BASE52[n % 52];
  return `${local}_${hash}`;
}

/** What css-loader (5, Gatsby's) hands a `modules.getLocalIdent`: the loader's context, the pattern, the class, and the naming context. */
export type GetLocalIdent = (loader: { resourcePath: string; rootContext: string }, pattern: string, local: string, options: { context?: string }) => string;

/**
 * Every stage names a class from its file and its name alone. css-loader's own
 * naming also hashes the module's match resource, which a stylesheet has in the
 * browser's bundle, where mini-css-extract-plugin compiles it with webpack's
 * `importModule` (node/onCreateWebpackConfig.ts), and not in the HTML
 * renderer: the page's HTML and its stylesheet would name a class differently
 * (`defaultGetLocalIdent`, https://github.com/webpack-contrib/css-loader/blob/v5.2.7/src/utils.js).
 */
const localIdent: GetLocalIdent = (loader, _pattern, local, options) =>
  moduleClassName(path.relative(options.context ?? loader.rootContext, loader.resourcePath), local);

type Rule = RuleSetRule | '...' | false | 0 | '' | null | undefined;

/**
 * Names the classes of every css-loader that compiles CSS modules in a webpack
 * configuration (Gatsby's `rules.cssModules()`, whose css-loader has
 * `options.modules`: https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/webpack-utils.ts).
 * Every stage must name them alike: the HTML renderer and the browser's
 * bundle name the same classes. Returns how many loaders it changed.
 */
export function shortenClassNames(config: Configuration): number {
  let changed = 0;
  const visitUse = (item: RuleSetUseItem) => {
    if (typeof item !== 'object' || typeof item.loader !== 'string' || !/[\\/]css-loader[\\/]/.test(item.loader)) return;
    // webpack types a loader's options as `any` where they are an object.
    const options: { modules?: unknown } | string | undefined = item.options;
    if (typeof options !== 'object' || typeof options.modules !== 'object' || options.modules === null) return;
    options.modules = { ...options.modules, getLocalIdent: localIdent };
    changed++;
  };
  const visit = (rule: Rule) => {
    if (!rule || rule === '...') return;
    if (Array.isArray(rule.use)) rule.use.forEach((item) => item && visitUse(item));
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
  };
  config.module?.rules?.forEach(visit);
  return changed;
}
