// The jest setup of every browser package (shared, shell, the remotes): swc, jsdom, CSS stubbed.
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
    '^.+\\.mjs$': ['@swc/jest'],
  },
  // swiper and its helpers ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    // swiper's stylesheet is imported by package subpath (`swiper/css`), which the `.css` rule does not match.
    '^swiper/css(/.*)?$': require.resolve('./test-support/empty.cjs'),
    '\\.module\\.css$': require.resolve('./test-support/css-module.cjs'),
    '\\.css$': require.resolve('./test-support/empty.cjs'),
    '\\.(svg|png|webp|jpe?g|woff2)$': require.resolve('./test-support/file.cjs'),
  },
  setupFiles: [require.resolve('./test-support/jsdom-gaps.cjs')],
  setupFilesAfterEnv: [require.resolve('./test-support/jest-dom.cjs')],
});
