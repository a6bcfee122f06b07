// Our TypeScript runs as ES modules (PGlite imports dynamically); ESM-only packages that CommonJS
// dependencies require() (file-type, content-disposition …) are compiled to CJS.
export default {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'module-sync', 'default'] },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transformIgnorePatterns: [],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
    '/node_modules/.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // One migrated, seeded PGlite for the whole run; every test app starts from a copy of it.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Beside Playwright on CI's two cores an app's start (a PGlite copy, five sign-ins) has taken over 30 s,
  // and over 60 s on a day this kind of machine ran twice as slow (the whole of CI 55 min against 27):
  // hooks and tests alike get three minutes, and a hang still fails.
  testTimeout: 180_000,
};
