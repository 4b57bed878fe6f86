import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import { minifyWithSwc } from './minifier';

/** A CSS minimizer as Gatsby's list holds one beside Terser. */
class CssMinimizerPlugin {
  apply(): void {}
}

describe('minifyWithSwc', () => {
  it("replaces Gatsby's Terser minimizer with one that minifies with SWC, and keeps the others in place", () => {
    const css = new CssMinimizerPlugin();
    const config: Configuration = { optimization: { minimizer: [new TerserPlugin({ exclude: /\.min\.js/ }), css] } };
    expect(minifyWithSwc(config)).toBe(true);
    const [js, kept] = config.optimization!.minimizer as [TerserPlugin, CssMinimizerPlugin];
    expect(js).toBeInstanceOf(TerserPlugin);
    expect((js as unknown as { options: { minimizer: { implementation: unknown } } }).options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(kept).toBe(css);
  });

  it('says so when the configuration has no Terser minimizer', () => {
    expect(minifyWithSwc({ optimization: { minimizer: [new CssMinimizerPlugin()] } })).toBe(false);
    expect(minifyWithSwc({})).toBe(false);
  });
});
