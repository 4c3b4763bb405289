// Kafka integration tests: a real broker from provideKafka() (KAFKA_BROKERS, testcontainers, or
// deploy/kafka/kafka.sh). Run with `npx jest -c jest.kafka.config.js`.
module.exports = {
  ...require('./jest.preset.js'),
  displayName: 'kafka',
  testMatch: ['<rootDir>/libs/**/*.kafka-test.ts'],
  // Starting a broker and joining consumer groups takes seconds, far past jest's 5 s default.
  testTimeout: 120_000,
};
