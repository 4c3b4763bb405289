import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { PostgresEventStore } from '@mercato/event-store';
import { StockReservationLedger } from '@mercato/catalog/application';

/**
 * The orders saga's other half in the catalog service (libs/orders/README.md): an order's events on
 * orders.events.v1 settle the stock its checkout reserved here. OrderCheckoutStarted confirms it
 * (it no longer expires), OrderPlaced sells it, OrderPaymentFailed gives it back (checkout's own
 * give-back may have done so already, or died before it could). All are idempotent by order id,
 * in the batch's transaction, so a redelivered event changes nothing.
 */
export const orderStockReactor: Projection = {
  name: 'catalog-order-stock-reactor',
  topics: [EVENT_TOPICS.orders],
  tables: [],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    const ledger = () => new StockReservationLedger(new PostgresEventStore(manager.connection), manager.connection);
    switch (event.$typeName) {
      case 'mercato.orders.v1.OrderCheckoutStarted':
        return ledger().confirm(event.orderId, manager);
      case 'mercato.orders.v1.OrderPlaced':
        return ledger().sell(event.orderId, manager);
      case 'mercato.orders.v1.OrderPaymentFailed':
        return ledger().release(event.orderId, 'given_back', manager);
      default:
        return;
    }
  },
};
