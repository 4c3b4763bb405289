import type { Admin } from 'kafkajs';

export interface TopicSettings {
  readonly partitions: number;
  readonly replicationFactor: number;
}

/**
 * Creates the topics that do not exist yet and waits until each has a leader, so a producer
 * can write at once. Existing topics are left as they are (their partition count is not changed).
 */
export async function ensureTopics(admin: Admin, topics: readonly string[], settings: TopicSettings): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const missing = [...new Set(topics)].filter((topic) => !existing.has(topic));
  if (missing.length === 0) return;
  // Another process may create the same topics concurrently; kafkajs then resolves false, which is fine.
  await admin.createTopics({
    waitForLeaders: true,
    topics: missing.map((topic) => ({
      topic,
      numPartitions: settings.partitions,
      replicationFactor: settings.replicationFactor,
    })),
  });
}
