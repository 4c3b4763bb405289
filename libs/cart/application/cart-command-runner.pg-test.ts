import { eventStoreMigrations, loadState, PostgresEventStore } from '@mercato/event-store';
import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { cartMigrations, PostgresCartViews } from '@mercato/cart/infrastructure';
import { SCARF, WEBSITE, addEntry } from '@mercato/cart/testing';
import { CartCommandRunner } from './cart-command-runner';
import { cartStream, cartStreamId } from './cart.stream';

const variant = (n: number) => ({ variantId: `v${n}`, sku: `SKU-${n}`, attributes: { Size: String(n) }, unitPriceCents: 100 + n, unlimited: true, qtyInStock: 0 });
const SIZES = { ...SCARF, itemId: 'sizes', optionNames: ['Size'], variants: Array.from({ length: 6 }, (_, n) => variant(n)) };

/**
 * Two runners on one database stand for two replicas of the cart service: each queues its own
 * commands, and they race each other for the cart's stream version.
 */
describe('CartCommandRunner', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let views: PostgresCartViews;

  beforeAll(async () => {
    db = await openTestDatabase([...eventStoreMigrations, ...cartMigrations]);
    store = new PostgresEventStore(db.dataSource);
    views = new PostgresCartViews(db.dataSource);
  });
  afterAll(() => db.close());

  it('loses no add when two replicas add the same variant to one cart at once: the loser of a version race decides again', async () => {
    const replicas = [new CartCommandRunner(store, views), new CartCommandRunner(store, views)];
    const cartId = '00000000-0000-4000-8000-000000000001';
    const grey = { ...addEntry({ cartId, sku: 'SCARF-GREY' }), product: SCARF };
    await replicas[0]!.run(cartId, { ...grey, entryId: 'first' });
    await Promise.all(Array.from({ length: 20 }, (_, i) => replicas[i % 2]!.run(cartId, { ...grey, entryId: `e${i}` })));
    const { state, version } = await loadState(store, cartStream, cartStreamId(cartId));
    expect(state.status === 'open' && state.entries.map((entry) => [entry.entryId, entry.quantity])).toEqual([['first', 21]]);
    expect(version).toBe(22);
    // The view written with the last append is the stream's state.
    expect(await views.read(WEBSITE, cartId)).toEqual(state);
    expect(await views.readVersioned(cartId)).toEqual({ state, version: 22 });
    expect(await views.read('another-site', cartId)).toEqual({ status: 'absent' });
  });

  it("decides again on the stored cart when the state it remembers from its own last append is another replica's past", async () => {
    const [a, b] = [new CartCommandRunner(store, views), new CartCommandRunner(store, views)];
    const cartId = '00000000-0000-4000-8000-000000000002';
    const red = { ...addEntry({ cartId, sku: 'SCARF-RED' }), product: SCARF };
    // A holds all 3 red scarves in stock; B, another replica, then takes 2 out of the cart.
    await a.run(cartId, { ...red, entryId: 'red', quantity: 3 });
    await b.run(cartId, { type: 'ChangeQuantity', websiteId: WEBSITE, entryId: 'red', quantity: 1, product: SCARF });
    // On A's remembered cart (3 held) the add would be refused for stock; on the stored one (1 held) it fits.
    const added = await a.run(cartId, { ...red, entryId: 'red-again', quantity: 2 });
    expect(added.state.status === 'open' && added.state.entries.map((entry) => entry.quantity)).toEqual([3]);
    // And a change that is no change on A's past state (quantity 3 already) is one on the stored state.
    await b.run(cartId, { type: 'ChangeQuantity', websiteId: WEBSITE, entryId: 'red', quantity: 1, product: SCARF });
    const changed = await a.run(cartId, { type: 'ChangeQuantity', websiteId: WEBSITE, entryId: 'red', quantity: 3, product: SCARF });
    expect(changed.events).toHaveLength(1);
    expect(await views.readVersioned(cartId)).toEqual({ state: changed.state, version: 6 });
  });

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
