// `npm run test:unit`: the api's suites for the inner loop. Left to `npm test` (measured on the 2-core
// machine with the other workspaces' suites beside them): the reliability suites (outages, kills, load,
// fuzzing: minutes), and the suites that restart or reseed an api, each over 20 s.
import base from './jest.config.js';

export default {
  ...base,
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/test/reliability/',
    // Migrates and seeds fresh databases (32 s).
    '<rootDir>/test/seed\\.test\\.ts$',
    // Kills an api and starts another on the same database (30 s).
    '<rootDir>/test/payments-restart\\.test\\.ts$',
    // Starts an api per clinic time zone (22 s).
    '<rootDir>/test/doctor-list-zone\\.test\\.ts$',
  ],
};
