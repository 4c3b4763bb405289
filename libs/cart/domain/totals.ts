import { ProductType } from '@mercato/spec';
import type { CartEntry } from './cart.state';

/** Spec §3 amounts of a cart, in cents, and what its product types say about delivery. */
export interface CartTotals {
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly shippingCostCents: number;
  readonly discountCents: number;
  readonly grandTotalCents: number;
  readonly totalQuantity: number;
  readonly hasDigital: boolean;
  readonly purelyDigital: boolean;
  readonly requiresShipping: boolean;
}

export const entrySubtotalCents = (entry: CartEntry): number => entry.unitPriceCents * entry.quantity;

/**
 * Tax, shipping and discounts are 0 until checkout brings their rules, so the grand total is the
 * subtotal. Digital means product type digital; only physical products are shipped.
 */
export function cartTotals(entries: readonly CartEntry[]): CartTotals {
  const subtotalCents = entries.reduce((sum, entry) => sum + entrySubtotalCents(entry), 0);
  const digital = entries.filter((entry) => entry.productType === ProductType.DIGITAL).length;
  return {
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: digital > 0,
    purelyDigital: entries.length > 0 && digital === entries.length,
    requiresShipping: entries.some((entry) => entry.productType === ProductType.PHYSICAL),
  };
}
