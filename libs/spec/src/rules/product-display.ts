import { ProductType } from '../enums/product';

export type ProductDisplayStatus = 'sold-out' | 'on-sale' | 'none';

export interface VariantStock {
  readonly unlimited: boolean;
  readonly qtyInStock: number;
}

export interface DisplayedProduct {
  readonly productType: ProductType;
  /** Digital items carry the sale flag on the product itself. */
  readonly onSale?: boolean;
  readonly variants: ReadonlyArray<VariantStock & { readonly onSale: boolean }>;
}

/** Only stock-keeping product types can run out; digital, gift card and paywall items never do. */
const STOCKED_PRODUCT_TYPES: ReadonlySet<ProductType> = new Set([ProductType.PHYSICAL, ProductType.SERVICE]);

export function isStockKeeping(productType: ProductType): boolean {
  return STOCKED_PRODUCT_TYPES.has(productType);
}

export function isVariantInStock(variant: VariantStock): boolean {
  return variant.unlimited || variant.qtyInStock > 0;
}

/** Spec §4 "Product display": sold out wins over sale in the label. */
export function productDisplayStatus(product: DisplayedProduct): ProductDisplayStatus {
  if (isStockKeeping(product.productType) && !product.variants.some(isVariantInStock)) return 'sold-out';
  if (product.onSale || product.variants.some((variant) => variant.onSale)) return 'on-sale';
  return 'none';
}

/**
 * Spec §5: before adding an item with additional fields, stock is enough when any stock result is
 * unlimited or has more than the quantity of that item and variant already in the cart.
 */
export function hasStockBeyondCart(stockResults: readonly VariantStock[], quantityAlreadyInCart: number): boolean {
  return stockResults.some((result) => result.unlimited || result.qtyInStock > quantityAlreadyInCart);
}

/** Spec §5 "Variant not in stock": what the cart holds of the item and variant plus the new units must be in stock. */
export function hasStockFor(stock: VariantStock, quantityAlreadyInCart: number, quantityWanted: number): boolean {
  return stock.unlimited || stock.qtyInStock >= quantityAlreadyInCart + quantityWanted;
}
