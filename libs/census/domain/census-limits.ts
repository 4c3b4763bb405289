/**
 * Ingestion limits (issue 3 §3). The body limit is enforced by the HTTP edge before the body is read
 * whole; the others decide which records are routed to census.bad.v1.
 */
export const CENSUS_LIMITS = {
  /** 1 MiB: a larger body is refused with 413. */
  maxBodyBytes: 1024 * 1024,
  /** A record larger than 32 KiB (its JSON, UTF-8) is a bad record. */
  maxRecordBytes: 32 * 1024,
  /** Records beyond the 500th of one batch are bad records. */
  maxRecordsPerBatch: 500,
  /** A bad record keeps the first 4 KiB of what was received. */
  badPayloadMaxBytes: 4096,
  /** Longest visitor or session id kept in a key; longer ones are cut. */
  maxVisitorIdLength: 128,
} as const;
