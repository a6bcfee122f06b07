const base = require('../jest.browser.cjs')(__dirname);

module.exports = {
  ...base,
  // swiper's stylesheet is imported by package subpath (`swiper/css`), which the `.css` stub does not match.
  moduleNameMapper: { '^swiper/css(/.*)?$': require.resolve('../test-support/empty.cjs'), ...base.moduleNameMapper },
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/src/test/setup-jsdom.ts'],
};
