// Integration tests against real PostgreSQL (and real Kafka when EVENT_TRANSPORT=kafka):
// one server per run from the global setup, one database per test file.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: `integration (${process.env.EVENT_TRANSPORT ?? 'postgres'})`,
  testMatch: ['<rootDir>/libs/**/*.pg-test.ts', '<rootDir>/tests/integration/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/setup/global-setup.js',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.js',
  testTimeout: 60000,
  // The broker-outage tests stop and remove brokers of their own; a Kafka client's background
  // reconnect that outlives its test must not keep the finished run from exiting (it once did, for 90 minutes).
  forceExit: true,
};
