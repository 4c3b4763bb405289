/** Delivery of census records to their sink (Kafka or the census_records table). */
export interface CensusDeliverySettings {
  /** Bytes of messages held (waiting or being written) at most; a delivery that would pass it is refused. */
  readonly maxQueuedBytes: number;
  /** How long a delivery waits for the sink before its caller gets a refusal; also how long the sink may fail before new deliveries are refused outright. */
  readonly deliveryTimeoutMs: number;
  /**
   * Writes start at most this often unless a batch is full: a message waits for company until this
   * long after the previous write started, and goes at once after a quieter spell.
   */
  readonly lingerMs: number;
  /** Messages per write at most. */
  readonly maxBatchMessages: number;
  /** Bytes per write at most (one message larger than this is written alone). */
  readonly maxBatchBytes: number;
  /** Wait before retrying a failed write, doubling per failure up to `maxRetryBackoffMs`. */
  readonly retryBackoffMs: number;
  readonly maxRetryBackoffMs: number;
}

/** Census ingestion settings (README configuration table). */
export interface CensusSettings {
  readonly delivery: CensusDeliverySettings;
  /** Requests per second one client address may make (burst of the same size); 0 = no limit. */
  readonly rateLimitPerAddress: number;
  /** Requests per second all clients of one site may make together; 0 = no limit. */
  readonly rateLimitPerSite: number;
}

const MIB = 1024 * 1024;

export const CENSUS_SETTINGS_DEFAULTS = {
  CENSUS_MAX_QUEUED_BYTES: 64 * MIB,
  CENSUS_DELIVERY_TIMEOUT_MS: 5000,
  CENSUS_LINGER_MS: 5,
  CENSUS_BATCH_MAX_RECORDS: 1000,
  // Under Kafka's default 1 MiB limit for one partition's batch in a produce request.
  CENSUS_BATCH_MAX_BYTES: 900 * 1024,
  CENSUS_RATE_LIMIT_PER_ADDRESS: 200,
  CENSUS_RATE_LIMIT_PER_SITE: 20000,
} as const;

type Setting = keyof typeof CENSUS_SETTINGS_DEFAULTS;

export function censusSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): CensusSettings {
  const read = (name: Setting, minimum: number): number => {
    const text = env[name]?.trim();
    const value = text ? Number(text) : CENSUS_SETTINGS_DEFAULTS[name];
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
