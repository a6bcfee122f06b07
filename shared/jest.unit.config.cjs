// `npm run test:unit`: the shared package's suites for the inner loop. Left to `npm test`: the three that
// run real webpack builds of small apps (24–32 s each).
module.exports = {
  ...require('./jest.config.cjs'),
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/src/federation/(contract-plugin|startup-preload-plugin|server-config)\\.test\\.ts$',
  ],
};
