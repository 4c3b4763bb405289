// End-to-end specs in real Chromium (playwright-core + Debian's chromium) against the app started
// by `node scripts/start.mjs` with the demo seed; the global setup exports STOREFRONT_URL.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e-test.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
  globalSetup: '<rootDir>/tests/e2e/setup/global-setup.js',
  globalTeardown: '<rootDir>/tests/e2e/setup/global-teardown.js',
};
