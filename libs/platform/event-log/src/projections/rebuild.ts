import type { DataSource } from 'typeorm';
import { LOG_START, type LogPosition, type PostgresEventStore } from '@mercato/event-store';
import { toLogRecord } from '../postgres/postgres-event-log';
import { applyBatch, type Projection } from './projection';

export interface RebuildProgress {
  readonly done: number;
  readonly total: number;
}

export interface RebuildResult {
  readonly events: number;
  readonly durationMs: number;
}

/**
 * Drops a projection's rows and replays the whole event store into it, in one transaction:
 * readers keep seeing the old rows until the new ones commit (DELETE, not TRUNCATE, so nothing
 * blocks), and the live consumer waits on the projection's lock, then skips what the rebuild applied.
 */
export async function rebuildProjection(
  dataSource: DataSource,
  store: PostgresEventStore,
  projection: Projection,
  options: { batchSize?: number; onProgress?: (progress: RebuildProgress) => void } = {},
): Promise<RebuildResult> {
  const started = Date.now();
  const batchSize = options.batchSize ?? 1000;
  const total = await store.countLog(LOG_START, projection.topics);
  let done = 0;
  await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`projection:${projection.name}`]);
    for (const table of projection.tables) await manager.query(`DELETE FROM ${quoteIdent(table)}`);
    await manager.query('DELETE FROM projection_stream_versions WHERE projection = $1', [projection.name]);
    let position: LogPosition = LOG_START;
    for (;;) {
      // Read inside the rebuild's own transaction, so its snapshot decides what the rebuild sees.
      const { events, next } = await store.readLog(position, { topics: projection.topics, limit: batchSize, manager });
      if (events.length === 0) break;
      await applyBatch(projection, events.map(toLogRecord), manager);
      position = next;
      done += events.length;
      options.onProgress?.({ done, total: Math.max(total, done) });
    }
  });
  return { events: done, durationMs: Date.now() - started };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected table name ${name}`);
  return `"${name}"`;
}
