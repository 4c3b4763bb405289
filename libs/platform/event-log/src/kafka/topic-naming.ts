/**
 * Several deployments or environments can share one Kafka cluster when each names its topics and
 * consumer groups with its own prefix (`KAFKA_TOPIC_PREFIX`, e.g. `staging.`). Only the Kafka
 * adapters use physical names; projections, records and the event registry keep logical ones
 * (`catalog.events.v1`), so the rest of the code never sees the prefix.
 */
export interface TopicNaming {
  readonly prefix: string;
  /** The topic on the broker: prefix + logical topic, e.g. `staging.catalog.events.v1`. */
  physical(logicalTopic: string): string;
  /** The inverse of {@link physical}; throws on a topic outside this deployment's prefix. */
  logical(physicalTopic: string): string;
  /** Consumer groups are cluster-wide too: two deployments must not join each other's groups. */
  group(groupId: string): string;
}

/** Characters Kafka allows in a topic name (and therefore in the prefix). */
const TOPIC_PREFIX_PATTERN = /^[A-Za-z0-9._-]*$/;

/** Throws a startup error naming the setting when `prefix` cannot start a topic name. */
export function checkTopicPrefix(prefix: string): string {
  if (!TOPIC_PREFIX_PATTERN.test(prefix)) {
    throw new Error(`KAFKA_TOPIC_PREFIX may only contain letters, digits, '.', '_' and '-', got '${prefix}'`);
  }
  return prefix;
}

export function topicNaming(prefix = ''): TopicNaming {
  checkTopicPrefix(prefix);
  return {
    prefix,
    physical: (logicalTopic) => prefix + logicalTopic,
    logical: (physicalTopic) => {
      if (!physicalTopic.startsWith(prefix)) throw new Error(`Topic ${physicalTopic} does not start with this deployment's prefix '${prefix}'`);
      return physicalTopic.slice(prefix.length);
    },
    group: (groupId) => prefix + groupId,
  };
}
