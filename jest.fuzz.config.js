// The fuzz stage: schemathesis against the embedded app on a real PostgreSQL (one server per run
// from the integration global setup). See tests/fuzz/api.fuzz-test.ts.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'fuzz',
  testMatch: ['<rootDir>/tests/fuzz/**/*.fuzz-test.ts'],
  globalSetup: '<rootDir>/tests/setup/global-setup.js',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.js',
  // Schemathesis runs for up to at most a few minutes (bounded examples per operation).
  testTimeout: 600_000,
};
