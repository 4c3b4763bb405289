import { kafkaConnectionConfigFromEnv } from './kafka-connection';

describe('kafkaConnectionConfigFromEnv', () => {
  it('reads brokers, client id, partition count and topic prefix', () => {
    expect(kafkaConnectionConfigFromEnv({ KAFKA_BROKERS: 'a:9092, b:9092', KAFKA_CLIENT_ID: 'cart', KAFKA_TOPIC_PARTITIONS: '6', KAFKA_TOPIC_PREFIX: 'staging.' })).toEqual({
      brokers: ['a:9092', 'b:9092'],
      clientId: 'cart',
      topicPartitions: 6,
      topicPrefix: 'staging.',
    });
  });

  it('defaults to 3 partitions, the mercato client id and no topic prefix', () => {
    expect(kafkaConnectionConfigFromEnv({ KAFKA_BROKERS: 'a:9092' })).toEqual({ brokers: ['a:9092'], clientId: 'mercato', topicPartitions: 3, topicPrefix: '' });
  });

  it('refuses to start without brokers, with a bad partition count or with a prefix Kafka cannot name topics with', () => {
    expect(() => kafkaConnectionConfigFromEnv({})).toThrow('KAFKA_BROKERS');
    expect(() => kafkaConnectionConfigFromEnv({ KAFKA_BROKERS: 'a:9092', KAFKA_TOPIC_PARTITIONS: '0' })).toThrow('KAFKA_TOPIC_PARTITIONS');
    expect(() => kafkaConnectionConfigFromEnv({ KAFKA_BROKERS: 'a:9092', KAFKA_TOPIC_PREFIX: 'staging/' })).toThrow("KAFKA_TOPIC_PREFIX may only contain letters, digits, '.', '_' and '-', got 'staging/'");
  });
});
