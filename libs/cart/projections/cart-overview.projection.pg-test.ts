import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { encodeEvent } from '@mercato/contracts';
import type { LogRecord } from '@mercato/event-log';
import { openTestDatabase, readModelRows, type TestDatabase } from '@mercato/testing';
import { cartEvents, type CartEvent } from '@mercato/cart/domain';
import { cartMigrations } from '@mercato/cart/infrastructure';
import { OPENED_AT, scarfAdded } from '@mercato/cart/testing';
import { cartOverviewProjection } from './cart-overview.projection';

const WEBSITE = 'overview-site';
const cart = (cartId: string) => ({ websiteId: WEBSITE, cartId });
const opened = (cartId: string) => cartEvents.opened({ ...cart(cartId), currency: 'USD', openedAt: OPENED_AT, kind: 'shopping' });
const entry = (cartId: string, entryId: string) => ({ ...cart(cartId), entryId });

let position = 0;
/** A log record of the event, recorded `second` seconds after the carts were opened. */
function record(event: CartEvent, second: number): LogRecord {
  const { eventType, topic, data } = encodeEvent(event);
  position += 1;
  return { eventId: randomUUID(), eventType, streamId: `cart-${event.cartId}`, streamVersion: position, topic, data, recordedAt: new Date(OPENED_AT + second * 1000).toISOString(), position: String(position) };
}

/** The manager, counting the statements run through it. */
function counting(manager: EntityManager, statements: string[]): EntityManager {
  return Object.assign(Object.create(manager) as EntityManager, {
    query: (sql: string, parameters?: unknown[]) => {
      statements.push(sql);
      return manager.query(sql, parameters);
    },
  });
}

describe('cart-overview projection', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(cartMigrations);
  });
  afterAll(() => db.close());

  async function rowsAfter(batches: readonly (readonly LogRecord[])[], apply: (batch: readonly LogRecord[], manager: EntityManager) => Promise<void>) {
    await db.dataSource.query('TRUNCATE cart_analytics_entries, cart_analytics_carts');
    for (const batch of batches) await db.dataSource.transaction((manager) => apply(batch, manager));
    return readModelRows(db.dataSource, cartOverviewProjection.tables);
  }

  it('leaves, applying whole batches, exactly the rows it leaves applying their events one by one', async () => {
    const first = [
      // Opened, two adds, a quantity change and a removal, and an add repriced: all in one batch.
      record(opened('a'), 1),
      record(scarfAdded(cart('a'), 'red', 2, 'a1'), 2),
      record(scarfAdded(cart('a'), 'grey', 1, 'a2'), 3),
      record(cartEvents.quantityChanged({ ...entry('a', 'a1'), quantity: 3 }), 4),
      record(cartEvents.entryRemoved(entry('a', 'a2')), 5),
      record(scarfAdded(cart('a'), 'grey', 1, 'a3'), 6),
      record(cartEvents.entryRepriced({ ...entry('a', 'a3'), unitPriceCents: 1700, currency: 'USD' }), 7),
      record(opened('b'), 8),
      record(scarfAdded(cart('b'), 'red', 1, 'b1'), 9),
      record(cartEvents.purchased({ ...cart('b'), orderId: 'order-b' }), 10),
      // Merged, then touched in the same batch: it stays merged.
      record(opened('c'), 11),
      record(scarfAdded(cart('c'), 'red', 4, 'c1'), 12),
      record(cartEvents.mergedInto({ ...cart('c'), targetCartId: 'a' }), 13),
      record(cartEvents.additionalFieldsUpdated({ ...entry('c', 'c1'), additionalFields: '{"note":"late"}' }), 14),
      // No CartOpened for d: its entry is kept, its touches find no cart.
      record(scarfAdded(cart('d'), 'red', 1, 'd1'), 15),
      record(cartEvents.quantityChanged({ ...entry('d', 'd1'), quantity: 2 }), 16),
    ];
    const second = [
      // Entries of the first batch changed, removed, and removed then added again under the same id.
      record(cartEvents.quantityChanged({ ...entry('a', 'a1'), quantity: 5 }), 20),
      record(cartEvents.entryRepriced({ ...entry('a', 'a1'), unitPriceCents: 1400, currency: 'USD' }), 21),
      record(cartEvents.entryRemoved(entry('a', 'a3')), 22),
      record(scarfAdded(cart('a'), 'red', 1, 'a4'), 23),
      record(cartEvents.entryRemoved(entry('a', 'a4')), 24),
      record(cartEvents.entryRemoved(entry('c', 'c1')), 25),
      record(scarfAdded(cart('c'), 'grey', 6, 'c1'), 26),
      // Purchased in the first batch, touched in this one: updated_at moves, the status stays.
      record(cartEvents.additionalFieldsUpdated({ ...entry('b', 'b1'), additionalFields: '{"gift":true}' }), 27),
      record(opened('e'), 28),
      record(scarfAdded(cart('e'), 'red', 1, 'e1'), 29),
      record(cartEvents.purchased({ ...cart('e'), orderId: 'order-e' }), 30),
      record(cartEvents.quantityChanged({ ...entry('e', 'e1'), quantity: 2 }), 31),
      record(cartEvents.quantityChanged({ ...entry('d', 'd1'), quantity: 3 }), 32),
    ];

    const oneByOne = await rowsAfter([first, second], async (batch, manager) => {
      for (const each of batch) await cartOverviewProjection.apply(each, manager);
    });
    const batched = await rowsAfter([first, second], (batch, manager) => cartOverviewProjection.applyAll!(batch, manager));

    expect(batched).toEqual(oneByOne);
    const at = (second: number) => new Date(OPENED_AT + second * 1000);
    expect(batched.cart_analytics_carts).toEqual([
      { cart_id: 'a', website_id: WEBSITE, kind: 'shopping', status: 'open', currency: 'USD', opened_at: at(0), updated_at: at(24) },
      { cart_id: 'b', website_id: WEBSITE, kind: 'shopping', status: 'purchased', currency: 'USD', opened_at: at(0), updated_at: at(27) },
      { cart_id: 'c', website_id: WEBSITE, kind: 'shopping', status: 'merged', currency: 'USD', opened_at: at(0), updated_at: at(26) },
      { cart_id: 'e', website_id: WEBSITE, kind: 'shopping', status: 'purchased', currency: 'USD', opened_at: at(0), updated_at: at(31) },
    ]);
    expect(batched.cart_analytics_entries).toEqual([
      { cart_id: 'a', entry_id: 'a1', quantity: 5, unit_price_cents: '1400' },
      { cart_id: 'b', entry_id: 'b1', quantity: 1, unit_price_cents: '1500' },
      { cart_id: 'c', entry_id: 'c1', quantity: 6, unit_price_cents: '1800' },
      { cart_id: 'd', entry_id: 'd1', quantity: 3, unit_price_cents: '1500' },
      { cart_id: 'e', entry_id: 'e1', quantity: 2, unit_price_cents: '1500' },
    ]);
  });

  it('writes a batch of 200 adds over 20 carts in a few statements, not two per add', async () => {
    const carts = Array.from({ length: 20 }, (_, i) => `load-${String(i).padStart(2, '0')}`);
    const adds = Array.from({ length: 200 }, (_, i) => record(scarfAdded(cart(carts[i % 20]!), 'red', 1, `entry-${i}`), 100 + i));
    await rowsAfter([carts.map((cartId, i) => record(opened(cartId), i))], (batch, manager) => cartOverviewProjection.applyAll!(batch, manager));

    const statements: string[] = [];
    await db.dataSource.transaction((manager) => cartOverviewProjection.applyAll!(adds, counting(manager, statements)));

    // One INSERT of the entries, one UPDATE of the carts' updated_at.
    expect(statements).toHaveLength(2);
    const [totals] = await db.dataSource.query('SELECT count(*)::int AS entries, sum(quantity)::int AS units FROM cart_analytics_entries');
    expect(totals).toEqual({ entries: 200, units: 200 });
    const updated: Array<{ cart_id: string; updated_at: Date }> = await db.dataSource.query('SELECT cart_id, updated_at FROM cart_analytics_carts ORDER BY cart_id');
    // Each cart at the time of its last add (the tenth, at 100 + 180 + i seconds).
    expect(updated).toEqual(carts.map((cartId, i) => ({ cart_id: cartId, updated_at: new Date(OPENED_AT + (280 + i) * 1000) })));
  });
});
