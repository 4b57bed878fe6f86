/** Unit and component tests. Runs as native ESM so the unified/MDX packages load as they ship. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        useESM: true,
        diagnostics: false,
        // Each file compiled on its own, as the builds' Babel and SWC compile it: the types are `tsc --noEmit`'s to check, and a
        // cold run took 238 → 170 s (docs/testing.md#unit-and-component-tests).
        tsconfig: { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'Bundler', esModuleInterop: true, target: 'ES2022', isolatedModules: true },
      },
    ],
  },
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/tests/support/gatsby.tsx',
    '\\.module\\.css$': '<rootDir>/tests/support/cssModule.cjs',
    '\\.css$': '<rootDir>/tests/support/cssModule.cjs',
  },
  // The docs versions the pages' code reads, as node/gatsbyConfig.ts sets them for a build.
  setupFiles: ['<rootDir>/tests/support/docsVersionsEnv.ts'],
  // Only these folders are crawled: the builds `npm test` runs beside the tests write .cache/ and public/ meanwhile.
  roots: ['<rootDir>/src', '<rootDir>/node', '<rootDir>/tests'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/node/**/*.test.ts?(x)', '<rootDir>/tests/unit/**/*.test.ts?(x)'],
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
};
