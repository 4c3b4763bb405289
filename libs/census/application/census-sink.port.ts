import type { CensusMessage } from '@mercato/census/domain';

/**
 * Where census messages become durable: Kafka (acknowledged by all in-sync replicas) in
 * distributed mode, a PostgreSQL table (committed) in embedded mode. The ingestion code does not
 * know which.
 */
export interface CensusSink {
  /** Creates what it writes to (topics, table) and connects. */
  start(): Promise<void>;
  /** Resolves once every message is durable; rejects if any may not be. Retrying the same batch is safe. */
  write(messages: readonly CensusMessage[]): Promise<void>;
  close(): Promise<void>;
}

export const CENSUS_SINK = Symbol('CENSUS_SINK');
