import { brokersFromEnv, KafkaUnavailableError, provideKafka } from './kafka';

describe('provideKafka', () => {
  const saved = { brokers: process.env.KAFKA_BROKERS, ci: process.env.CI };
  afterEach(() => {
    process.env.KAFKA_BROKERS = saved.brokers;
    process.env.CI = saved.ci;
    if (saved.brokers === undefined) delete process.env.KAFKA_BROKERS;
    if (saved.ci === undefined) delete process.env.CI;
  });

  it('uses KAFKA_BROKERS as given and leaves that cluster running', async () => {
    process.env.KAFKA_BROKERS = 'kafka-1:9092, kafka-2:9092';
    const provided = await provideKafka();
    expect(provided.brokers).toEqual(['kafka-1:9092', 'kafka-2:9092']);
    await expect(provided.stop()).resolves.toBeUndefined();
  });

  it('ignores blanks in the broker list', () => {
    expect(brokersFromEnv(' a:1 ,, b:2 ,')).toEqual(['a:1', 'b:2']);
    expect(brokersFromEnv(undefined)).toEqual([]);
  });

  it('says in CI that Kafka is required and lists why each source failed', () => {
    process.env.CI = 'true';
    const error = new KafkaUnavailableError(['testcontainers: not available here', 'deploy/kafka/kafka.sh: java not found']);
    expect(error.message).toContain('CI=true: Kafka is required');
    expect(error.message).toContain('deploy/kafka/kafka.sh: java not found');
  });
});
