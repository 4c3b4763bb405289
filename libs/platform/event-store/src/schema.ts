import type { SchemaPart } from '@mercato/database';

/**
 * Streams and events. `transaction_id` (xid8) lets readers stop below the oldest transaction
 * still in flight, so a reader never skips an event that commits later with a lower position.
 */
export const eventStoreSchema: SchemaPart = {
  name: 'event-store',
  statements: [
    `CREATE TABLE IF NOT EXISTS es_streams (
       stream_id   text PRIMARY KEY,
       stream_type text NOT NULL,
       version     integer NOT NULL CHECK (version >= 0),
       updated_at  timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE TABLE IF NOT EXISTS es_events (
       global_position bigserial PRIMARY KEY,
       transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
       event_id        uuid NOT NULL UNIQUE,
       stream_id       text NOT NULL,
       stream_version  integer NOT NULL,
       event_type      text NOT NULL,
       topic           text NOT NULL,
       data            jsonb NOT NULL,
       metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
       recorded_at     timestamptz NOT NULL DEFAULT now(),
       UNIQUE (stream_id, stream_version)
     )`,
    `CREATE INDEX IF NOT EXISTS es_events_log_order ON es_events (transaction_id, global_position)`,
    // state_version: the shape of `state` (the stream's SnapshotPolicy.stateVersion); a snapshot of
    // another shape is ignored. Rows from before the column read as 0, which no policy declares.
    `CREATE TABLE IF NOT EXISTS es_snapshots (
       stream_id     text PRIMARY KEY,
       version       integer NOT NULL,
       state_version integer NOT NULL DEFAULT 0,
       state         jsonb NOT NULL,
       taken_at      timestamptz NOT NULL DEFAULT now()
     )`,
    `ALTER TABLE es_snapshots ADD COLUMN IF NOT EXISTS state_version integer NOT NULL DEFAULT 0`,
  ],
};

/** Channel notified on every append so subscribers wake without waiting for their poll. */
export const EVENTS_APPENDED_CHANNEL = 'es_events_appended';
