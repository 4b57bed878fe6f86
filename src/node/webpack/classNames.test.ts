import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import { CLASS_NAME_PATTERN, shortenClassNames } from './classNames';

// Gatsby's own rule factory, so the test follows the installed version's shape.
const webpackUtils = createRequire(path.resolve('package.json'))('gatsby/dist/utils/webpack-utils') as {
  createWebpackUtils(stage: string, program: object): { rules: Record<string, () => RuleSetRule> };
};

const cssLoaderOptions = (rule: RuleSetRule) =>
  (rule.use as { loader: string; options: { modules?: { localIdentName?: string } | false } }[]).find((item) =>
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
      expect(cssLoaderOptions(modules).modules).toMatchObject({ localIdentName: CLASS_NAME_PATTERN, namedExport: true });
      expect(cssLoaderOptions(global).modules).toBeFalsy();
    });
  }

  it('changes nothing in a configuration without CSS modules', () => {
    expect(shortenClassNames({ module: { rules: [{ test: /\.js$/, use: ['babel-loader'] }, '...'] } })).toBe(0);
    expect(shortenClassNames({})).toBe(0);
  });
});
