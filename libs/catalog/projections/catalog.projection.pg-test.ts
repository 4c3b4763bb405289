import { randomUUID } from 'node:crypto';
import { applyBatch, eventLogMigrations, toLogRecord, type LogRecord } from '@mercato/event-log';
import { eventStoreMigrations, LOG_START, PostgresEventStore, runCommand } from '@mercato/event-store';
import { eventually, openTestDatabase, readModelRows, type TestDatabase } from '@mercato/testing';
import { productStream } from '../application';
import { productStreamId, type ProductCommand } from '../domain';
import { createProductCommand } from '../testing';
import { catalogMigrations } from '@mercato/catalog/infrastructure';
import { catalogProjection } from './catalog.projection';
import { CatalogQueries } from './catalog.queries';

describe('catalog projection', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await openTestDatabase([...eventStoreMigrations, ...eventLogMigrations, ...catalogMigrations]);
    store = new PostgresEventStore(db.dataSource);
  });
  afterAll(() => db.close());

  async function rowsAfter(apply: (records: readonly LogRecord[]) => Promise<void>, records: readonly LogRecord[]) {
    await db.dataSource.query('TRUNCATE catalog_variants, catalog_products, catalog_collections, projection_stream_versions');
    await apply(records);
    return readModelRows(db.dataSource, catalogProjection.tables);
  }

  it('leaves the same rows when a batch folds its stock moves as when each event is applied alone', async () => {
    const itemId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const variant = (variantId: string, sku: string, size: string, unlimited: boolean) => ({
      variantId,
      sku,
      priceCents: 1500,
      salePriceCents: 0,
      onSale: false,
      unlimited,
      qtyInStock: 4,
      optionValues: [{ optionName: 'Size', value: size }],
    });
    const websiteId = 'projection-test';
    const commands: ProductCommand[] = [
      createProductCommand({
        websiteId,
        collectionId: randomUUID(),
        itemId,
        title: 'Folded',
        urlId: 'folded',
        variantOptionOrdering: ['Size'],
        variants: [variant(first, 'F-1', 'S', true), variant(second, 'F-2', 'M', false)],
      }),
      { websiteId, type: 'AdjustStock', variantId: second, delta: 3, reason: 'restock' },
      { websiteId, type: 'ChangeVariantPrice', variantId: second, priceCents: 1200, salePriceCents: 900, onSale: true },
      { websiteId, type: 'SetStockLevel', variantId: second, unlimited: true, qtyInStock: 0 },
      // The fold must carry this `unlimited` over to the adjustment after it.
      { websiteId, type: 'SetStockLevel', variantId: first, unlimited: false, qtyInStock: 9 },
      { websiteId, type: 'AdjustStock', variantId: first, delta: -4, reason: 'sold' },
    ];
    for (const command of commands) await runCommand(store, { stream: productStream, streamId: productStreamId(itemId), command });
    // The log's reading horizon is server-wide: another test file's open transaction may hold it back a moment.
    const records = await eventually(async () => {
      const read = (await store.readLog(LOG_START, { limit: 100 })).events.map(toLogRecord);
      expect(read).toHaveLength(8);
      return read;
    });
    expect(records.map((record) => record.eventType.split('.').at(-1))).toEqual([
      'ProductCreated',
      'ProductVariantAdded',
      'ProductVariantAdded',
      'StockAdjusted',
      'ProductVariantPriceChanged',
      'StockLevelSet',
      'StockLevelSet',
      'StockAdjusted',
    ]);

    const oneByOne = await rowsAfter(async (all) => {
      for (const record of all) await db.dataSource.transaction((manager) => applyBatch(catalogProjection, [record], manager));
    }, records);
    const folded = await rowsAfter((all) => db.dataSource.transaction((manager) => applyBatch(catalogProjection, all, manager)).then(() => undefined), records);

    expect(folded).toEqual(oneByOne);
    const stock = (folded.catalog_variants as Array<{ sku: string; unlimited: boolean; qty_in_stock: number }>).map(({ sku, unlimited, qty_in_stock }) => ({ sku, unlimited, qty_in_stock }));
    expect(stock.sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
      { sku: 'F-1', unlimited: false, qty_in_stock: 5 },
      { sku: 'F-2', unlimited: true, qty_in_stock: 0 },
    ]);
  });

  it('lists a collection’s products only to the website that owns the collection', async () => {
    const [itemId, collectionId] = [randomUUID(), randomUUID()];
    const variants = [{ variantId: randomUUID(), sku: 'T-1', priceCents: 500, salePriceCents: 0, onSale: false, unlimited: true, qtyInStock: 0, optionValues: [] }];
    const command = createProductCommand({ websiteId: 'tenant-a', collectionId, itemId, title: 'Tenant A tea', urlId: 'tea', variants });
    await runCommand(store, { stream: productStream, streamId: productStreamId(itemId), command });
    const records = await eventually(async () => {
      const read = (await store.readLog(LOG_START, { limit: 1000 })).events.map(toLogRecord).filter((record) => record.streamId === productStreamId(itemId));
      expect(read).toHaveLength(2);
      return read;
    });
    await db.dataSource.transaction((manager) => applyBatch(catalogProjection, records, manager));
    // The collection's own row (its StoreCollectionCreated is not what this test is about).
    await db.dataSource.query(
      `INSERT INTO catalog_collections (collection_id, website_id, title, navigation_title, url_id, description, enabled, created_at)
       VALUES ($1, 'tenant-a', 'Shop', 'Shop', 'shop-a', '', true, now())`,
      [collectionId],
    );
    const queries = new CatalogQueries(db.dataSource);
    expect((await queries.productsOf('tenant-a', collectionId)).map((product) => product.title)).toEqual(['Tenant A tea']);
    expect(await queries.productsOf('tenant-b', collectionId)).toEqual([]);
  });
});
