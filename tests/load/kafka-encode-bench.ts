/**
 * Micro-benchmark: CPU to encode one census record into a Kafka produce request, the way the census
 * producer sends them (kafkajs `produce` v3 `encode()`: record batch, records, headers, CRC-32C).
 *
 *   node -r @swc-node/register tests/load/kafka-encode-bench.ts [records per request=30] [requests=2000]
 *
 * In-process and single-threaded, so it measures the encoder (kafkajs as patched in
 * patches/kafkajs+2.2.4.patch), not the network or the broker. Prints µs of CPU per record.
 */
import { randomUUID } from 'node:crypto';

interface ProduceRequest {
  encode(): Promise<{ readonly buffer: Buffer }>;
}
type ProduceRequestFactory = (options: Record<string, unknown>) => ProduceRequest;

// kafkajs's protocol modules are internal (no types): loaded by path, as the producer loads them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const produceRequest = require('kafkajs/src/protocol/requests/produce/v3/request') as ProduceRequestFactory;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Long = require('kafkajs/src/utils/long') as { fromInt(value: number): unknown };

const recordsPerRequest = Number(process.argv[2] ?? 30);
const requests = Number(process.argv[3] ?? 2000);
const partitions = 3;

/** A census record as the census service produces it: about 700 bytes of JSON and four headers. */
function censusMessage(): { key: string; value: string; headers: Record<string, string>; timestamp: string } {
  const recordId = randomUUID();
  const receivedAt = new Date().toISOString();
  const value = JSON.stringify({
    recordId,
    receivedAt,
    schema: 'mercato.census.tracker-event',
    schemaVersion: 1,
    endpoint: '/api/v1/clanker/events',
    websiteId: 'demo-site',
    visitorId: randomUUID(),
    event: 'page_view',
    payload: { page_path: '/shop/p/linen-shirt', page_title: 'Linen shirt', referrer: 'https://example.com/', resolved_locale: 'en-US', session_id: randomUUID(), ts: Date.now() },
    client: { truncatedIp: '10.1.2.0', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', bot: false },
  });
  return {
    key: `demo-site:${randomUUID()}`,
    value,
    headers: { 'record-id': recordId, schema: 'mercato.census.tracker-event/v1', 'received-at': receivedAt, traceparent: `00-${randomUUID().replace(/-/g, '')}-b7ad6b7169203331-01` },
    timestamp: String(Date.now()),
  };
}

async function main(): Promise<void> {
  const perPartition = Math.ceil(recordsPerRequest / partitions);
  const request = produceRequest({
    acks: -1,
    timeout: 30_000,
    producerId: Long.fromInt(7),
    producerEpoch: 0,
    topicData: [{ topic: 'census.events.v1', partitions: Array.from({ length: partitions }, (_, partition) => ({ partition, firstSequence: 0, messages: Array.from({ length: perPartition }, censusMessage) })) }],
  });
  const records = perPartition * partitions;
  // Warm-up: the JIT's optimised code is what serves a running producer.
  for (let i = 0; i < 300; i++) await request.encode();
  for (let round = 1; round <= 3; round++) {
    const before = process.cpuUsage();
    let bytes = 0;
    for (let i = 0; i < requests; i++) bytes += (await request.encode()).buffer.length;
    const used = process.cpuUsage(before);
    console.log(`round ${round}: ${((used.user + used.system) / (requests * records)).toFixed(2)} µs CPU a record (${records} records, ${Math.round(bytes / requests)} bytes a request)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
