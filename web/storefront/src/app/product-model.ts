import { type ProductDisplayStatus, productDisplayStatus } from '@mercato/spec';
import { type Money, type ProductVariant, type ProductView } from '../api/types';

/** Chosen value per option name; an option without a choice is absent. */
export type OptionSelection = Readonly<Record<string, string>>;

export interface VariantOption {
  name: string;
  values: string[];
}

/** The selectors to show: one per option in the product's display order, values in first-seen order. */
export function variantOptions(product: ProductView): VariantOption[] {
  return product.variantOptionOrdering.map((name) => {
    const values = product.variants.map((variant) => variant.attributes[name]).filter((value): value is string => value !== undefined);
    return { name, values: [...new Set(values)] };
  });
}

export type VariantResolution =
  | { kind: 'incomplete'; missingOptions: string[] }
  | { kind: 'unavailable' }
  | { kind: 'selected'; variant: ProductVariant };

/** A product without options has a single implicit variant; otherwise every option must be chosen. */
export function resolveVariant(product: ProductView, selection: OptionSelection): VariantResolution {
  const missingOptions = product.variantOptionOrdering.filter((name) => !selection[name]);
  if (missingOptions.length > 0) return { kind: 'incomplete', missingOptions };
  const variant = product.variants.find((candidate) =>
    product.variantOptionOrdering.every((name) => candidate.attributes[name] === selection[name]),
  );
  return variant ? { kind: 'selected', variant } : { kind: 'unavailable' };
}

export interface PriceDisplay {
  /** What the visitor pays. */
  current: Money;
  /** The regular price, struck through, when `current` is a sale price. */
  regular?: Money;
  /** True when variants differ in price and `current` is only the lowest of them. */
  isFromPrice: boolean;
}

interface PricedOffer {
  priceMoney: Money;
  salePriceMoney: Money;
  onSale: boolean;
}

function offerPrice(offer: PricedOffer): PriceDisplay {
  return offer.onSale
    ? { current: offer.salePriceMoney, regular: offer.priceMoney, isFromPrice: false }
    : { current: offer.priceMoney, isFromPrice: false };
}

/**
 * The price to show: the chosen variant's; a digital item's own price; otherwise the lowest price
 * among the variants, marked "from" when the variants are not all priced the same.
 */
export function priceDisplay(product: ProductView, variant?: ProductVariant): PriceDisplay | undefined {
  if (variant) return offerPrice(variant);
  if (product.digital) return offerPrice(product.digital);
  const offers = product.variants.map(offerPrice);
  if (offers.length === 0) return undefined;
  const lowest = offers.reduce((best, offer) => (offer.current.value < best.current.value ? offer : best));
  const allAlike = offers.every(
    (offer) => offer.current.value === lowest.current.value && offer.regular?.value === lowest.regular?.value,
  );
  return allAlike ? lowest : { current: lowest.current, isFromPrice: true };
}

/** Summed stock for the quantity rule; any unlimited variant makes it unbounded. */
export function totalStock(product: ProductView): number {
  return product.variants.reduce((sum, variant) => (variant.unlimited ? Infinity : sum + variant.qtyInStock), 0);
}

export function displayStatus(product: ProductView): ProductDisplayStatus {
  return productDisplayStatus({ productType: product.productType, onSale: product.digital?.onSale, variants: product.variants });
}
