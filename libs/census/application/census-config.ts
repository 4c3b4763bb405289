import type { DeliverySettings } from './delivery-queue';

/** Ingestion settings, from the environment (README configuration table). */
export interface CensusConfig {
  readonly delivery: DeliverySettings;
  /** Requests per second one client address may make (burst of the same size); 0 = no limit. */
  readonly rateLimitPerAddress: number;
  /** Requests per second all clients of one site may make together; 0 = no limit. */
  readonly rateLimitPerSite: number;
}

const MIB = 1024 * 1024;

export const CENSUS_CONFIG_DEFAULTS = {
  CENSUS_MAX_QUEUED_BYTES: 64 * MIB,
  CENSUS_DELIVERY_TIMEOUT_MS: 5000,
  CENSUS_LINGER_MS: 5,
  CENSUS_BATCH_MAX_RECORDS: 1000,
  // Under Kafka's default 1 MiB limit for one partition's batch in a produce request.
  CENSUS_BATCH_MAX_BYTES: 900 * 1024,
  CENSUS_RATE_LIMIT_PER_ADDRESS: 200,
  CENSUS_RATE_LIMIT_PER_SITE: 20000,
} as const;

type Setting = keyof typeof CENSUS_CONFIG_DEFAULTS;

export function censusConfigFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): CensusConfig {
  const read = (name: Setting, minimum: number): number => {
    const text = env[name]?.trim();
    const value = text ? Number(text) : CENSUS_CONFIG_DEFAULTS[name];
    if (!Number.isInteger(value) || value < minimum) throw new Error(`${name} must be an integer of at least ${minimum}, not '${text}'`);
    return value;
  };
  const deliveryTimeoutMs = read('CENSUS_DELIVERY_TIMEOUT_MS', 1);
  return {
    delivery: {
      maxQueuedBytes: read('CENSUS_MAX_QUEUED_BYTES', MIB),
      deliveryTimeoutMs,
      lingerMs: read('CENSUS_LINGER_MS', 0),
      maxBatchMessages: read('CENSUS_BATCH_MAX_RECORDS', 1),
      maxBatchBytes: read('CENSUS_BATCH_MAX_BYTES', 1024),
      retryBackoffMs: 50,
      maxRetryBackoffMs: Math.min(1000, deliveryTimeoutMs),
    },
    rateLimitPerAddress: read('CENSUS_RATE_LIMIT_PER_ADDRESS', 0),
    rateLimitPerSite: read('CENSUS_RATE_LIMIT_PER_SITE', 0),
  };
}
