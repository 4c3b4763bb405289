import type { EntityManager } from 'typeorm';
import { rowsByColumn } from '@mercato/database';
import { decodeEvent, EVENT_TOPICS } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { runsOf, type SignUpStatus } from '@mercato/restock/domain';

type RestockEvent = ReturnType<typeof decodeEvent>;
type Positioned = { readonly event: RestockEvent; readonly streamVersion: number };

/** The status each delivery event leaves a sign-up in; undefined for events that add a sign-up or none. */
function statusAfter(event: RestockEvent): SignUpStatus | undefined {
  switch (event.$typeName) {
    case 'mercato.restock.v1.RestockNoticeQueued':
      return 'pending';
    case 'mercato.restock.v1.RestockNoticeSent':
      return 'sent';
    case 'mercato.restock.v1.RestockNoticeFailed':
      return 'failed';
    case 'mercato.restock.v1.RestockUnsubscribed':
      return 'unsubscribed';
    default:
      return undefined;
  }
}

const kindOf = ({ event }: Positioned) => (event.$typeName === 'mercato.restock.v1.RestockSignedUp' ? 'sign-up' : statusAfter(event) ? 'status' : 'other');

async function insertSignUps(manager: EntityManager, run: readonly Positioned[]): Promise<void> {
  const rows = run.flatMap(({ event, streamVersion }) =>
    event.$typeName === 'mercato.restock.v1.RestockSignedUp'
      ? [{ sign_up_id: event.signUpId, website_id: event.websiteId, product_id: event.productId, variant_id: event.variantId, position: streamVersion, email: event.email, join_mailing_list: event.joinMailingList, language: event.language, signed_up_at: event.signedUpAt, unsubscribe_token: event.unsubscribeToken }]
      : [],
  );
  await manager.query(
    `INSERT INTO restock_sign_ups (sign_up_id, website_id, product_id, variant_id, position, email, join_mailing_list, language, signed_up_at, status, unsubscribe_token)
     SELECT t.sign_up_id, t.website_id, t.product_id, t.variant_id, t.position, t.email, t.join_mailing_list, t.language, t.signed_up_at, 'waiting', t.unsubscribe_token
     FROM jsonb_to_recordset($1::jsonb) AS t(sign_up_id text, website_id text, product_id text, variant_id text, position integer, email text, join_mailing_list boolean, language text, signed_up_at timestamptz, unsubscribe_token text)
     ON CONFLICT (sign_up_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/**
 * A run of delivery events: each sign-up ends in the status of its last event of the run, one
 * statement for all. A queued notice also keeps the stock level it was queued at (a sign-up is
 * queued once), which the groups list counts against the current stock.
 */
async function updateStatuses(manager: EntityManager, run: readonly Positioned[]): Promise<void> {
  const latest = new Map<string, { status: SignUpStatus; queuedStockVersion: number | null }>();
  for (const { event } of run) {
    const status = statusAfter(event);
    if (!status || !('signUpId' in event)) continue;
    const queuedStockVersion = event.$typeName === 'mercato.restock.v1.RestockNoticeQueued' ? event.stockVersion : (latest.get(event.signUpId)?.queuedStockVersion ?? null);
    latest.set(event.signUpId, { status, queuedStockVersion });
  }
  await manager.query(
    `UPDATE restock_sign_ups s SET status = t.status, queued_stock_version = coalesce(t.queued_stock_version, s.queued_stock_version)
     FROM unnest($1::text[], $2::text[], $3::integer[]) AS t(sign_up_id, status, queued_stock_version) WHERE s.sign_up_id = t.sign_up_id`,
    rowsByColumn(
      [...latest].map(([sign_up_id, { status, queuedStockVersion }]) => ({ sign_up_id, status, queued_stock_version: queuedStockVersion })),
      ['sign_up_id', 'status', 'queued_stock_version'],
    ),
  );
}

/** A batch in runs (sign-ups, then status changes, as they came), each run in one statement. */
async function applyRecords(records: readonly LogRecord[], manager: EntityManager): Promise<void> {
  const positioned = records.map((record) => ({ event: decodeEvent(record.eventType, record.data), streamVersion: record.streamVersion }));
  for (const run of runsOf(positioned, kindOf)) {
    const kind = kindOf(run[0]!);
    if (kind === 'sign-up') await insertSignUps(manager, run);
    else if (kind === 'status') await updateStatuses(manager, run);
  }
}

/** The owners' list of sign-ups with each one's delivery status, built from restock.events.v1 only. */
export const signUpsProjection: Projection = {
  name: 'restock-sign-ups',
  topics: [EVENT_TOPICS.restock],
  tables: ['restock_sign_ups'],
  apply: (record, manager) => applyRecords([record], manager),
  applyAll: applyRecords,
};
