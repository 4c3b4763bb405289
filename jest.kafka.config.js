// Kafka integration tests: a real broker from provideKafka() (KAFKA_BROKERS, testcontainers, or
// deploy/kafka/kafka.sh), and the run's PostgreSQL (TEST_POSTGRES_URL, else embedded) for the
// specs that keep events and checkpoints there as services do. Run with `npx jest -c jest.kafka.config.js`.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'kafka',
  testMatch: ['<rootDir>/libs/**/*.kafka-test.ts'],
  globalSetup: '<rootDir>/tests/setup/global-setup.js',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.js',
  // Starting a broker and joining consumer groups takes seconds, far past jest's 5 s default.
  testTimeout: 120_000,
};
