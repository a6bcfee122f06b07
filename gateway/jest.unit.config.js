// `npm run test:unit`: the gateway's suites for the inner loop. gateway-app.test.ts (24 s) is left to
// `npm test`: it starts the whole gateway with the api and waits out real socket timeouts. So is
// dev/dev-start.test.ts (30 s): it starts `npm run dev`, five webpack builds and the api.
import base from './jest.config.js';

export default {
  ...base,
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/gateway-app\\.test\\.ts$', '<rootDir>/src/dev/dev-start\\.test\\.ts$'],
};
