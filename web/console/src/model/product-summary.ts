import { DISPLAY_DEFAULTS, formatMoney, productDisplayStatus, ProductType } from '@mercato/spec';
import type { Money, Product } from '../api/types';

/** "45.00 USD" in the site's money format (spec §9). */
export function moneyText(money: Money): string {
  return `${formatMoney(money.value, money.currency)} ${money.currency}`;
}

/** The product's price as a list shows it: one price, or "from" the lowest when variants differ. */
export function priceSummary(product: Product): string {
  if (product.digital) return moneyText(product.digital.onSale ? product.digital.salePriceMoney : product.digital.priceMoney);
  const prices = product.variants.map((variant) => (variant.onSale ? variant.salePriceMoney : variant.priceMoney));
  const lowest = prices.reduce<Money | undefined>((low, price) => (!low || price.value < low.value ? price : low), undefined);
  if (!lowest) return '—';
  return prices.some((price) => price.value !== lowest.value) ? `from ${moneyText(lowest)}` : moneyText(lowest);
}

/** Stock as owners count it: "unlimited", or the units over all variants; digital items have none. */
export function stockSummary(product: Product): string {
  if (product.productType === ProductType.DIGITAL) return '—';
  if (product.variants.some((variant) => variant.unlimited)) return 'unlimited';
  return String(product.variants.reduce((total, variant) => total + variant.qtyInStock, 0));
}

/** Spec §4 "Product display": the storefront's label for the product (sold out wins over sale). */
export function displayLabel(product: Product): string {
  const status = productDisplayStatus({ productType: product.productType, onSale: product.digital?.onSale, variants: product.variants });
  return status === 'sold-out' ? DISPLAY_DEFAULTS.soldOut : status === 'on-sale' ? DISPLAY_DEFAULTS.sale : '';
}
