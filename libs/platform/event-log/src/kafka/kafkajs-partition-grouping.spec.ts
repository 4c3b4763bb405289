import { randomUUID } from 'node:crypto';
import type { Message, PartitionMetadata } from 'kafkajs';
import { Murmur2Partitioner } from './murmur2-partitioner';

type GroupMessagesPerPartition = (args: {
  topic: string;
  partitionMetadata: PartitionMetadata[];
  messages: Message[];
  partitioner: ReturnType<typeof Murmur2Partitioner>;
}) => Record<string, Message[]>;

// The producer's internal step (patched in patches/kafkajs+2.2.4.patch to append in place), loaded by path as kafkajs loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const groupMessagesPerPartition = require('kafkajs/src/producer/groupMessagesPerPartition') as GroupMessagesPerPartition;

const partitionMetadata: PartitionMetadata[] = Array.from({ length: 3 }, (_, partitionId) => ({ partitionErrorCode: 0, partitionId, leader: 1, replicas: [1], isr: [1], offlineReplicas: [] }));

describe('kafkajs grouping a batch by partition', () => {
  it("puts every message on its key's partition, in the order sent, so one visitor's records stay in order", () => {
    const partitioner = Murmur2Partitioner();
    const visitors = Array.from({ length: 40 }, () => `demo-site:${randomUUID()}`);
    const messages: Message[] = Array.from({ length: 1000 }, (_, index) => ({ key: visitors[index % visitors.length]!, value: String(index) }));

    const groups = groupMessagesPerPartition({ topic: 'census.events.v1', partitionMetadata, messages, partitioner });

    expect(Object.values(groups).flat()).toHaveLength(messages.length);
    for (const [partition, grouped] of Object.entries(groups)) {
      expect(grouped).toEqual(messages.filter((message) => String(partitioner({ topic: 'census.events.v1', partitionMetadata, message })) === partition));
    }
  });

  it('groups nothing while the topic has no known partitions', () => {
    expect(groupMessagesPerPartition({ topic: 't', partitionMetadata: [], messages: [{ key: 'k', value: 'v' }], partitioner: Murmur2Partitioner() })).toEqual({});
  });
});
