import type { EntityManager } from 'typeorm';
import { decodeEvent, moneyToMinorUnits, EVENT_TOPICS, type Money } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';

const cents = (money: Money | undefined) => (money ? moneyToMinorUnits(money) : 0);

/**
 * Builds the catalog read model. Every column comes from the event (timestamps from the time the
 * event was recorded), so a rebuild gives the same rows as the live projection.
 */
export const catalogProjection: Projection = {
  name: 'catalog',
  topics: [EVENT_TOPICS.catalog],
  tables: ['catalog_variants', 'catalog_products', 'catalog_collections'],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    const at = record.recordedAt;
    switch (event.$typeName) {
      case 'mercato.catalog.v1.StoreCollectionCreated':
        await manager.query(
          `INSERT INTO catalog_collections (collection_id, website_id, title, navigation_title, url_id, description, enabled, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [event.collectionId, event.websiteId, event.title, event.navigationTitle, event.urlId, event.description, event.enabled, at],
        );
        return;
      case 'mercato.catalog.v1.StoreCategoryCreated':
        await manager.query('UPDATE catalog_collections SET root_category = $2 WHERE collection_id = $1', [
          event.collectionId,
          JSON.stringify({
            id: event.categoryId,
            displayName: event.displayName,
            parentCategoryId: event.parentCategoryId,
            type: event.type,
            pageRendering: event.pageRendering,
            displayIndex: event.displayIndex,
          }),
        ]);
        return;
      case 'mercato.catalog.v1.ProductCreated':
        await manager.query(
          `INSERT INTO catalog_products (item_id, website_id, collection_id, title, url_id, description, product_type, currency,
             variant_option_ordering, is_subscribable, subscription_plan, digital, images, additional_fields_form_id,
             use_custom_add_button_text, custom_add_button_text, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
          [
            event.itemId,
            event.websiteId,
            event.collectionId,
            event.title,
            event.urlId,
            event.description,
            event.productType,
            event.currency,
            JSON.stringify(event.variantOptionOrdering),
            event.isSubscribable,
            event.subscriptionPlan
              ? JSON.stringify({
                  billingPeriod: { value: event.subscriptionPlan.billingPeriod?.value ?? 0, unit: BILLING_UNIT_NAMES[event.subscriptionPlan.billingPeriod?.unit ?? 0] },
                  numBillingCycles: event.subscriptionPlan.numBillingCycles,
                })
              : null,
            event.digitalPriceMoney
              ? JSON.stringify({ priceCents: cents(event.digitalPriceMoney), salePriceCents: cents(event.digitalSalePriceMoney), onSale: event.digitalOnSale })
              : null,
            JSON.stringify(event.images.map((image) => ({ assetUrl: image.assetUrl, altText: image.altText, title: image.title, ...(image.originalSize ? { originalSize: image.originalSize } : {}) }))),
            event.additionalFieldsFormId,
            event.useCustomAddButtonText,
            event.customAddButtonText,
            at,
          ],
        );
        return;
      case 'mercato.catalog.v1.ProductVariantAdded':
        await manager.query(
          `INSERT INTO catalog_variants (item_id, variant_id, website_id, position, sku, price_cents, sale_price_cents, currency,
             on_sale, unlimited, qty_in_stock, attributes, option_values, updated_at, image_asset_url)
           VALUES ($1, $2, $3, (SELECT count(*) FROM catalog_variants WHERE item_id = $1), $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            event.itemId,
            event.variantId,
            event.websiteId,
            event.sku,
            cents(event.priceMoney),
            cents(event.salePriceMoney),
            event.priceMoney?.currency ?? '',
            event.onSale,
            event.unlimited,
            event.qtyInStock,
            JSON.stringify(event.attributes),
            JSON.stringify(event.optionValues.map((option) => ({ optionName: option.optionName, value: option.value }))),
            at,
            event.imageAssetUrl,
          ],
        );
        await touchProduct(manager, event.itemId, at);
        return;
      case 'mercato.catalog.v1.ProductVariantPriceChanged':
        await manager.query(
          'UPDATE catalog_variants SET price_cents = $3, sale_price_cents = $4, on_sale = $5, updated_at = $6 WHERE item_id = $1 AND variant_id = $2',
          [event.itemId, event.variantId, cents(event.priceMoney), cents(event.salePriceMoney), event.onSale, at],
        );
        await touchProduct(manager, event.itemId, at);
        return;
      case 'mercato.catalog.v1.ProductMerchandisingSet':
        await manager.query('UPDATE catalog_products SET merchandising = $2, updated_at = $3 WHERE item_id = $1', [
          event.itemId,
          JSON.stringify({
            scarcityEnabled: event.scarcityEnabled,
            scarcityText: event.scarcityText,
            scarcityShownByDefault: event.scarcityShownByDefault,
            customSoldOutText: event.customSoldOutText,
            mailingListSignUpEnabled: event.mailingListSignUpEnabled,
            mailingListOptInByDefault: event.mailingListOptInByDefault,
            restockSuccessText: event.restockSuccessText,
          }),
          at,
        ]);
        return;
      case 'mercato.catalog.v1.StockAdjusted':
        await manager.query('UPDATE catalog_variants SET qty_in_stock = $3, updated_at = $4 WHERE item_id = $1 AND variant_id = $2', [
          event.itemId,
          event.variantId,
          event.qtyInStock,
          at,
        ]);
        return;
      case 'mercato.catalog.v1.StockLevelSet':
        await manager.query('UPDATE catalog_variants SET unlimited = $3, qty_in_stock = $4, updated_at = $5 WHERE item_id = $1 AND variant_id = $2', [
          event.itemId,
          event.variantId,
          event.unlimited,
          event.qtyInStock,
          at,
        ]);
        return;
      default:
        // Events of other contexts never arrive on this topic; a new catalog event needs a case here.
        return;
    }
  },
  /** Stock moves in a row (the bulk of the catalog's events) become one UPDATE; the rest go one by one. */
  async applyAll(records: readonly LogRecord[], manager: EntityManager): Promise<void> {
    let stockRun: StockLevel[] = [];
    for (const record of records) {
      const stock = stockLevelOf(record);
      if (stock) {
        stockRun.push(stock);
        continue;
      }
      await setStockLevels(manager, stockRun);
      stockRun = [];
      await this.apply(record, manager);
    }
    await setStockLevels(manager, stockRun);
  },
};

/** A variant's stock as one event leaves it; `unlimited` only when the event sets it. */
interface StockLevel {
  readonly itemId: string;
  readonly variantId: string;
  readonly qtyInStock: number;
  readonly unlimited?: boolean;
  readonly at: string;
}

function stockLevelOf(record: LogRecord): StockLevel | undefined {
  if (record.eventType !== 'StockAdjusted' && record.eventType !== 'StockLevelSet') return undefined;
  const event = decodeEvent(record.eventType, record.data);
  const at = record.recordedAt;
  switch (event.$typeName) {
    case 'mercato.catalog.v1.StockAdjusted':
      return { itemId: event.itemId, variantId: event.variantId, qtyInStock: event.qtyInStock, at };
    case 'mercato.catalog.v1.StockLevelSet':
      return { itemId: event.itemId, variantId: event.variantId, qtyInStock: event.qtyInStock, unlimited: event.unlimited, at };
    default:
      return undefined;
  }
}

/**
 * Stock events in log order, as one UPDATE: each variant ends at its last event's quantity and
 * time, and at the `unlimited` of its last event that set it (the rows `apply` would leave).
 */
async function setStockLevels(manager: EntityManager, levels: readonly StockLevel[]): Promise<void> {
  if (levels.length === 0) return;
  const last = new Map<string, { itemId: string; variantId: string; qtyInStock: number; unlimited: boolean | null; at: string }>();
  for (const level of levels) {
    const key = `${level.itemId}\u0000${level.variantId}`;
    const unlimited = level.unlimited ?? last.get(key)?.unlimited ?? null;
    last.set(key, { itemId: level.itemId, variantId: level.variantId, qtyInStock: level.qtyInStock, unlimited, at: level.at });
  }
  const rows = [...last.values()];
  await manager.query(
    `UPDATE catalog_variants v
        SET qty_in_stock = s.qty_in_stock, unlimited = coalesce(s.unlimited, v.unlimited), updated_at = s.at
       FROM unnest($1::text[], $2::text[], $3::integer[], $4::boolean[], $5::timestamptz[]) AS s(item_id, variant_id, qty_in_stock, unlimited, at)
      WHERE v.item_id = s.item_id AND v.variant_id = s.variant_id`,
    [rows.map((r) => r.itemId), rows.map((r) => r.variantId), rows.map((r) => r.qtyInStock), rows.map((r) => r.unlimited), rows.map((r) => r.at)],
  );
}

const BILLING_UNIT_NAMES = ['UNSPECIFIED', 'WEEK', 'MONTH', 'YEAR'] as const;

function touchProduct(manager: EntityManager, itemId: string, at: string): Promise<unknown> {
  return manager.query('UPDATE catalog_products SET updated_at = $2 WHERE item_id = $1', [itemId, at]);
}
