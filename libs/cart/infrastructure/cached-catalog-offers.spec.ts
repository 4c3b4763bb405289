import type { ProductOffer } from '@mercato/cart/domain';
import type { CatalogOffers } from '@mercato/cart/application';
import { CachedCatalogOffers } from './cached-catalog-offers';
import type { ChangedOffer } from './catalog-offers.projection';

const offer = (itemId: string, qtyInStock: number): ProductOffer => ({
  itemId,
  title: `Product ${itemId}`,
  productType: 1,
  currency: 'USD',
  optionNames: [],
  isSubscribable: false,
  hasAdditionalFieldsForm: false,
  variants: [{ variantId: 'v1', sku: 'SKU', attributes: {}, unitPriceCents: 1000, unlimited: false, qtyInStock }],
});

/** The cart's catalog tables as a map, counting reads; a read can be told to fail or be held open. */
function offersTable(stock: Record<string, number>) {
  const reads: string[] = [];
  let failure: Error | undefined;
  const table: CatalogOffers = {
    offerOf: async (websiteId, itemId) => {
      reads.push(`${websiteId}/${itemId}`);
      if (failure) throw failure;
      return websiteId === 'site-1' && stock[itemId] !== undefined ? offer(itemId, stock[itemId]) : undefined;
    },
    pricesOf: async () => [],
    subscriptionPlanOf: async () => null,
  };
  return { table, reads, fail: (error: Error | undefined) => (failure = error) };
}

/** Stands in for onCatalogOffersCommitted: `commit` tells the cache what a committed batch changed. */
function projectionBatches() {
  const listeners = new Set<(changed: readonly ChangedOffer[]) => void>();
  return {
    follow: (listener: (changed: readonly ChangedOffer[]) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    commit: (changed: readonly ChangedOffer[]) => listeners.forEach((listener) => listener(changed)),
    listening: () => listeners.size,
  };
}

describe('CachedCatalogOffers', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000));

  it('reuses an offer until it is older than the ttl, then reads it again', async () => {
    const stock: Record<string, number> = { 'item-1': 5 };
    const { table, reads } = offersTable(stock);
    const offers = new CachedCatalogOffers(table, { ttlMs: 1000, maxOffers: 10 }, now);

    expect((await offers.offerOf('site-1', 'item-1'))?.variants[0]?.qtyInStock).toBe(5);
    stock['item-1'] = 2;
    clock += 999;
    expect((await offers.offerOf('site-1', 'item-1'))?.variants[0]?.qtyInStock).toBe(5);
    clock += 1;
    expect((await offers.offerOf('site-1', 'item-1'))?.variants[0]?.qtyInStock).toBe(2);
    expect(reads).toEqual(['site-1/item-1', 'site-1/item-1']);
  });

  it('remembers "no such product" like an offer, per site', async () => {
    const { table, reads } = offersTable({ 'item-1': 5 });
    const offers = new CachedCatalogOffers(table, { ttlMs: 1000, maxOffers: 10 }, now);

    expect(await offers.offerOf('site-1', 'missing')).toBeUndefined();
    expect(await offers.offerOf('site-1', 'missing')).toBeUndefined();
    expect(await offers.offerOf('site-2', 'item-1')).toBeUndefined();
    expect(await offers.offerOf('site-1', 'item-1')).toBeDefined();
    expect(reads).toEqual(['site-1/missing', 'site-2/item-1', 'site-1/item-1']);
  });

  it("reads a product again at once after the projection's batch that changed it commits, other products still cached", async () => {
    const stock: Record<string, number> = { 'item-1': 5, 'item-2': 7 };
    const { table, reads } = offersTable(stock);
    const batches = projectionBatches();
    const offers = new CachedCatalogOffers(table, { ttlMs: 1000, maxOffers: 10 }, now).follow(batches.follow);
    await offers.offerOf('site-1', 'item-1');
    await offers.offerOf('site-1', 'item-2');

    stock['item-1'] = 0;
    batches.commit([{ websiteId: 'site-1', itemId: 'item-1' }]);

    expect((await offers.offerOf('site-1', 'item-1'))?.variants[0]?.qtyInStock).toBe(0);
    expect((await offers.offerOf('site-1', 'item-2'))?.variants[0]?.qtyInStock).toBe(7);
    expect(reads).toEqual(['site-1/item-1', 'site-1/item-2', 'site-1/item-1']);
  });

  it('does not keep a read that was under way when the change committed (it may have read the old row)', async () => {
    const stock: Record<string, number> = { 'item-1': 5 };
    let release = () => {};
    const { table } = offersTable(stock);
    const held: CatalogOffers = { ...table, offerOf: async (websiteId, itemId) => {
      const before = await table.offerOf(websiteId, itemId);
      await new Promise<void>((resolve) => (release = resolve));
      return before;
    } };
    const batches = projectionBatches();
    const offers = new CachedCatalogOffers(held, { ttlMs: 1000, maxOffers: 10 }, now).follow(batches.follow);

    const racing = offers.offerOf('site-1', 'item-1');
    await Promise.resolve();
    stock['item-1'] = 1;
    batches.commit([{ websiteId: 'site-1', itemId: 'item-1' }]);
    release();
    expect((await racing)?.variants[0]?.qtyInStock).toBe(5);

    const next = offers.offerOf('site-1', 'item-1');
    await Promise.resolve();
    release();
    expect((await next)?.variants[0]?.qtyInStock).toBe(1);
  });

  it('lets concurrent adds of one product share a single read', async () => {
    const { table, reads } = offersTable({ 'item-1': 5 });
    const offers = new CachedCatalogOffers(table, { ttlMs: 1000, maxOffers: 10 }, now);

    const answers = await Promise.all([offers.offerOf('site-1', 'item-1'), offers.offerOf('site-1', 'item-1'), offers.offerOf('site-1', 'item-1')]);

    expect(answers.map((answer) => answer?.itemId)).toEqual(['item-1', 'item-1', 'item-1']);
    expect(reads).toEqual(['site-1/item-1']);
  });

  it('does not keep a failed read: the next add reads again', async () => {
    const { table, reads, fail } = offersTable({ 'item-1': 5 });
    const offers = new CachedCatalogOffers(table, { ttlMs: 1000, maxOffers: 10 }, now);

    fail(new Error('database unavailable'));
    await expect(offers.offerOf('site-1', 'item-1')).rejects.toThrow('database unavailable');
    fail(undefined);
    expect(await offers.offerOf('site-1', 'item-1')).toBeDefined();
    expect(reads).toHaveLength(2);
  });

  it('remembers at most maxOffers products, forgetting the earliest first', async () => {
    const { table, reads } = offersTable({ a: 1, b: 2, c: 3 });
    const offers = new CachedCatalogOffers(table, { ttlMs: 1000, maxOffers: 2 }, now);

    for (const itemId of ['a', 'b', 'c', 'c', 'b', 'a']) await offers.offerOf('site-1', itemId);

    expect(reads).toEqual(['site-1/a', 'site-1/b', 'site-1/c', 'site-1/a']);
  });

  it('stops listening to the projection when the module closes', () => {
    const batches = projectionBatches();
    const offers = new CachedCatalogOffers(offersTable({}).table, { ttlMs: 1000, maxOffers: 10 }, now).follow(batches.follow);
    expect(batches.listening()).toBe(1);
    offers.onModuleDestroy();
    expect(batches.listening()).toBe(0);
  });
});
