import { randomBytes, randomUUID } from 'node:crypto';
import { Partitioners, type PartitionMetadata } from 'kafkajs';
import { Murmur2Partitioner, murmur2 } from './murmur2-partitioner';

const partitions = (count: number): PartitionMetadata[] =>
  Array.from({ length: count }, (_, partitionId) => ({ partitionErrorCode: 0, partitionId, leader: 1, replicas: [1], isr: [1], offlineReplicas: [] }));

describe('murmur2', () => {
  it("hashes like the Java client's Utils.murmur2 (its own test vectors)", () => {
    const vectors: Array<[string, number]> = [
      ['21', -973932308],
      ['foobar', -790332482],
      ['a-little-bit-long-string', -985981536],
      ['a-little-bit-longer-string', -1486304829],
      ['lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8', -58897971],
      ['abc', 479470107],
    ];
    for (const [key, hash] of vectors) expect(murmur2(Buffer.from(key))).toBe(hash);
  });
});

describe('Murmur2Partitioner', () => {
  const topic = 'census.hits.v1';

  it('puts every key on the partition kafkajs (and so the Java client) puts it on', () => {
    const ours = Murmur2Partitioner();
    const theirs = Partitioners.DefaultPartitioner();
    const keys = [
      ...Array.from({ length: 500 }, () => `demo-site:${randomUUID()}`),
      ...Array.from({ length: 500 }, (_, index) => randomBytes(index % 67)),
      'tokyo-tea-house:訪問者-ü',
      '',
    ];
    for (const count of [1, 2, 3, 6, 7, 12]) {
      const partitionMetadata = partitions(count);
      for (const key of keys) {
        const args = { topic, partitionMetadata, message: { key, value: 'v' } };
        expect([key, ours(args)]).toEqual([key, theirs(args)]);
      }
    }
  });

  it('keeps a partition the message names', () => {
    expect(Murmur2Partitioner()({ topic, partitionMetadata: partitions(3), message: { key: 'demo-site:v', value: 'v', partition: 2 } })).toBe(2);
  });
});
