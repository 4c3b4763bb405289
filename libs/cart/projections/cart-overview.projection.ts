import type { EntityManager } from 'typeorm';
import { EVENT_TOPICS, decodeEvent, moneyToMinorUnits, type Money } from '@mercato/contracts';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { LogRecord, Projection } from '@mercato/event-log';
import { kindName } from '@mercato/cart/domain';

const cents = (money: Money | undefined): number => (money ? moneyToMinorUnits(money) : 0);

/**
 * Analysts' read model of carts, fed from cart.events.v1 (Kafka in distributed mode): every cart
 * with its status and entries, so open carts and their value can be summed per site. Times come
 * from the events, so a rebuild leaves the rows the live projection left.
 */
export const cartOverviewProjection: Projection = {
  name: 'cart-overview',
  topics: [EVENT_TOPICS.cart],
  tables: ['cart_analytics_entries', 'cart_analytics_carts'],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    switch (event.$typeName) {
      case 'mercato.cart.v1.CartOpened':
        await manager.query(
          `INSERT INTO cart_analytics_carts (cart_id, website_id, kind, status, currency, opened_at, updated_at) VALUES ($1, $2, $3, 'open', $4, $5, $6)`,
          [event.cartId, event.websiteId, kindName(event.kind), event.currency, event.openedAt ? timestampDate(event.openedAt) : record.recordedAt, record.recordedAt],
        );
        return;
      case 'mercato.cart.v1.CartEntryAdded':
        await manager.query('INSERT INTO cart_analytics_entries (cart_id, entry_id, quantity, unit_price_cents) VALUES ($1, $2, $3, $4)', [event.cartId, event.entryId, event.quantity, cents(event.unitPrice)]);
        return touch(manager, event.cartId, record);
      case 'mercato.cart.v1.CartEntryQuantityChanged':
        await manager.query('UPDATE cart_analytics_entries SET quantity = $3 WHERE cart_id = $1 AND entry_id = $2', [event.cartId, event.entryId, event.quantity]);
        return touch(manager, event.cartId, record);
      case 'mercato.cart.v1.CartEntryRepriced':
        await manager.query('UPDATE cart_analytics_entries SET unit_price_cents = $3 WHERE cart_id = $1 AND entry_id = $2', [event.cartId, event.entryId, cents(event.unitPrice)]);
        return touch(manager, event.cartId, record);
      case 'mercato.cart.v1.CartEntryRemoved':
        await manager.query('DELETE FROM cart_analytics_entries WHERE cart_id = $1 AND entry_id = $2', [event.cartId, event.entryId]);
        return touch(manager, event.cartId, record);
      case 'mercato.cart.v1.CartEntryAdditionalFieldsUpdated':
        return touch(manager, event.cartId, record);
      case 'mercato.cart.v1.CartPurchased':
        await manager.query(`UPDATE cart_analytics_carts SET status = 'purchased', updated_at = $2 WHERE cart_id = $1`, [event.cartId, record.recordedAt]);
        return;
      case 'mercato.cart.v1.CartMergedInto':
        // Its entries now count in the site user's cart: the merged one leaves the open carts.
        await manager.query(`UPDATE cart_analytics_carts SET status = 'merged', updated_at = $2 WHERE cart_id = $1`, [event.cartId, record.recordedAt]);
        return;
      default:
        return;
    }
  },
};

async function touch(manager: EntityManager, cartId: string, record: LogRecord): Promise<void> {
  await manager.query('UPDATE cart_analytics_carts SET updated_at = $2 WHERE cart_id = $1', [cartId, record.recordedAt]);
}
