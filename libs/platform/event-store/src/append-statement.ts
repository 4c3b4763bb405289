import type { ExpectedVersion } from './errors';
import type { EventMetadata, InlineWrite } from './event-store';

/** One stream's part of an append statement: its events already numbered and given their ids. */
export interface StreamAppend {
  readonly streamId: string;
  readonly streamType: string;
  readonly expectedVersion: ExpectedVersion;
  readonly rows: readonly AppendRow[];
  readonly metadata: EventMetadata;
  readonly inline?: InlineWrite;
}

export interface AppendRow {
  readonly ordinal: number;
  readonly event_id: string;
  readonly event_type: string;
  readonly topic: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * What one stream's part of the statement looks like, apart from its parameters: a batch of
 * appends of one shape has the same text as every other batch of that shape and size, so it is
 * prepared once per connection (PreparingClient) instead of parsed and planned each time.
 */
export function appendShape(append: StreamAppend): string {
  return [claimKind(append.expectedVersion), ...(append.inline?.statements ?? [])].join('\u0000');
}

/** Which of the claim's four statements an expected version takes. */
function claimKind(expectedVersion: ExpectedVersion): 'version' | 'no_stream' | 'any' | 'new_or_empty' {
  if (typeof expectedVersion !== 'number') return expectedVersion;
  return expectedVersion > 0 ? 'version' : 'new_or_empty';
}

/** The placeholders an inline statement is written with: `$6` is the first of its own parameters. */
const FIRST_INLINE_PLACEHOLDER = 6;

/**
 * One statement that appends to every stream in `appends`, each under its own version claim: a
 * stream whose claim fails gets no rows and makes no inline write, while the others are appended.
 * The rows come back tagged with the stream's index (`request`, from 0), in version order.
 *
 * Stream k's CTEs are `claimed_k`, `inserted_k` and `inline_k_i`; an inline write is written against
 * `claimed`, `inline_i` and placeholders from `$6` (InlineWrite's contract) and renamed here. Claims
 * run in the order given, so callers that sort by stream id take row locks in one order (no deadlock
 * between two batches).
 */
export function appendStatement(appends: readonly StreamAppend[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const placeholder = (value: unknown): string => `$${params.push(value)}`;
  const ctes: string[] = [];
  const results: string[] = [];
  appends.forEach((append, index) => {
    const k = index + 1;
    const stream = placeholder(append.streamId);
    const count = placeholder(append.rows.length);
    const metadata = placeholder(JSON.stringify(append.metadata));
    const rows = placeholder(JSON.stringify(append.rows));
    ctes.push(
      `claimed_${k} AS (${claimVersion(append, stream, count, placeholder)})`,
      `inserted_${k} AS (
         INSERT INTO es_events AS e (event_id, stream_id, stream_version, event_type, topic, data, metadata)
         SELECT r.event_id, ${stream}, c.version - ${count} + r.ordinal, r.event_type, r.topic, r.data, ${metadata}::jsonb
           FROM claimed_${k} c, jsonb_to_recordset(${rows}::jsonb) AS r(ordinal integer, event_id uuid, event_type text, topic text, data jsonb)
         RETURNING e.stream_version, e.recorded_at, e.transaction_id::text AS transaction_id, e.global_position::text AS global_position)`,
    );
    const firstInlineParam = params.length + 1;
    params.push(...(append.inline?.params ?? []));
    // A data-modifying CTE runs whether or not the query reads it.
    append.inline?.statements.forEach((sql, i) => ctes.push(`inline_${k}_${i + 1} AS (${renameInline(sql, k, firstInlineParam)})`));
    results.push(`SELECT ${index} AS request, e.* FROM inserted_${k} e`);
  });
  return { sql: `WITH ${ctes.join(',\n')}\n${results.join('\nUNION ALL ')}\nORDER BY request, stream_version`, params };
}

/**
 * The CTE that moves the stream's version forward by the append's count if the stream is where the
 * caller expects it, returning the new version; no row when it is not (someone else appended first).
 */
function claimVersion(append: StreamAppend, stream: string, count: string, placeholder: (value: unknown) => string): string {
  const kind = claimKind(append.expectedVersion);
  if (kind === 'version') {
    return `UPDATE es_streams SET version = version + ${count}, updated_at = now() WHERE stream_id = ${stream} AND version = ${placeholder(append.expectedVersion)} RETURNING version`;
  }
  const insert = `INSERT INTO es_streams (stream_id, stream_type, version) VALUES (${stream}, ${placeholder(append.streamType)}, ${count}) ON CONFLICT (stream_id)`;
  const bump = `DO UPDATE SET version = es_streams.version + ${count}, updated_at = now()`;
  if (kind === 'no_stream') return `${insert} DO NOTHING RETURNING version`;
  if (kind === 'any') return `${insert} ${bump} RETURNING version`;
  return `${insert} ${bump} WHERE es_streams.version = 0 RETURNING version`;
}

function renameInline(sql: string, k: number, firstParam: number): string {
  return sql
    .replace(/\$(\d+)/g, (_match, digits: string) => {
      const number = Number(digits);
      if (number < FIRST_INLINE_PLACEHOLDER) throw new Error(`An inline write uses its own placeholders, from $${FIRST_INLINE_PLACEHOLDER}: found $${number}`);
      return `$${number - FIRST_INLINE_PLACEHOLDER + firstParam}`;
    })
    .replace(/\bclaimed\b/g, `claimed_${k}`)
    .replace(/\binline_(\d+)\b/g, (_match, i: string) => `inline_${k}_${i}`);
}
