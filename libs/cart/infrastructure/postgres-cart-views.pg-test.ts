import { eventStoreMigrations, loadState, PostgresEventStore } from '@mercato/event-store';
import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { CartCommandRunner, cartStream, cartStreamId, CART_STATE_VERSION } from '@mercato/cart/application';
import { SCARF, WEBSITE, addEntry } from '@mercato/cart/testing';
import { cartMigrations } from './migrations';
import { CartViewEntries1796000300000 } from './migrations/1796000300000-cart-view-entries';
import { PostgresCartViews } from './postgres-cart-views';

const variant = (n: number) => ({ variantId: `v${n}`, sku: `SKU-${n}`, attributes: { Size: String(n) }, unitPriceCents: 100 + n, unlimited: true, qtyInStock: 0 });
const SIZES = { ...SCARF, itemId: 'sizes', optionNames: ['Size'], variants: Array.from({ length: 6 }, (_, n) => variant(n)) };

describe('PostgresCartViews', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let views: PostgresCartViews;

  beforeAll(async () => {
    db = await openTestDatabase([...eventStoreMigrations, ...cartMigrations]);
    store = new PostgresEventStore(db.dataSource);
    views = new PostgresCartViews(db.dataSource);
  });
  afterAll(() => db.close());

  const folded = (cartId: string) => loadState(store, cartStream, cartStreamId(cartId));
  const add = (runner: CartCommandRunner, cartId: string, n: number, entryId = `e${n}`) => runner.run(cartId, { ...addEntry({ cartId, entryId, sku: `SKU-${n}` }), product: SIZES });
  const change = (runner: CartCommandRunner, cartId: string, entryId: string, quantity: number) =>
    runner.run(cartId, { type: 'ChangeQuantity', websiteId: WEBSITE, entryId, quantity, product: SIZES });
  const remove = (runner: CartCommandRunner, cartId: string, entryId: string) => runner.run(cartId, { type: 'RemoveEntry', websiteId: WEBSITE, entryId });

  it('holds the folded stream, entries in order, through adds, changes, removals and another replica\'s changes', async () => {
    const [a, b] = [new CartCommandRunner(store, views), new CartCommandRunner(store, views)];
    const cartId = '00000000-0000-4000-8000-0000000000a1';
    const steps = [
      () => add(a, cartId, 0),
      () => add(a, cartId, 1),
      () => add(a, cartId, 2),
      () => change(a, cartId, 'e1', 5),
      () => remove(a, cartId, 'e0'),
      // B's first command reads the view; A's next one loses the race on its remembered state and rewrites the view whole.
      () => add(b, cartId, 3),
      () => add(a, cartId, 4),
      () => remove(b, cartId, 'e2'),
      () => change(a, cartId, 'e3', 2),
      () => add(a, cartId, 0, 'e0-again'),
    ];
    for (const step of steps) {
      await step();
      const { state, version } = await folded(cartId);
      expect(await views.readVersioned(cartId)).toEqual({ state, version });
    }
    const { state } = await folded(cartId);
    expect(state.status === 'open' && state.entries.map((entry) => [entry.entryId, entry.quantity])).toEqual([
      ['e1', 5],
      ['e3', 2],
      ['e4', 1],
      ['e0-again', 1],
    ]);
  });

  it("writes an add's entry only: the cart's other entries are left as they were", async () => {
    const runner = new CartCommandRunner(store, views);
    const cartId = '00000000-0000-4000-8000-0000000000a2';
    for (const n of [0, 1, 2]) await add(runner, cartId, n);
    const rowVersions = () => db.dataSource.query<Array<{ entry_id: string; xmin: string }>>('SELECT entry_id, xmin::text FROM cart_view_entries WHERE cart_id = $1 ORDER BY entry_id', [cartId]);
    const before = await rowVersions();
    await add(runner, cartId, 3);
    await change(runner, cartId, 'e1', 4);
    const after = await rowVersions();
    expect(after.map((row) => row.entry_id)).toEqual(['e0', 'e1', 'e2', 'e3']);
    expect(after.filter((row) => before.some((old) => old.entry_id === row.entry_id && old.xmin === row.xmin)).map((row) => row.entry_id)).toEqual(['e0', 'e2']);
  });
});

describe('CartViewEntries1796000300000', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase([...eventStoreMigrations, ...cartMigrations.filter((migration) => migration !== CartViewEntries1796000300000)]);
  });
  afterAll(() => db.close());

  it('splits a view stored whole into its entries, in their order, and the cart reads as before', async () => {
    const entries = [2, 0, 1].map((n) => ({ entryId: `e${n}`, itemId: 'sizes', variantId: `v${n}`, sku: `SKU-${n}`, attributes: {}, quantity: n + 1, additionalFields: '', title: 'Sizes', productType: SCARF.productType, unitPriceCents: 100 }));
    const state = { status: 'open', websiteId: WEBSITE, cartId: 'old-cart', kind: 'shopping', currency: 'USD', created: 1, entries };
    await db.dataSource.query('INSERT INTO cart_views (cart_id, website_id, version, state_version, state) VALUES ($1, $2, 4, $3, $4::json)', ['old-cart', WEBSITE, CART_STATE_VERSION, JSON.stringify(state)]);
    const runner = db.dataSource.createQueryRunner();
    await new CartViewEntries1796000300000().up(runner);
    await runner.release();
    const views = new PostgresCartViews(db.dataSource);
    expect(await views.readVersioned('old-cart')).toEqual({ state, version: 4 });
    expect(await views.read(WEBSITE, 'old-cart')).toEqual(state);
  });
});
