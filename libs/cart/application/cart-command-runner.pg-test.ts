import { eventStoreMigrations, loadState, PostgresEventStore } from '@mercato/event-store';
import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { cartMigrations, PostgresCartViews } from '@mercato/cart/infrastructure';
import { SCARF, WEBSITE, addEntry } from '@mercato/cart/testing';
import { CartCommandRunner } from './cart-command-runner';
import { cartStream, cartStreamId } from './cart.stream';

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
});
