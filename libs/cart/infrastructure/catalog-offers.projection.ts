import type { EntityManager } from 'typeorm';
import { BillingPeriodUnit as ProtoBillingPeriodUnit, EVENT_TOPICS, decodeEvent, moneyToMinorUnits, type Money, type ProductImage, type SubscriptionPlan as ProtoSubscriptionPlan } from '@mercato/contracts';
import type { CartEntryImage } from '@mercato/cart/domain';
import type { LogRecord, Projection } from '@mercato/event-log';
import type { BillingPeriodUnit, SubscriptionPlan } from '@mercato/spec';

const cents = (money: Money | undefined): number => (money ? moneyToMinorUnits(money) : 0);

const UNITS: Readonly<Partial<Record<ProtoBillingPeriodUnit, BillingPeriodUnit>>> = {
  [ProtoBillingPeriodUnit.WEEK]: 'WEEK',
  [ProtoBillingPeriodUnit.MONTH]: 'MONTH',
  [ProtoBillingPeriodUnit.YEAR]: 'YEAR',
};

/** The product's plan as the subscription cart bills it; null without one or with a unit the spec does not name. */
function planOf(plan: ProtoSubscriptionPlan | undefined): SubscriptionPlan | null {
  const unit = plan?.billingPeriod ? UNITS[plan.billingPeriod.unit] : undefined;
  return plan?.billingPeriod && unit ? { billingPeriod: { value: plan.billingPeriod.value, unit }, numBillingCycles: plan.numBillingCycles } : null;
}

/** The first image, the product's main one, as a cart entry keeps it; null without images. */
function mainImageOf(images: readonly ProductImage[]): CartEntryImage | null {
  const main = images[0];
  return main ? { assetUrl: main.assetUrl, altText: main.altText, title: main.title, originalSize: main.originalSize } : null;
}

/** A product of a site whose offer a committed batch may have changed. */
export interface ChangedOffer {
  readonly websiteId: string;
  readonly itemId: string;
}

// Who hears of this process's committed batches: every cart module in the process (tests start several).
const offerListeners = new Set<(changed: readonly ChangedOffer[]) => void>();

/**
 * Calls `listener` with the products of each batch the projection commits in this process (for
 * the offer cache, CachedCatalogOffers); returns the call that stops it.
 */
export function onCatalogOffersCommitted(listener: (changed: readonly ChangedOffer[]) => void): () => void {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
}

/**
 * The cart's own read model of the catalog: what an add needs (title, type, options, prices,
 * stock, main image), so carts never call the catalog service. A digital product without variants gets one
 * unnamed, unlimited variant ('' id and sku) at its digital price.
 */
export const catalogOffersProjection: Projection = {
  name: 'cart-catalog-offers',
  topics: [EVENT_TOPICS.catalog],
  tables: ['cart_catalog_variants', 'cart_catalog_products'],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    switch (event.$typeName) {
      case 'mercato.catalog.v1.ProductCreated':
        await manager.query(
          `INSERT INTO cart_catalog_products (item_id, website_id, title, product_type, currency, option_names, is_subscribable, has_additional_fields_form, subscription_plan, main_image)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [event.itemId, event.websiteId, event.title, event.productType, event.currency, JSON.stringify(event.variantOptionOrdering), event.isSubscribable, event.additionalFieldsFormId !== '', JSON.stringify(planOf(event.subscriptionPlan)), JSON.stringify(mainImageOf(event.images))],
        );
        if (event.digitalPriceMoney) {
          await insertVariant(manager, { itemId: event.itemId, variantId: '', sku: '', priceCents: cents(event.digitalPriceMoney), salePriceCents: cents(event.digitalSalePriceMoney), onSale: event.digitalOnSale, unlimited: true, qtyInStock: 0, attributes: {} });
        }
        return;
      case 'mercato.catalog.v1.ProductVariantAdded':
        await insertVariant(manager, { ...event, priceCents: cents(event.priceMoney), salePriceCents: cents(event.salePriceMoney) });
        return;
      case 'mercato.catalog.v1.ProductVariantPriceChanged':
        await manager.query('UPDATE cart_catalog_variants SET price_cents = $3, sale_price_cents = $4, on_sale = $5 WHERE item_id = $1 AND variant_id = $2', [
          event.itemId,
          event.variantId,
          cents(event.priceMoney),
          cents(event.salePriceMoney),
          event.onSale,
        ]);
        return;
      case 'mercato.catalog.v1.StockAdjusted':
        await manager.query('UPDATE cart_catalog_variants SET qty_in_stock = $3 WHERE item_id = $1 AND variant_id = $2', [event.itemId, event.variantId, event.qtyInStock]);
        return;
      case 'mercato.catalog.v1.StockLevelSet':
        await manager.query('UPDATE cart_catalog_variants SET unlimited = $3, qty_in_stock = $4 WHERE item_id = $1 AND variant_id = $2', [event.itemId, event.variantId, event.unlimited, event.qtyInStock]);
        return;
      default:
        // Stores and categories: nothing a cart needs.
        return;
    }
  },
  committed(records: readonly LogRecord[]): void {
    if (offerListeners.size === 0) return;
    // Every product event, applied or not: dropping an unchanged offer costs one read.
    const changed = records.flatMap((record): ChangedOffer[] => {
      const event = decodeEvent(record.eventType, record.data);
      return 'itemId' in event && 'websiteId' in event ? [{ websiteId: event.websiteId, itemId: event.itemId }] : [];
    });
    if (changed.length > 0) for (const listener of offerListeners) listener(changed);
  },
};

interface VariantRow {
  readonly itemId: string;
  readonly variantId: string;
  readonly sku: string;
  readonly priceCents: number;
  readonly salePriceCents: number;
  readonly onSale: boolean;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  readonly attributes: Readonly<Record<string, string>>;
}

function insertVariant(manager: EntityManager, variant: VariantRow): Promise<unknown> {
  return manager.query(
    `INSERT INTO cart_catalog_variants (item_id, variant_id, position, sku, price_cents, sale_price_cents, on_sale, unlimited, qty_in_stock, attributes)
     VALUES ($1, $2, (SELECT count(*) FROM cart_catalog_variants WHERE item_id = $1), $3, $4, $5, $6, $7, $8, $9)`,
    [variant.itemId, variant.variantId, variant.sku, variant.priceCents, variant.salePriceCents, variant.onSale, variant.unlimited, variant.qtyInStock, JSON.stringify(variant.attributes)],
  );
}
