import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '@mercato/observability';
import type { DeliveryQueue } from './delivery-queue';

/** Why records were refused without being stored anywhere. */
export type DropReason = 'rate_limited' | 'unavailable' | 'error';

// Counted per client record, labelled by endpoint path, so that for every endpoint
// received = good + bad + dropped (records answered 429 or 503 are dropped; bad ones are stored on census.bad.v1).
const received = new Counter({
  name: 'census_records_received_total',
  help: 'Client records received by census ingestion endpoints (an unreadable body counts as one).',
  labelNames: ['endpoint'] as const,
  registers: [metricsRegistry],
});
const good = new Counter({
  name: 'census_records_good_total',
  help: 'Valid records stored on their census topic.',
  labelNames: ['endpoint'] as const,
  registers: [metricsRegistry],
});
const bad = new Counter({
  name: 'census_records_bad_total',
  help: 'Invalid, oversized or excess records stored on census.bad.v1.',
  labelNames: ['endpoint'] as const,
  registers: [metricsRegistry],
});
const dropped = new Counter({
  name: 'census_records_dropped_total',
  help: 'Records refused without being stored: rate limited (429), sink unavailable or too slow (503), or a server error.',
  labelNames: ['endpoint', 'reason'] as const,
  registers: [metricsRegistry],
});

const queues = new Set<DeliveryQueue>();
new Gauge({
  name: 'census_queued_bytes',
  help: 'Bytes of census records waiting for or being written to the sink.',
  registers: [metricsRegistry],
  collect() {
    this.set([...queues].reduce((sum, queue) => sum + queue.queuedBytes, 0));
  },
});
new Gauge({
  name: 'census_queued_bytes_peak',
  help: 'The most bytes of census records held at once since the process started (bounded by CENSUS_MAX_QUEUED_BYTES).',
  registers: [metricsRegistry],
  collect() {
    this.set(Math.max(0, ...[...queues].map((queue) => queue.peakQueuedBytes)));
  },
});

/** A counter's series per endpoint, looked up once: prom-client hashes the labels on every `inc`. */
function perEndpoint(counter: Counter<'endpoint'>): (endpoint: string) => Counter.Internal {
  const series = new Map<string, Counter.Internal>();
  return (endpoint) => {
    let child = series.get(endpoint);
    if (!child) series.set(endpoint, (child = counter.labels({ endpoint })));
    return child;
  };
}
const receivedAt = perEndpoint(received);
const goodAt = perEndpoint(good);
const badAt = perEndpoint(bad);

/** The census counters and gauges, on the process's /metrics. */
export const censusMetrics = {
  received: (endpoint: string, records: number) => receivedAt(endpoint).inc(records),
  stored: (endpoint: string, goodRecords: number, badRecords: number) => {
    if (goodRecords > 0) goodAt(endpoint).inc(goodRecords);
    if (badRecords > 0) badAt(endpoint).inc(badRecords);
  },
  dropped: (endpoint: string, reason: DropReason, records: number) => dropped.inc({ endpoint, reason }, records),
  /** Reports the queue's bytes on /metrics until `unwatch`. */
  watch: (queue: DeliveryQueue) => queues.add(queue),
  unwatch: (queue: DeliveryQueue) => queues.delete(queue),
};
