import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { ConcurrencyError, type ExpectedVersion } from './errors';
import { EventsAppendedNotifier } from './events-appended-channel';
import { AppendBatches } from './append-batches';
import { appendStatement, type StreamAppend } from './append-statement';

/** An event ready to append: already encoded (proto3 JSON) with its topic. */
export interface EventToAppend {
  readonly eventType: string;
  readonly topic: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** Kept when the caller supplies one (idempotent retries); otherwise generated. */
  readonly eventId?: string;
}

export interface EventMetadata {
  readonly traceparent?: string;
  readonly causationId?: string;
}

export interface StoredEvent {
  readonly eventId: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly eventType: string;
  readonly topic: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly metadata: EventMetadata;
  readonly recordedAt: string;
  readonly transactionId: string;
  readonly globalPosition: string;
}

/**
 * Writes made by the append's own statement (one round trip, no transaction around it): an inline
 * read model kept with the stream. Each statement runs as a data-modifying CTE of the append, named
 * `inline_1`, `inline_2`, ... in order, so a later one may read an earlier one's RETURNING. They
 * must run only when the version claim succeeds (select from `claimed`, or test it with EXISTS);
 * `(SELECT version FROM claimed)` is the stream's new version. Their own placeholders start at $6
 * and they use no others. The statement may carry other streams' appends: these names are renamed
 * to the stream's own in it (appendStatement), so they must not appear in string literals.
 */
export interface InlineWrite {
  readonly statements: readonly string[];
  readonly params: readonly unknown[];
}

/** A stream's state folded up to `version`, as the stream's snapshot policy stores it. */
export interface Snapshot {
  readonly version: number;
  /** The shape of `state`: the SnapshotPolicy.stateVersion it was taken with. */
  readonly stateVersion: number;
  readonly state: unknown;
}

export interface AppendResult {
  readonly nextExpectedVersion: number;
  readonly events: readonly StoredEvent[];
}

/** What an append reads back: the rest of a stored event is what the caller gave. */
type AppendedRow = Pick<EventRow, 'stream_version' | 'recorded_at' | 'transaction_id' | 'global_position'>;

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  topic: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: Date;
  transaction_id: string;
  global_position: string;
}

// Positions leave as text (xid8 and bigint exceed JS numbers); queries must order by the table's
// columns (e.transaction_id), never by these text aliases, or 10 would sort before 5.
const EVENT_COLUMNS =
  'e.event_id, e.stream_id, e.stream_version, e.event_type, e.topic, e.data, e.metadata, e.recorded_at, e.transaction_id::text AS transaction_id, e.global_position::text AS global_position';

/** Event store on PostgreSQL: optimistic concurrency per stream, a gap-safe global order for readers. */
export class PostgresEventStore {
  private readonly notifier: EventsAppendedNotifier;
  private readonly batches = new AppendBatches((appends) => this.appendAll(appends));

  constructor(private readonly dataSource: DataSource) {
    this.notifier = EventsAppendedNotifier.of(dataSource);
  }

  /**
   * Appends events to a stream if it is at `expectedVersion`, in one statement: the version claim
   * and the rows succeed or fail together. Runs in `manager`'s transaction when given (so a caller
   * can update an inline read model atomically). Otherwise the statement is its own transaction
   * (one round trip, where BEGIN, claim, insert and COMMIT were four), shared with the other streams'
   * appends of the same event-loop turn (see AppendBatches). Listeners are woken once it has committed.
   */
  async append(
    streamId: string,
    streamType: string,
    expectedVersion: ExpectedVersion,
    events: readonly EventToAppend[],
    options: { manager?: EntityManager; metadata?: EventMetadata; inline?: InlineWrite } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const append: StreamAppend = {
      streamId,
      streamType,
      expectedVersion,
      metadata: options.metadata ?? {},
      rows: events.map((event, index) => ({ ordinal: index + 1, event_id: event.eventId ?? randomUUID(), event_type: event.eventType, topic: event.topic, data: event.data })),
      ...(options.inline ? { inline: options.inline } : {}),
    };
    if (!options.manager) return this.batches.append(append);
    const [result] = await this.appendAll([append], options.manager);
    if (result instanceof Error) throw result;
    return result!;
  }

  /**
   * Appends to several streams in one statement (in `manager`'s transaction, or its own), each
   * under its own version claim: a stream whose claim fails answers a ConcurrencyError in its place
   * and the others are appended. A database error fails them all: nothing is written.
   */
  private async appendAll(appends: readonly StreamAppend[], manager?: EntityManager): Promise<Array<AppendResult | ConcurrencyError>> {
    const { sql, params } = appendStatement(appends);
    // Only what the database decides comes back: the callers' data is not parsed back from jsonb.
    const rows: Array<AppendedRow & { request: number }> = await (manager ?? this.dataSource.manager).query(sql, params);
    const byRequest = appends.map((): AppendedRow[] => []);
    for (const row of rows) byRequest[row.request]!.push(row);
    const topics = new Set(appends.flatMap((append, request) => (byRequest[request]!.length > 0 ? append.rows.map((event) => event.topic) : [])));
    if (topics.size > 0) this.notifier.appended(manager?.queryRunner, topics);
    return appends.map((append, request) => {
      const appended = byRequest[request]!;
      // No row: the claim matched nothing, someone else appended first.
      if (appended.length === 0) return new ConcurrencyError(append.streamId, append.expectedVersion);
      const events = appended.map((row, index): StoredEvent => {
        const event = append.rows[index]!;
        return {
          eventId: event.event_id,
          streamId: append.streamId,
          streamVersion: row.stream_version,
          eventType: event.event_type,
          topic: event.topic,
          data: event.data,
          metadata: append.metadata,
          recordedAt: new Date(row.recorded_at).toISOString(),
          transactionId: row.transaction_id,
          globalPosition: row.global_position,
        };
      });
      return { nextExpectedVersion: appended[appended.length - 1]!.stream_version, events };
    });
  }

  /** Runs `work` in one database transaction. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** `manager`: read inside that transaction, seeing its own appends. */
  async readStream(streamId: string, afterVersion = 0, manager?: EntityManager): Promise<StoredEvent[]> {
    const rows: EventRow[] = await (manager ?? this.dataSource).query(
      `SELECT ${EVENT_COLUMNS} FROM es_events e WHERE e.stream_id = $1 AND e.stream_version > $2 ORDER BY e.stream_version`,
      [streamId, afterVersion],
    );
    return rows.map(toStoredEvent);
  }

  /**
   * A stream's snapshot of state version `stateVersion`, if it has one, and its events after it: one
   * round trip. A snapshot of another state version is passed over: all the events come back.
   */
  async readStreamFromSnapshot(streamId: string, stateVersion: number, manager?: EntityManager): Promise<{ snapshot?: Snapshot; events: StoredEvent[] }> {
    // One row at least (the LEFT JOIN from a single row), carrying the snapshot's state on the first.
    const rows: Array<Partial<EventRow> & { snapshot_version: number | null; snapshot_state: unknown }> = await (manager ?? this.dataSource).query(
      `WITH snapshot AS (SELECT version, state FROM es_snapshots WHERE stream_id = $1 AND state_version = $2)
       SELECT (SELECT version FROM snapshot) AS snapshot_version,
              CASE WHEN row_number() OVER (ORDER BY e.stream_version) = 1 THEN (SELECT state FROM snapshot) END AS snapshot_state,
              ${EVENT_COLUMNS}
         FROM (VALUES (1)) AS one
         LEFT JOIN es_events e ON e.stream_id = $1 AND e.stream_version > coalesce((SELECT version FROM snapshot), 0)
        ORDER BY e.stream_version`,
      [streamId, stateVersion],
    );
    const first = rows[0];
    const snapshot = first && first.snapshot_version !== null ? { version: first.snapshot_version, stateVersion, state: first.snapshot_state } : undefined;
    const events = rows.filter((row): row is EventRow & typeof row => row.event_id != null).map(toStoredEvent);
    return snapshot ? { snapshot, events } : { events };
  }

  async streamVersion(streamId: string): Promise<number> {
    const rows: { version: number }[] = await this.dataSource.query('SELECT version FROM es_streams WHERE stream_id = $1', [streamId]);
    return rows[0]?.version ?? 0;
  }

  /**
   * Events after `after` in log order, stopping below the oldest transaction still in flight:
   * an event whose transaction commits later can never appear behind a position already read.
   * The horizon is server-wide (xids are): a long transaction in any database of the server delays
   * readers, though it never makes them skip an event.
   *
   * `next` is where the following read starts. After a short page every event below the horizon has
   * been looked at, so `next` moves up to the horizon even when none of them was of `topics`: a
   * reader of quiet topics then never scans again the other topics' events it passed (it did on
   * every poll, all of them since its own topics' last event).
   */
  async readLog(after: LogPosition, options: { topics?: readonly string[]; limit: number; manager?: EntityManager }): Promise<LogPage> {
    // One row at least (the LEFT JOIN from the horizon's row), carrying the horizon on every row.
    const rows: Array<Partial<EventRow> & { horizon: string }> = await (options.manager ?? this.dataSource.manager).query(
      `WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
       SELECT h.xmin::text AS horizon, e.*
         FROM horizon h
         LEFT JOIN LATERAL (
           SELECT ${EVENT_COLUMNS}, e.transaction_id AS log_transaction, e.global_position AS log_position FROM es_events e
            WHERE (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
              AND e.transaction_id < h.xmin
              AND ($3::text[] IS NULL OR e.topic = ANY($3::text[]))
            ORDER BY e.transaction_id, e.global_position
            LIMIT $4
         ) e ON true
        ORDER BY e.log_transaction, e.log_position`,
      [after.transactionId, after.globalPosition, options.topics ? [...options.topics] : null, options.limit],
    );
    const events = rows.filter((row): row is EventRow & typeof row => row.event_id != null).map(toStoredEvent);
    const lastEvent = events.at(-1);
    const last: LogPosition = lastEvent ? { transactionId: lastEvent.transactionId, globalPosition: lastEvent.globalPosition } : after;
    if (events.length === options.limit) return { events, next: last };
    // Every transaction below the horizon has ended, and global positions start at 1: (horizon, 0) is past all of them.
    const horizon: LogPosition = { transactionId: rows[0]!.horizon, globalPosition: '0' };
    return { events, next: compareLogPositions(horizon, last) > 0 ? horizon : last };
  }

  /** The position of the last committed event (of `topics`, when given), visible to readers yet or not. */
  async logEnd(topics?: readonly string[]): Promise<LogPosition> {
    const rows: { transaction_id: string; global_position: string }[] = await this.dataSource.query(
      `SELECT e.transaction_id::text AS transaction_id, e.global_position::text AS global_position
         FROM es_events e WHERE ($1::text[] IS NULL OR e.topic = ANY($1::text[]))
        ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`,
      [topics ? [...topics] : null],
    );
    const last = rows[0];
    return last ? { transactionId: last.transaction_id, globalPosition: last.global_position } : LOG_START;
  }

  /** Number of events in the log after a position (for progress reporting). */
  async countLog(after: LogPosition, topics?: readonly string[]): Promise<number> {
    const rows: { count: string }[] = await this.dataSource.query(
      `SELECT count(*)::text AS count FROM es_events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          AND ($3::text[] IS NULL OR topic = ANY($3::text[]))`,
      [after.transactionId, after.globalPosition, topics ? [...topics] : null],
    );
    return Number(rows[0]?.count ?? 0);
  }

  async loadSnapshot(streamId: string): Promise<Snapshot | undefined> {
    const rows: Snapshot[] = await this.dataSource.query(
      'SELECT version, state_version AS "stateVersion", state FROM es_snapshots WHERE stream_id = $1',
      [streamId],
    );
    return rows[0];
  }

  /** Keeps the newer snapshot of a stream; one of another state version is always replaced (it is never read). */
  async saveSnapshot(streamId: string, snapshot: Snapshot): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO es_snapshots (stream_id, version, state_version, state) VALUES ($1, $2, $3, $4)
       ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, state_version = EXCLUDED.state_version, state = EXCLUDED.state, taken_at = now()
       WHERE es_snapshots.version < EXCLUDED.version OR es_snapshots.state_version <> EXCLUDED.state_version`,
      [streamId, snapshot.version, snapshot.stateVersion, JSON.stringify(snapshot.state)],
    );
  }
}

/** A position in the global log: the pair the log is ordered by. */
export interface LogPosition {
  readonly transactionId: string;
  readonly globalPosition: string;
}

export const LOG_START: LogPosition = { transactionId: '0', globalPosition: '0' };

/** A read of the log: its events, and the position the next read starts after. */
export interface LogPage {
  readonly events: StoredEvent[];
  readonly next: LogPosition;
}

export function formatLogPosition(position: LogPosition): string {
  return `${position.transactionId}:${position.globalPosition}`;
}

/** Negative when `a` comes before `b` in the log, 0 when they are the same position. */
export function compareLogPositions(a: LogPosition, b: LogPosition): number {
  const byTransaction = BigInt(a.transactionId) - BigInt(b.transactionId);
  const difference = byTransaction !== 0n ? byTransaction : BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export function parseLogPosition(text: string): LogPosition {
  const [transactionId, globalPosition] = text.split(':');
  if (!transactionId || !globalPosition || !/^\d+$/.test(transactionId) || !/^\d+$/.test(globalPosition)) {
    throw new Error(`Not a log position: ${text}`);
  }
  return { transactionId, globalPosition };
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    eventType: row.event_type,
    topic: row.topic,
    data: row.data,
    metadata: row.metadata ?? {},
    recordedAt: new Date(row.recorded_at).toISOString(),
    transactionId: row.transaction_id,
    globalPosition: row.global_position,
  };
}
