// `npm run test:unit`: the deployment's checks for the inner loop. gateway-login-limit.test.ts (22 s) is left
// to `npm test`: it bundles the api and runs it behind the real nginx gateway.
module.exports = {
  ...require('./jest.config.cjs'),
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/gateway-login-limit\\.test\\.ts$'],
};
