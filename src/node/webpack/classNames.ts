import type { Configuration, RuleSetRule, RuleSetUseItem } from 'webpack';

/**
 * The class names CSS modules get: the class's own name and four letters of a
 * hash of its file and name, as Docusaurus names them in production
 * (`[local]_[contenthash:base64:4]`). Gatsby's default, `[name]--[local]--[hash:hex:5]`,
 * makes `styles-module--link--a5fd0` of `link`; every class a component uses
 * is in its JavaScript (the module's export), its HTML and its stylesheet.
 * Letters only (base52), so a name never needs escaping in a selector.
 */
export const CLASS_NAME_PATTERN = '[local]_[hash:base52:4]';

type Rule = RuleSetRule | '...' | false | 0 | '' | null | undefined;

/**
 * Sets the name pattern of every css-loader that compiles CSS modules in a
 * webpack configuration (Gatsby's `rules.cssModules()`, whose css-loader has
 * `options.modules`: https://github.com/gatsbyjs/gatsby/blob/gatsby%405.16.1/packages/gatsby/src/utils/webpack-utils.ts).
 * Every stage must get the same pattern: the HTML renderer and the browser's
 * bundle name the same classes. Returns how many loaders it changed.
 */
export function shortenClassNames(config: Configuration): number {
  let changed = 0;
  const visitUse = (item: RuleSetUseItem) => {
    if (typeof item !== 'object' || typeof item.loader !== 'string' || !/[\\/]css-loader[\\/]/.test(item.loader)) return;
    // webpack types a loader's options as `any` where they are an object.
    const options: { modules?: unknown } | string | undefined = item.options;
    if (typeof options !== 'object' || typeof options.modules !== 'object' || options.modules === null) return;
    options.modules = { ...options.modules, localIdentName: CLASS_NAME_PATTERN };
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
