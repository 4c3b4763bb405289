import { eventStoreMigrations } from '@mercato/event-store';
import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { CART_STATE_VERSION } from '@mercato/cart/application';
import { SCARF, WEBSITE } from '@mercato/cart/testing';
import { cartMigrations } from './migrations';
import { CartViewEntries1796000300000 } from './migrations/1796000300000-cart-view-entries';
import { PostgresCartViews } from './postgres-cart-views';

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
