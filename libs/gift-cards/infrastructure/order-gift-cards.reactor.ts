import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS, moneyToMinorUnits, type OrderCheckoutStarted, type OrderPlaced } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { PostgresEventStore } from '@mercato/event-store';
import { issueGiftCard } from '@mercato/gift-cards/application';
import { giftCardsToIssue, type GiftCardToIssue } from '@mercato/gift-cards/domain';

/** Notes an order that buys gift cards: the cards its OrderPlaced issues, and the buyer they are mailed to. */
async function noteOrder(manager: EntityManager, event: OrderCheckoutStarted): Promise<void> {
  const cards = giftCardsToIssue(event.lines.map((line) => ({ productType: line.productType, quantity: line.quantity, unitPriceCents: line.unitPrice ? moneyToMinorUnits(line.unitPrice) : 0 })));
  if (cards.length === 0) return;
  await manager.query(
    'INSERT INTO gift_card_orders (order_id, website_id, buyer_email, currency, cards) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id) DO NOTHING',
    [event.orderId, event.websiteId, event.email, event.currency, JSON.stringify(cards)],
  );
}

async function issueOrderGiftCards(manager: EntityManager, event: OrderPlaced): Promise<void> {
  // Marking the note placed first makes a redelivered OrderPlaced find nothing to issue. (A CTE, as
  // TypeORM answers a bare UPDATE ... RETURNING as [rows, count].)
  const [order]: Array<{ buyer_email: string; currency: string; cards: GiftCardToIssue[] }> = await manager.query(
    'WITH placed AS (UPDATE gift_card_orders SET placed_at = now() WHERE order_id = $1 AND placed_at IS NULL RETURNING buyer_email, currency, cards) SELECT * FROM placed',
    [event.orderId],
  );
  if (!order) return;
  const store = new PostgresEventStore(manager.connection);
  for (const card of order.cards) {
    await issueGiftCard(store, { websiteId: event.websiteId, orderId: event.orderId, orderLineId: card.orderLineId, amountCents: card.amountCents, currency: order.currency, buyerEmail: order.buyer_email }, manager);
  }
}

/**
 * Gift cards bought through checkout (issue 13 §5): a placed order's gift card lines each issue one
 * card per unit, its code mailed through the mail outbox. Reads only the orders context's published
 * events, and issues in the batch's transaction (the one that moves this reactor's checkpoint), so
 * a process dying right after the order is placed leaves the cards to this reactor, not to the
 * buyer's retry. Each card's id follows from order, line and unit and the note is marked placed
 * once, so a redelivered OrderPlaced issues and mails nothing twice.
 */
export const orderGiftCardsReactor: Projection = {
  name: 'gift-cards-order-reactor',
  topics: [EVENT_TOPICS.orders],
  // Its notes are the reactor's memory, not a read model: there is nothing to rebuild.
  tables: [],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    if (event.$typeName === 'mercato.orders.v1.OrderCheckoutStarted') await noteOrder(manager, event);
    if (event.$typeName === 'mercato.orders.v1.OrderPlaced') await issueOrderGiftCards(manager, event);
  },
};
