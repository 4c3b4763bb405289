import { metricsRegistry } from '@mercato/observability';
import { CENSUS_ENDPOINTS, type Arrival, type CensusMessage, type CensusEndpoint } from '@mercato/census/domain';
import { BROWSER_UA, censusCounts, imageRecord, javascriptErrorReport, recordHitForm } from '@mercato/census/testing';
import type { CensusSink } from './census-sink.port';
import { CensusIngestion, RateLimitedError } from './census-ingestion';
import { censusSettingsFromEnv } from '@mercato/runtime';
import { DeliveryQueue, DeliveryRefusedError } from './delivery-queue';

/** Keeps what it is given; the integration tests cover the real sinks. */
class MemorySink implements CensusSink {
  readonly stored: CensusMessage[] = [];
  async start(): Promise<void> {}
  async write(messages: readonly CensusMessage[]): Promise<void> {
    this.stored.push(...messages);
  }
  async close(): Promise<void> {}
}

const config = censusSettingsFromEnv({ CENSUS_RATE_LIMIT_PER_ADDRESS: '2', CENSUS_LINGER_MS: '0', CENSUS_MAX_QUEUED_BYTES: String(1024 * 1024) });

const arrival = (endpoint: CensusEndpoint, clientIp: string): Arrival => ({
  endpoint,
  pathParams: {},
  websiteId: 'site-1',
  receivedAt: new Date().toISOString(),
  clientIp,
  userAgent: BROWSER_UA,
  cookieVisitorId: undefined,
  cookieSessionId: undefined,
  traceparent: undefined,
});
const form = (fields: Record<string, string>) => ({ text: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' });
const json = (value: unknown) => ({ text: JSON.stringify(value), contentType: 'text/plain' });

describe('CensusIngestion counters', () => {
  it('count every record once: received = good + bad + dropped, per endpoint', async () => {
    const sink = new MemorySink();
    const queue = new DeliveryQueue(sink, config.delivery);
    const ingestion = new CensusIngestion(queue, config);
    const before = censusCounts(await metricsRegistry.metrics());

    await expect(ingestion.ingest(arrival(CENSUS_ENDPOINTS.recordHit, '203.0.113.1'), form(recordHitForm('site-1')))).resolves.toEqual({ accepted: 1, rejected: 0 });
    const mixed = [imageRecord(), { ...imageRecord(), raw: false }, imageRecord()];
    await expect(ingestion.ingest(arrival(CENSUS_ENDPOINTS.performanceRecords, '203.0.113.2'), json(mixed))).resolves.toEqual({ accepted: 2, rejected: 1, firstReason: 'raw: must be true' });
    // The third request from one address within a second is over its limit of 2.
    await ingestion.ingest(arrival(CENSUS_ENDPOINTS.javascriptErrors, '203.0.113.3'), json([javascriptErrorReport()]));
    await ingestion.ingest(arrival(CENSUS_ENDPOINTS.javascriptErrors, '203.0.113.3'), json([javascriptErrorReport()]));
    await expect(ingestion.ingest(arrival(CENSUS_ENDPOINTS.javascriptErrors, '203.0.113.3'), json([javascriptErrorReport(), javascriptErrorReport()]))).rejects.toThrow(RateLimitedError);
    // A batch bigger than the whole queue is refused: 503.
    const huge = Array.from({ length: 500 }, () => javascriptErrorReport(`Error ${'x'.repeat(3_000)}`));
    await expect(ingestion.ingest(arrival(CENSUS_ENDPOINTS.javascriptErrors, '203.0.113.4'), json(huge))).rejects.toThrow(DeliveryRefusedError);

    const after = censusCounts(await metricsRegistry.metrics());
    const delta = (endpoint: string) => {
      const [now, then] = [after.get(endpoint)!, before.get(endpoint) ?? { received: 0, good: 0, bad: 0, dropped: 0 }];
      return { received: now.received - then.received, good: now.good - then.good, bad: now.bad - then.bad, dropped: now.dropped - then.dropped };
    };
    expect(delta(CENSUS_ENDPOINTS.recordHit.path)).toEqual({ received: 1, good: 1, bad: 0, dropped: 0 });
    expect(delta(CENSUS_ENDPOINTS.performanceRecords.path)).toEqual({ received: 3, good: 2, bad: 1, dropped: 0 });
    expect(delta(CENSUS_ENDPOINTS.javascriptErrors.path)).toEqual({ received: 504, good: 2, bad: 0, dropped: 502 });
    for (const [, counts] of after) expect(counts.received).toBe(counts.good + counts.bad + counts.dropped);
    expect(sink.stored.filter((message) => message.good)).toHaveLength(5);
    await queue.close();
  });
});
