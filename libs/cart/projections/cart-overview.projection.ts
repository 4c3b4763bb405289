import type { EntityManager } from 'typeorm';
import { rowsByColumn } from '@mercato/database';
import { EVENT_TOPICS, decodeEvent, moneyToMinorUnits, type Money } from '@mercato/contracts';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { LogRecord, Projection } from '@mercato/event-log';
import { kindName } from '@mercato/cart/domain';

const cents = (money: Money | undefined): number => (money ? moneyToMinorUnits(money) : 0);

interface CartRow {
  cart_id: string;
  website_id: string;
  kind: string;
  status: string;
  currency: string;
  opened_at: string;
  updated_at: string;
}

/**
 * What a batch leaves of one cart: a row it inserted (CartOpened, with every later change folded
 * in), or changes to a row from before the batch (status only when the batch set one).
 */
type CartChange = { kind: 'insert'; row: CartRow } | { kind: 'update'; cart_id: string; status?: string; updated_at: string };

/**
 * What a batch leaves of one entry, as `apply` record by record would: a row it inserted (final
 * values; `replaces` when the batch first removed the row from before it), changed columns of a
 * row from before the batch, that row removed, or nothing (added and removed within the batch).
 */
type EntryChange =
  | { kind: 'insert'; quantity: number; unit_price_cents: number; replaces: boolean }
  | { kind: 'update'; quantity?: number; unit_price_cents?: number }
  | { kind: 'delete' }
  | { kind: 'none' };

/** A batch's events folded in log order into the net change per cart and per (cart, entry). */
class OverviewChanges {
  private readonly carts = new Map<string, CartChange>();
  private readonly entries = new Map<string, { cart_id: string; entry_id: string; change: EntryChange }>();

  opened(row: CartRow): void {
    // Changes before it in the batch found no cart row (its CartOpened comes first in its stream).
    this.carts.set(row.cart_id, { kind: 'insert', row });
  }

  /** A later touch moves updated_at and keeps the status; CartPurchased and CartMergedInto set both. */
  touched(cartId: string, at: string, status?: string): void {
    const prior = this.carts.get(cartId);
    if (prior?.kind === 'insert') prior.row = { ...prior.row, updated_at: at, status: status ?? prior.row.status };
    else this.carts.set(cartId, { kind: 'update', cart_id: cartId, updated_at: at, status: status ?? prior?.status });
  }

  entryAdded(cartId: string, entryId: string, quantity: number, unitPriceCents: number): void {
    const prior = this.entryOf(cartId, entryId);
    const replaces = prior.change.kind === 'delete' || (prior.change.kind === 'insert' && prior.change.replaces);
    prior.change = { kind: 'insert', quantity, unit_price_cents: unitPriceCents, replaces };
  }

  /** An UPDATE of the entry: folded into the row the batch inserted, or kept for a row from before it. */
  entryChanged(cartId: string, entryId: string, columns: { quantity: number } | { unit_price_cents: number }): void {
    const prior = this.entryOf(cartId, entryId);
    if (prior.change.kind === 'insert' || prior.change.kind === 'update') prior.change = { ...prior.change, ...columns };
  }

  entryRemoved(cartId: string, entryId: string): void {
    const prior = this.entryOf(cartId, entryId);
    const insertedOnly = (prior.change.kind === 'insert' && !prior.change.replaces) || prior.change.kind === 'none';
    prior.change = insertedOnly ? { kind: 'none' } : { kind: 'delete' };
  }

  /** At most five statements, whatever the batch's size; none for a kind of change it has not. */
  async write(manager: EntityManager): Promise<void> {
    const carts = [...this.carts.values()];
    const entries = [...this.entries.values()];
    const entryKey = ({ cart_id, entry_id }: { cart_id: string; entry_id: string }) => ({ cart_id, entry_id });
    await run(
      manager,
      `INSERT INTO cart_analytics_carts (cart_id, website_id, kind, status, currency, opened_at, updated_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[])`,
      carts.flatMap((change) => (change.kind === 'insert' ? [change.row] : [])),
      ['cart_id', 'website_id', 'kind', 'status', 'currency', 'opened_at', 'updated_at'],
    );
    await run(
      manager,
      `UPDATE cart_analytics_carts c SET status = coalesce(t.status, c.status), updated_at = t.updated_at
         FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS t(cart_id, status, updated_at) WHERE c.cart_id = t.cart_id`,
      carts.flatMap((change) => (change.kind === 'update' ? [{ cart_id: change.cart_id, status: change.status, updated_at: change.updated_at }] : [])),
      ['cart_id', 'status', 'updated_at'],
    );
    // Before the INSERT: an entry removed and added again in the batch is replaced.
    await run(
      manager,
      `DELETE FROM cart_analytics_entries e USING unnest($1::text[], $2::text[]) AS t(cart_id, entry_id)
        WHERE e.cart_id = t.cart_id AND e.entry_id = t.entry_id`,
      entries.flatMap((entry) => (entry.change.kind === 'delete' || (entry.change.kind === 'insert' && entry.change.replaces) ? [entryKey(entry)] : [])),
      ['cart_id', 'entry_id'],
    );
    await run(
      manager,
      `INSERT INTO cart_analytics_entries (cart_id, entry_id, quantity, unit_price_cents)
       SELECT * FROM unnest($1::text[], $2::text[], $3::integer[], $4::bigint[])`,
      entries.flatMap(({ change, ...entry }) => (change.kind === 'insert' ? [{ ...entry, quantity: change.quantity, unit_price_cents: change.unit_price_cents }] : [])),
      ['cart_id', 'entry_id', 'quantity', 'unit_price_cents'],
    );
    await run(
      manager,
      `UPDATE cart_analytics_entries e SET quantity = coalesce(t.quantity, e.quantity), unit_price_cents = coalesce(t.unit_price_cents, e.unit_price_cents)
         FROM unnest($1::text[], $2::text[], $3::integer[], $4::bigint[]) AS t(cart_id, entry_id, quantity, unit_price_cents)
        WHERE e.cart_id = t.cart_id AND e.entry_id = t.entry_id`,
      entries.flatMap(({ change, ...entry }) => (change.kind === 'update' && (change.quantity !== undefined || change.unit_price_cents !== undefined) ? [{ ...entry, quantity: change.quantity, unit_price_cents: change.unit_price_cents }] : [])),
      ['cart_id', 'entry_id', 'quantity', 'unit_price_cents'],
    );
  }

  private entryOf(cartId: string, entryId: string): { cart_id: string; entry_id: string; change: EntryChange } {
    const key = `${cartId}\u0000${entryId}`;
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = { cart_id: cartId, entry_id: entryId, change: { kind: 'update' } }));
    return entry;
  }
}

/** One statement over all rows, a parameter per column (undefined fields become NULL, which the UPDATEs read as "unchanged"); none without rows. */
async function run<Row extends object>(manager: EntityManager, sql: string, rows: readonly Row[], columns: ReadonlyArray<keyof Row>): Promise<void> {
  if (rows.length > 0) await manager.query(sql, rowsByColumn(rows, columns));
}

/** The one decoding of the cart's events, for a single record and for a batch alike. */
async function applyRecords(records: readonly LogRecord[], manager: EntityManager): Promise<void> {
  const changes = new OverviewChanges();
  for (const record of records) {
    const event = decodeEvent(record.eventType, record.data);
    const at = record.recordedAt;
    switch (event.$typeName) {
      case 'mercato.cart.v1.CartOpened':
        changes.opened({
          cart_id: event.cartId,
          website_id: event.websiteId,
          kind: kindName(event.kind),
          status: 'open',
          currency: event.currency,
          opened_at: event.openedAt ? timestampDate(event.openedAt).toISOString() : at,
          updated_at: at,
        });
        break;
      case 'mercato.cart.v1.CartEntryAdded':
        changes.entryAdded(event.cartId, event.entryId, event.quantity, cents(event.unitPrice));
        changes.touched(event.cartId, at);
        break;
      case 'mercato.cart.v1.CartEntryQuantityChanged':
        changes.entryChanged(event.cartId, event.entryId, { quantity: event.quantity });
        changes.touched(event.cartId, at);
        break;
      case 'mercato.cart.v1.CartEntryRepriced':
        changes.entryChanged(event.cartId, event.entryId, { unit_price_cents: cents(event.unitPrice) });
        changes.touched(event.cartId, at);
        break;
      case 'mercato.cart.v1.CartEntryRemoved':
        changes.entryRemoved(event.cartId, event.entryId);
        changes.touched(event.cartId, at);
        break;
      case 'mercato.cart.v1.CartEntryAdditionalFieldsUpdated':
        changes.touched(event.cartId, at);
        break;
      case 'mercato.cart.v1.CartPurchased':
        changes.touched(event.cartId, at, 'purchased');
        break;
      case 'mercato.cart.v1.CartMergedInto':
        // Its entries now count in the site user's cart: the merged one leaves the open carts.
        changes.touched(event.cartId, at, 'merged');
        break;
      default:
        break;
    }
  }
  await changes.write(manager);
}

/**
 * Analysts' read model of carts, fed from cart.events.v1 (Kafka in distributed mode): every cart
 * with its status and entries, so open carts and their value can be summed per site. Times come
 * from the events, so a rebuild leaves the rows the live projection left. A batch (thousands of
 * events when the projection catches up under load) is folded in memory and written in at most
 * five statements, not two per event.
 */
export const cartOverviewProjection: Projection = {
  name: 'cart-overview',
  topics: [EVENT_TOPICS.cart],
  tables: ['cart_analytics_entries', 'cart_analytics_carts'],
  apply: (record, manager) => applyRecords([record], manager),
  applyAll: applyRecords,
};
