// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The page's code: rendered on the server, then run in the browser. */
const pageCode = [
  'src/client',
  'src/components',
  'src/contexts',
  'src/docusaurus',
  'src/hooks',
  'src/islands',
  'src/pages',
  'src/serviceWorker',
  'src/templates',
  'src/wrapPageElement.tsx',
  'gatsby-browser.tsx',
];

/**
 * The layers of docs/architecture.md#layers: src/lib is plain data in and out, and the build (node/) and the pages'
 * code meet only there. Both rules report type-only imports too.
 */
export const layers = defineConfig(
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'gatsby', 'fs', 'node:fs', 'fs/promises', 'node:fs/promises'].map((name) => ({
            name,
            message: 'src/lib is plain data in and out: React, Gatsby and the file system stay in node/ and the pages.',
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'gatsby/*'],
              message: 'src/lib is plain data in and out: React, Gatsby and the file system stay in node/ and the pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**', 'node/**', 'gatsby-browser.tsx'],
    plugins: { 'import-x': importX },
    // The rule compares resolved files, so it needs the TypeScript extensions, which import-x's resolver leaves out.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: path.dirname(fileURLToPath(import.meta.url)),
          zones: [
            {
              target: 'src/lib',
              from: ['node', ...pageCode],
              message: "src/lib imports none of the layers that use it (node/, the pages' code).",
            },
            {
              target: [...pageCode, 'src/config', 'src/i18n'],
              from: 'node',
              message: "The pages' code imports nothing of the build (node/): what both use lives in src/lib.",
            },
            {
              target: 'node',
              from: pageCode,
              message: "The build imports none of the pages' code: what both use lives in src/lib.",
            },
          ],
        },
      ],
    },
  },
);

export default defineConfig(
  globalIgnores([
    'node_modules/',
    'public/',
    '.cache/',
    '.e2e/',
    '.bench/',
    '.scratch/',
    '.wrangler/',
    'reports/',
    'test-results/',
    'playwright-report/',
    'static/',
    'content/',
    'tests/fixtures/',
    // A Docusaurus site's config, as its author writes it, which no tsconfig here covers (docs/importing-docusaurus.md#the-config-file).
    'docusaurus.config.*',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // JavaScript outside any tsconfig.json's `include` (scripts/tsconfig.json covers scripts/), typed with the
          // root tsconfig's options. page-weight.mjs and pythonRunner.mjs are in scripts/tsconfig.json's include, but TypeScript takes their
          // types from the .d.mts beside each and leaves the .mjs out of the program.
          allowDefaultProject: [
            '*.mjs',
            'babel.config.cjs',
            'plugins/*.cjs',
            'tests/support/*.mjs',
            'tests/support/*.cjs',
            'node/mdx/sandbox/*.cjs',
            'node/webpack/*.cjs',
            'src/i18n/*.cjs',
            'node/socialCardWorker.mjs',
            'node/siteNodeBundle.cjs',
            'scripts/lib/page-weight.mjs',
            'scripts/lib/pythonRunner.mjs',
            // Gatsby's files, plain CommonJS (node/siteNodeBundle.cjs says why).
            'gatsby-node.js',
            'gatsby-config.js',
            'plugins/*/gatsby-node.js',
            'scripts/develop-check/*/gatsby-node.js',
          ],
          // typescript-eslint's default is 8 files; these are 24, the limit below: a new one needs it raised.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 24,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    plugins: { 'import-x': importX },
    rules: {
      // A leading underscore names what is kept on purpose and not read: a parameter that gives a stand-in its
      // signature, a property taken out of an object so that the rest can be passed on.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Node's modules, then packages, then the site's own modules; parent and sibling paths form one group, as the
      // code base has always mixed them (a component's own ./styles.module.css comes last by habit, not by rule).
      'import-x/order': ['error', { groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'object', 'unknown'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    settings: { react: { version: 'detect' } },
  },
  { files: ['**/*.tsx'], ...react.configs.flat['jsx-runtime'] },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['src/**/*.{ts,tsx}', 'node/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['**/*.{mjs,cjs}', 'gatsby-node.js', 'gatsby-config.js', 'plugins/*/gatsby-node.js', 'scripts/develop-check/*/gatsby-node.js'],
    rules: {
      // JavaScript here is not type-checked (no checkJs, few JSDoc types), so TypeScript infers `any` for every
      // parameter, JSON.parse result, Playwright evaluate() result and untyped package: these rules would flag
      // most lines of the scripts. They stay on for TypeScript; the other type-aware rules (floating and misused
      // promises, await-thenable) still run on the JavaScript.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-unary-minus': 'off',
    },
  },
  {
    // The site's TypeScript runs as ES modules, bundled into `.cache/site-node/` (node/siteNodeBundle.cjs), where
    // neither name is defined.
    files: ['src/**/*.{ts,tsx}', 'node/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: '__dirname', message: "Not defined in the bundled ES modules: find files from the site's folder (Gatsby's program.directory)." },
        { name: '__filename', message: "Not defined in the bundled ES modules: find files from the site's folder (Gatsby's program.directory)." },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'gatsby-node.js', 'gatsby-config.js', 'plugins/*/gatsby-node.js', 'scripts/develop-check/*/gatsby-node.js'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS modules load their dependencies with require(): it is what the format has.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'src/components/**',
      'src/client/**',
      'src/hooks/**',
      'src/contexts/**',
      'src/islands/**',
      'src/pages/**',
      'src/templates/**',
      'src/wrap*.tsx',
      'gatsby-browser.tsx',
    ],
    languageOptions: { globals: globals.browser },
  },
  { files: ['src/serviceWorker/**'], languageOptions: { globals: globals.serviceworker } },
  { files: ['src/lib/**', 'src/config/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: [
      'node/**',
      'src/i18n/*.cjs',
      'scripts/**',
      'gatsby-node.js',
      'gatsby-config.js',
      'plugins/*/gatsby-node.js',
      'gatsby-ssr.tsx',
      '*.mjs',
      '*.ts',
      'tests/e2e/**',
      'tests/support/**',
    ],
    languageOptions: { globals: globals.node },
  },
  // The benchmarks' functions passed to Playwright's page.evaluate() and friends run in the page.
  { files: ['scripts/bench/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['**/*.test.{ts,tsx}', 'tests/unit/**'], languageOptions: { globals: { ...globals.jest, ...globals.node } } },
  layers,
  prettier,
);
