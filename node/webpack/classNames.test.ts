import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import { moduleClassName, shortenClassNames, type GetLocalIdent } from './classNames';

// Gatsby's own rule factory, so the test follows the installed version's shape.
const webpackUtils = createRequire(path.resolve('package.json'))('gatsby/dist/utils/webpack-utils') as {
  createWebpackUtils(stage: string, program: object): { rules: Record<string, () => RuleSetRule> };
};

const cssLoaderOptions = (rule: RuleSetRule) =>
  (rule.use as { loader: string; options: { modules?: { localIdentName?: string; getLocalIdent?: GetLocalIdent } | false } }[]).find((item) =>
    item.loader.includes(`${path.sep}css-loader${path.sep}`),
  )!.options;

describe('shortenClassNames', () => {
  for (const stage of ['build-javascript', 'build-html', 'develop', 'develop-html']) {
    it(`names the classes of Gatsby's CSS-module rule in ${stage}, and leaves its global CSS alone`, () => {
      const { rules } = webpackUtils.createWebpackUtils(stage, { directory: process.cwd(), browserslist: ['defaults'] });
      const modules = rules.cssModules();
      const global = rules.css();
      const config: Configuration = { module: { rules: [{ oneOf: [modules, global] }] } };
      expect(cssLoaderOptions(modules).modules).toMatchObject({ localIdentName: '[name]--[local]--[hash:hex:5]' });
      expect(shortenClassNames(config)).toBe(1);
      const named = cssLoaderOptions(modules).modules;
      expect(named).toMatchObject({ namedExport: true });
      // As css-loader calls it: the loader's context, the pattern, the class and the naming context (the site).
      const getLocalIdent = (named as { getLocalIdent: GetLocalIdent }).getLocalIdent;
      const file = path.join(process.cwd(), 'src/components/Footer/styles.module.css');
      const name = getLocalIdent({ resourcePath: file, rootContext: process.cwd() }, '[name]--[local]--[hash:hex:5]', 'footer', { context: process.cwd() });
      expect(name).toBe(moduleClassName('src/components/Footer/styles.module.css', 'footer'));
      // A stylesheet compiled by the CSS extractor's importModule has a match resource on its module; the name stays.
      const withMatchResource = { resourcePath: file, rootContext: process.cwd(), _module: { matchResource: `${file}.webpack[javascript/auto]` } };
      expect(getLocalIdent(withMatchResource, '[name]--[local]--[hash:hex:5]', 'footer', { context: process.cwd() })).toBe(name);
      expect(cssLoaderOptions(global).modules).toBeFalsy();
    });
  }

  it('changes nothing in a configuration without CSS modules', () => {
    expect(shortenClassNames({ module: { rules: [{ test: /\.js$/, use: ['babel-loader'] }, '...'] } })).toBe(0);
    expect(shortenClassNames({})).toBe(0);
  });
});

describe('moduleClassName', () => {
  it('names a class by its name and four letters of its file and name', () => {
    const name = moduleClassName('src/components/Footer/styles.module.css', 'footer');
    expect(name).toMatch(/^footer_[a-zA-Z]{4}$/);
    expect(moduleClassName('src/components/Footer/styles.module.css', 'footer')).toBe(name);
    expect(moduleClassName('src/components/DocFooter/styles.module.css', 'footer')).not.toBe(name);
    expect(moduleClassName('src/components/Footer/styles.module.css', 'inner')).toMatch(/^inner_[a-zA-Z]{4}$/);
  });
});
