import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS, type OptionValue } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import type { RestockVariant, VariantStock } from '@mercato/restock/application';

const variantLabel = (optionValues: readonly OptionValue[]): string => optionValues.map((option) => option.value).join(' / ');

/**
 * Restock's own copy of what it needs from catalog.events.v1: product and variant names, the
 * product page's path and each variant's stock with the product stream version that set it.
 */
export const variantStockProjection: Projection = {
  name: 'restock-variant-stock',
  topics: [EVENT_TOPICS.catalog],
  tables: ['restock_stock_variants', 'restock_stock_products', 'restock_stock_collections'],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    switch (event.$typeName) {
      case 'mercato.catalog.v1.StoreCollectionCreated':
        await manager.query(
          `INSERT INTO restock_stock_collections (collection_id, website_id, url_id) VALUES ($1, $2, $3)
           ON CONFLICT (collection_id) DO UPDATE SET url_id = EXCLUDED.url_id`,
          [event.collectionId, event.websiteId, event.urlId],
        );
        return;
      case 'mercato.catalog.v1.ProductCreated':
        await manager.query(
          `INSERT INTO restock_stock_products (product_id, website_id, collection_id, title, url_id) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (product_id) DO UPDATE SET title = EXCLUDED.title, url_id = EXCLUDED.url_id`,
          [event.itemId, event.websiteId, event.collectionId, event.title, event.urlId],
        );
        return;
      case 'mercato.catalog.v1.ProductVariantAdded':
      case 'mercato.catalog.v1.StockLevelSet': {
        const label = event.$typeName === 'mercato.catalog.v1.ProductVariantAdded' ? variantLabel(event.optionValues) : null;
        await manager.query(
          `INSERT INTO restock_stock_variants (variant_id, product_id, website_id, label, unlimited, qty_in_stock, stock_version) VALUES ($1, $2, $3, coalesce($4, ''), $5, $6, $7)
           ON CONFLICT (variant_id) DO UPDATE SET label = coalesce($4, restock_stock_variants.label), unlimited = EXCLUDED.unlimited,
             qty_in_stock = EXCLUDED.qty_in_stock, stock_version = EXCLUDED.stock_version`,
          [event.variantId, event.itemId, event.websiteId, label, event.unlimited, event.qtyInStock, record.streamVersion],
        );
        return;
      }
      case 'mercato.catalog.v1.StockAdjusted':
        await manager.query('UPDATE restock_stock_variants SET qty_in_stock = $2, stock_version = $3 WHERE variant_id = $1', [event.variantId, event.qtyInStock, record.streamVersion]);
        return;
      default:
        return;
    }
  },
};

interface VariantRow {
  unlimited: boolean;
  qty_in_stock: number;
  stock_version: number;
}

@Injectable()
export class VariantStockReadModel implements VariantStock {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async variantOf(websiteId: string, productId: string, variantId: string): Promise<RestockVariant | undefined> {
    const rows: VariantRow[] = await this.dataSource.query(
      'SELECT unlimited, qty_in_stock, stock_version FROM restock_stock_variants WHERE website_id = $1 AND product_id = $2 AND variant_id = $3',
      [websiteId, productId, variantId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return { websiteId, productId, variantId, stock: { unlimited: row.unlimited, qtyInStock: row.qty_in_stock, version: row.stock_version } };
  }
}
