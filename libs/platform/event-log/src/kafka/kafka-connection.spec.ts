import { kafkaConnectionConfigFromEnv } from './kafka-connection';

describe('kafkaConnectionConfigFromEnv', () => {
  it('reads brokers, client id and partition count', () => {
    expect(kafkaConnectionConfigFromEnv({ KAFKA_BROKERS: 'a:9092, b:9092', KAFKA_CLIENT_ID: 'cart', KAFKA_TOPIC_PARTITIONS: '6' })).toEqual({
      brokers: ['a:9092', 'b:9092'],
      clientId: 'cart',
      topicPartitions: 6,
    });
  });

  it('defaults to 3 partitions and the mercato client id', () => {
    expect(kafkaConnectionConfigFromEnv({ KAFKA_BROKERS: 'a:9092' })).toEqual({ brokers: ['a:9092'], clientId: 'mercato', topicPartitions: 3 });
  });

  it('refuses to start without brokers or with a bad partition count', () => {
    expect(() => kafkaConnectionConfigFromEnv({})).toThrow('KAFKA_BROKERS');
    expect(() => kafkaConnectionConfigFromEnv({ KAFKA_BROKERS: 'a:9092', KAFKA_TOPIC_PARTITIONS: '0' })).toThrow('KAFKA_TOPIC_PARTITIONS');
  });
});
