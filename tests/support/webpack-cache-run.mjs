// Runs webpack once on a fixture site with a persistent cache, as Gatsby configures it (the site's
// gatsby-node.js among the build dependencies, required first as Gatsby requires it), and with or
// without the site's build-dependency plugin. Used by node/webpack/buildDependencies.test.ts.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { packageBuildDependenciesPlugin, relativeImportClosure, siteLockfiles } from '../../node/webpack/buildDependencies.ts';

const [siteDir, mode] = process.argv.slice(2);
const gatsbyNode = path.join(siteDir, 'gatsby-node.js');
createRequire(import.meta.url)(gatsbyNode);
const compiler = webpack({
  mode: 'development',
  context: siteDir,
  entry: './src/index.js',
  output: { path: path.join(siteDir, 'public') },
  module: { rules: [{ test: /\.js$/, include: path.join(siteDir, 'src'), use: [path.join(siteDir, 'node_modules/count-loader/index.js')] }] },
  cache: { type: 'filesystem', cacheDirectory: path.join(siteDir, '.cache/webpack'), buildDependencies: { config: [gatsbyNode] } },
  plugins:
    mode === 'with-plugin'
      ? [
          packageBuildDependenciesPlugin({
            gatsbyNode,
            configSources: relativeImportClosure(path.join(siteDir, 'node/onCreateWebpackConfig.ts')),
            lockfiles: siteLockfiles(siteDir),
          }),
        ]
      : [],
});
compiler.run((error, stats) => {
  if (error || stats?.hasErrors()) throw error ?? new Error(stats?.toString());
  compiler.close((closeError) => {
    if (closeError) throw closeError;
  });
});
