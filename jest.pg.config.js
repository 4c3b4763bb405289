// Library integration specs (*.pg-test.ts) against real PostgreSQL: the run's server comes from
// the shared global setup (DATABASE_URL, else embedded PostgreSQL 17); each file makes its own database.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'pg',
  testMatch: ['<rootDir>/libs/**/*.pg-test.ts'],
  globalSetup: '<rootDir>/tests/setup/global-setup.js',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.js',
  testTimeout: 60000,
};
