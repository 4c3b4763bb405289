import { SpanKind } from '@opentelemetry/api';
import type { EntityManager } from 'typeorm';
import { startBatchSpans } from '@mercato/observability';
import type { LogRecord } from '../event-log.port';

/** A read model built from the log. `apply` must be deterministic: rebuilds replay it. */
export interface Projection {
  readonly name: string;
  readonly topics: readonly string[];
  /** Read-model tables owned by this projection, emptied before a rebuild, in that order. */
  readonly tables: readonly string[];
  apply(record: LogRecord, manager: EntityManager): Promise<void>;
  /**
   * Optional: applies several records (new ones, in log order) in fewer statements than one each,
   * e.g. one UPDATE for a run of stock moves. Must leave the rows `apply` leaves, record by record.
   */
  applyAll?(records: readonly LogRecord[], manager: EntityManager): Promise<void>;
  /**
   * Optional: told a live batch's records (applied or skipped as already applied) once its
   * transaction has committed, e.g. to drop this process's cached copies of the rows it changed;
   * a read begun after this sees them. Not called for a rebuild.
   */
  committed?(records: readonly LogRecord[]): void;
}

/**
 * Applies a batch in the caller's transaction, skipping events already applied (by stream
 * version, which the event id maps to one-to-one). Returns how many were applied.
 */
export async function applyBatch(projection: Projection, records: readonly LogRecord[], manager: EntityManager): Promise<number> {
  // Serialises the live consumer and a rebuild of the same projection.
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`projection:${projection.name}`]);
  const streamIds = [...new Set(records.map((record) => record.streamId))];
  const rows: { stream_id: string; version: number }[] = await manager.query(
    'SELECT stream_id, version FROM projection_stream_versions WHERE projection = $1 AND stream_id = ANY($2::text[])',
    [projection.name, streamIds],
  );
  const applied = new Map(rows.map((row) => [row.stream_id, row.version]));
  const fresh: LogRecord[] = [];
  const touched = new Map<string, LogRecord>();
  for (const record of records) {
    if (record.streamVersion <= (applied.get(record.streamId) ?? 0)) continue;
    fresh.push(record);
    applied.set(record.streamId, record.streamVersion);
    touched.set(record.streamId, record);
  }
  // One CONSUMER span per record, each in the trace of the command that appended it.
  const spans = startBatchSpans((i) => `projection ${projection.name} apply ${fresh[i]!.eventType}`, fresh.map((record) => record.traceparent), SpanKind.CONSUMER);
  try {
    if (projection.applyAll) await projection.applyAll(fresh, manager);
    else for (const record of fresh) await projection.apply(record, manager);
    spans.end();
  } catch (error) {
    spans.end(error);
    throw error;
  }
  if (touched.size > 0) {
    const latest = [...touched.values()];
    await manager.query(
      `INSERT INTO projection_stream_versions (projection, stream_id, version, event_id)
       SELECT $1, t.stream_id, t.version, t.event_id FROM jsonb_to_recordset($2::jsonb) AS t(stream_id text, version integer, event_id uuid)
       ON CONFLICT (projection, stream_id) DO UPDATE SET version = EXCLUDED.version, event_id = EXCLUDED.event_id`,
      [projection.name, JSON.stringify(latest.map((r) => ({ stream_id: r.streamId, version: r.streamVersion, event_id: r.eventId })))],
    );
  }
  return fresh.length;
}
