import type { StockReading } from '@mercato/restock/domain';

/** A variant as restock knows it from the catalog's events. */
export interface RestockVariant {
  readonly websiteId: string;
  readonly productId: string;
  readonly variantId: string;
  readonly stock: StockReading;
}

/** Restock's own read model of the catalog's stock (fed from catalog.events.v1). */
export interface VariantStock {
  variantOf(websiteId: string, productId: string, variantId: string): Promise<RestockVariant | undefined>;
}

export const VARIANT_STOCK = Symbol('VARIANT_STOCK');

export const inStock = (stock: StockReading): boolean => stock.unlimited || stock.qtyInStock > 0;
