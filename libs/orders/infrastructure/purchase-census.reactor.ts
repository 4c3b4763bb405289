import type { EntityManager } from 'typeorm';
import { timestampMs } from '@bufbuild/protobuf/wkt';
import { decodeEvent, EVENT_TOPICS } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { CENSUS_SCHEMAS, reportCensusRecord } from '@mercato/census/ports';
import { ClankerSchemaName } from '@mercato/spec';
import { orderAnalyticsRecord, type KnownOrder } from '@mercato/orders/domain';

/**
 * A paid order reaches analysts server-side: on `OrderPlaced` its spec §3 confirmation record is
 * queued in the census outbox, in the batch's transaction (the one that moves this reactor's
 * checkpoint). The record's id is the order's, kept once by the outbox, so a redelivered event or
 * a rebuild reports nothing twice. The order is read from its view, written with its events.
 */
export const purchaseCensusReactor: Projection = {
  name: 'orders-purchase-census-reactor',
  topics: [EVENT_TOPICS.orders],
  tables: [],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    if (event.$typeName !== 'mercato.orders.v1.OrderPlaced') return;
    const [row]: Array<{ state: KnownOrder }> = await manager.query('SELECT state FROM order_views WHERE order_id = $1', [event.orderId]);
    // The view commits with the order's events: an OrderPlaced without it is a broken database.
    if (!row) throw new Error(`Order ${event.orderId} was placed but has no view`);
    await reportCensusRecord(manager, {
      recordId: event.orderId,
      websiteId: event.websiteId,
      source: 'orders',
      // The event name the storefront's own purchase event has (spec §7).
      event: ClankerSchemaName.PURCHASE,
      schema: CENSUS_SCHEMAS.orderConfirmation,
      payload: { ...orderAnalyticsRecord(row.state) },
      occurredAt: new Date(event.placedAt ? timestampMs(event.placedAt) : Date.now()).toISOString(),
    });
  },
};
