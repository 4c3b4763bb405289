import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { TokenBuckets } from '@mercato/http';
import { interpretSubmission, readBody, recordCount, type Arrival, type RequestBody } from '@mercato/census/domain';
import { CENSUS_CONFIG } from './census-tokens';
import type { CensusConfig } from './census-config';
import { censusMetrics, type DropReason } from './census-metrics';
import { DeliveryQueue, DeliveryRefusedError } from './delivery-queue';

/** The client address or the site is over its request rate: the caller answers 429. */
export class RateLimitedError extends Error {
  override readonly name = 'RateLimitedError';
}

export interface IngestOutcome {
  /** Records stored on their topic. */
  readonly accepted: number;
  /** Records stored on census.bad.v1. */
  readonly rejected: number;
  /** Why the first rejected record was refused. */
  readonly firstReason?: string;
}

/** Keys remembered per rate limit; idle ones are forgotten first. */
const RATE_LIMIT_KEYS = 100_000;

/**
 * One ingestion request: rate limits, then every record to its topic or to census.bad.v1, resolved
 * once all are durable. Throws RateLimitedError or DeliveryRefusedError when it stored nothing.
 */
@Injectable()
export class CensusIngestion {
  private readonly perAddress: TokenBuckets;
  private readonly perSite: TokenBuckets;

  constructor(
    @Inject(DeliveryQueue) private readonly queue: DeliveryQueue,
    @Inject(CENSUS_CONFIG) config: CensusConfig,
  ) {
    this.perAddress = new TokenBuckets({ perSecond: config.rateLimitPerAddress, burst: config.rateLimitPerAddress, maxKeys: RATE_LIMIT_KEYS });
    this.perSite = new TokenBuckets({ perSecond: config.rateLimitPerSite, burst: config.rateLimitPerSite, maxKeys: RATE_LIMIT_KEYS });
  }

  async ingest(arrival: Arrival, body: RequestBody): Promise<IngestOutcome> {
    const endpoint = arrival.endpoint.path;
    const read = readBody(arrival.endpoint, body);
    const records = recordCount(read);
    censusMetrics.received(endpoint, records);
    try {
      const now = Date.now();
      if (!this.perAddress.take(arrival.clientIp ?? '', now) || !this.perSite.take(arrival.websiteId, now)) {
        throw new RateLimitedError(`rate limit reached for ${endpoint}`);
      }
      const messages = interpretSubmission(arrival, read, randomUUID);
      await this.queue.deliver(messages);
      let accepted = 0;
      let rejected = 0;
      for (const message of messages) {
        if (message.good) accepted += message.records;
        else rejected += message.records;
      }
      censusMetrics.stored(endpoint, accepted, rejected);
      const firstReason = messages.find((message) => !message.good)?.reason;
      return { accepted, rejected, ...(firstReason === undefined ? {} : { firstReason }) };
    } catch (error) {
      censusMetrics.dropped(endpoint, dropReason(error), records);
      throw error;
    }
  }
}

function dropReason(error: unknown): DropReason {
  if (error instanceof RateLimitedError) return 'rate_limited';
  return error instanceof DeliveryRefusedError ? 'unavailable' : 'error';
}
