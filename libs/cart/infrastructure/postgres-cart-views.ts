import type { DataSource } from 'typeorm';
import type { InlineWrite } from '@mercato/event-store';
import type { CartEntry, CartState } from '@mercato/cart/domain';
import { CART_STATE_VERSION, type CartViews, type VersionedCart } from '@mercato/cart/application';

type StoredCart = Exclude<CartState, { status: 'absent' }>;

/** An entry row to write: `position` null for an entry new to the cart (placed after all others), -1 to keep the row's place. */
interface EntryRow {
  readonly entry_id: string;
  readonly position: number | null;
  readonly ordinal: number;
  readonly entry: CartEntry;
}

const KEEP_POSITION = -1;
// New entries go after every entry the cart had: positions written at the stream's version v are
// v * this + ordinal, above any earlier version's (and above the 0..n-1 of a whole rewrite).
const POSITIONS_PER_VERSION = 10_000;

const ENTRIES_OF_VIEW = '(SELECT json_agg(e.entry ORDER BY e.position) FROM cart_view_entries e WHERE e.cart_id = v.cart_id) AS entries';

/**
 * CartViews on two tables: cart_views (one row per cart: the state without its entries, and the
 * stream version) and cart_view_entries (a row per entry, in the cart's order). An add writes the
 * cart's row and the entries it changed, not the whole cart again: a cart of 80 entries was 20 KB
 * rewritten per add, most of the database's work on the add path (tests/load/RESULTS.md).
 */
export class PostgresCartViews implements CartViews {
  constructor(private readonly dataSource: DataSource) {}

  writeWithAppend(state: StoredCart, storedAs?: StoredCart): InlineWrite {
    const { entries, ...cart } = state;
    const stored = storedAs?.entries;
    const rows: EntryRow[] = [];
    // An add or a change leaves the stored entries in their places: they are compared place by place,
    // and only an entry out of place (after a removal) is looked up among all the stored ones.
    let lookup: { entries: ReadonlySet<CartEntry>; ids: ReadonlySet<string> } | undefined;
    const storedLookup = (all: readonly CartEntry[]) => (lookup ??= { entries: new Set(all), ids: new Set(all.map((entry) => entry.entryId)) });
    let inPlace = 0;
    entries.forEach((entry, index) => {
      const atPlace = stored?.[index];
      const sameEntry = atPlace?.entryId === entry.entryId;
      if (sameEntry) inPlace++;
      if (atPlace === entry) return;
      // Without the stored state the entries are rewritten whole, in the cart's order.
      if (!stored) return void rows.push({ entry_id: entry.entryId, position: index, ordinal: rows.length, entry });
      if (!sameEntry && storedLookup(stored).entries.has(entry)) return;
      const position = sameEntry || storedLookup(stored).ids.has(entry.entryId) ? KEEP_POSITION : null;
      rows.push({ entry_id: entry.entryId, position, ordinal: rows.length, entry });
    });
    const ids = entries.map((entry) => entry.entryId);
    let current: ReadonlySet<string> | undefined;
    // Every stored entry still in its place: none was removed.
    const removesSome = !stored || (inPlace < stored.length && stored.some((entry) => !(current ??= new Set(ids)).has(entry.entryId)));
    // Only when the append claimed its version (the claim's row); at the stream's new version.
    const statements = [
      `INSERT INTO cart_views (cart_id, website_id, version, state_version, state)
       SELECT $6, $7, version, $8, $9::json FROM claimed
       ON CONFLICT (cart_id) DO UPDATE SET version = EXCLUDED.version, state_version = EXCLUDED.state_version, state = EXCLUDED.state, updated_at = now()
       WHERE cart_views.version < EXCLUDED.version`,
    ];
    const params: unknown[] = [state.cartId, state.websiteId, CART_STATE_VERSION, JSON.stringify(cart)];
    if (rows.length > 0) {
      params.push(JSON.stringify(rows));
      statements.push(
        `INSERT INTO cart_view_entries (cart_id, entry_id, position, entry)
         SELECT $6, r.entry_id, coalesce(r.position, c.version::bigint * ${POSITIONS_PER_VERSION} + r.ordinal), r.entry
           FROM claimed c, json_to_recordset($${params.length + 5}::json) AS r(entry_id text, position bigint, ordinal integer, entry json)
         ON CONFLICT (cart_id, entry_id) DO UPDATE
           SET entry = EXCLUDED.entry, position = CASE WHEN EXCLUDED.position = ${KEEP_POSITION} THEN cart_view_entries.position ELSE EXCLUDED.position END`,
      );
    }
    if (removesSome) {
      params.push(ids);
      statements.push(`DELETE FROM cart_view_entries WHERE cart_id = $6 AND NOT (entry_id = ANY($${params.length + 5}::text[])) AND EXISTS (SELECT 1 FROM claimed)`);
    }
    return { statements, params };
  }

  async read(websiteId: string, cartId: string): Promise<CartState> {
    const rows: StoredRow[] = await this.dataSource.query(`SELECT v.state, ${ENTRIES_OF_VIEW} FROM cart_views v WHERE v.cart_id = $1 AND v.website_id = $2 AND v.state_version = $3`, [
      cartId,
      websiteId,
      CART_STATE_VERSION,
    ]);
    return rows[0] ? cartOf(rows[0]) : { status: 'absent' };
  }

  async readVersioned(cartId: string): Promise<VersionedCart | undefined> {
    const rows: Array<StoredRow & { version: number }> = await this.dataSource.query(
      `SELECT v.state, v.version, ${ENTRIES_OF_VIEW} FROM cart_views v WHERE v.cart_id = $1 AND v.state_version = $2`,
      [cartId, CART_STATE_VERSION],
    );
    return rows[0] ? { state: cartOf(rows[0]), version: rows[0].version } : undefined;
  }
}

interface StoredRow {
  readonly state: Omit<StoredCart, 'entries'>;
  readonly entries: CartEntry[] | null;
}

const cartOf = (row: StoredRow): CartState => ({ ...row.state, entries: row.entries ?? [] }) as StoredCart;
