import { checkTopicPrefix, topicNaming } from './topic-naming';

describe('topicNaming', () => {
  it('given a prefix, names topics and consumer groups on the broker with it, and strips it back', () => {
    const naming = topicNaming('staging.');
    expect(naming.physical('catalog.events.v1')).toBe('staging.catalog.events.v1');
    expect(naming.logical('staging.catalog.events.v1')).toBe('catalog.events.v1');
    expect(naming.group('gateway.catalog-read-model')).toBe('staging.gateway.catalog-read-model');
  });

  it('given no prefix, leaves every name as it is (the production default)', () => {
    const naming = topicNaming();
    expect(naming.physical('census.hits.v1')).toBe('census.hits.v1');
    expect(naming.logical('census.hits.v1')).toBe('census.hits.v1');
    expect(naming.group('census.sites')).toBe('census.sites');
  });

  it("refuses a topic of another deployment's prefix", () => {
    expect(() => topicNaming('staging.').logical('prod.catalog.events.v1')).toThrow("does not start with this deployment's prefix 'staging.'");
  });

  it('accepts letters, digits, dot, underscore and dash only', () => {
    expect(checkTopicPrefix('t-1a_B.')).toBe('t-1a_B.');
    for (const bad of ['staging/', 'a b', 'prod:', 'é.']) {
      expect(() => topicNaming(bad)).toThrow(`KAFKA_TOPIC_PREFIX may only contain letters, digits, '.', '_' and '-', got '${bad}'`);
    }
  });
});
