// End-to-end specs: real Chromium against a running storefront (STOREFRONT_URL, the gateway with the demo seed).
module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: '../..',
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e-test.ts'],
  testTimeout: 30_000,
  maxWorkers: 1,
};
