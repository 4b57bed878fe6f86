import { uiRuntimeCopies } from './uiRuntime';

describe('uiRuntimeCopies', () => {
  it('finds one React and one ReactDOM in a bundle that has one of each, whatever the source-map prefix', () => {
    const copies = uiRuntimeCopies([
      'webpack://site/./node_modules/react/cjs/react.production.min.js',
      'webpack://site/./node_modules/react/index.js',
      'webpack://site/./node_modules/react-dom/cjs/react-dom.production.min.js',
      'webpack://site/./node_modules/@docsearch/react/dist/esm/index.js',
      'webpack://site/./src/components/Navbar/index.tsx',
    ]);
    expect(copies).toEqual({ react: ['node_modules/react'], reactDom: ['node_modules/react-dom'], preact: [] });
  });

  it('counts a copy nested under another package as a second copy', () => {
    const copies = uiRuntimeCopies([
      'webpack://site/./node_modules/react/index.js',
      'webpack://site/./node_modules/@docsearch/react/node_modules/react/cjs/react.production.min.js',
      'C:\\site\\node_modules\\react-dom\\index.js',
    ]);
    expect(copies.react).toEqual(['node_modules/@docsearch/react/node_modules/react', 'node_modules/react']);
    expect(copies.reactDom).toEqual(['node_modules/react-dom']);
  });

  it('finds Preact and its packages, nested or not', () => {
    const copies = uiRuntimeCopies([
      'webpack://site/./node_modules/preact/compat/dist/compat.module.js',
      'webpack://site/./node_modules/gatsby-plugin-preact/node_modules/preact-render-to-string/dist/index.mjs',
      'webpack://site/./node_modules/@preact/signals/dist/signals.mjs',
      'webpack://site/./node_modules/not-preact/index.js',
    ]);
    expect(copies.preact).toEqual([
      'node_modules/@preact/signals',
      'node_modules/gatsby-plugin-preact',
      'node_modules/gatsby-plugin-preact/node_modules/preact-render-to-string',
      'node_modules/preact',
    ]);
  });
});
