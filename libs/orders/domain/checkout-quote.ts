import type { ShippingAddress } from './order.state';
import type { CheckoutTotals } from './totals';

/**
 * Spec §3 "Shopping cart" as the checkout page reads it: the cart's identity with every checkout
 * field filled for the choice (the cart context alone answers them empty: it knows no address,
 * rules or coupons), plus what the page shows besides.
 */
export interface CheckoutQuote extends CheckoutTotals {
  readonly id: string;
  readonly websiteId: string;
  readonly orderId: string | null;
  readonly isPurchased: boolean;
  readonly totalQuantity: number;
  /** The buyer's email as the page sent it; null until given. */
  readonly email: string | null;
  /** The address shipping and tax were priced for; null until given, and for a cart that ships nothing. */
  readonly shippingLocation: ShippingAddress | null;
  readonly currencyCode: string;
  readonly requiresShipping: boolean;
  /** Spec §8's refusal when the subtotal is under the store's minimum; null when checkout may go on. */
  readonly minimumSubtotalRefusal: string | null;
  /** What the gift card code pays of the grand total; null without a code. */
  readonly giftCard: { readonly codeLastFour: string; readonly amountCents: number; readonly balanceCents: number } | null;
  /** What the card is charged: the grand total less the gift card's part. */
  readonly cardChargeCents: number;
}
