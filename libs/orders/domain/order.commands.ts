import type { CurrencyCode } from '@mercato/spec';
import type { CheckoutSettings } from './checkout-settings';
import type { GiftCardOffer } from './gift-card-part';
import type { OrderLine, ShippingAddress } from './order.state';

/** What the buyer typed at checkout, as it arrived: the decider judges it. */
export interface BuyerInput {
  readonly email: string;
  readonly shippingAddress: ShippingAddress | null;
  readonly shippingOptionId: string | null;
  readonly couponCodes: readonly string[];
}

interface OrderCommandBase {
  readonly websiteId: string;
  readonly orderId: string;
  /** ms since the epoch. */
  readonly at: number;
}

/** Opens an order from a cart: its handler took the order number and will take the stock in the same transaction. */
export interface StartCheckout extends OrderCommandBase {
  readonly type: 'StartCheckout';
  readonly orderToken: string;
  readonly orderNumber: number;
  readonly cartId: string;
  readonly currency: CurrencyCode;
  readonly lines: readonly OrderLine[];
  readonly requiresShipping: boolean;
  readonly settings: CheckoutSettings;
  readonly store: { readonly minimumOrderSubtotalCents: number; readonly useCLDRMoneyFormat: boolean };
  readonly buyer: BuyerInput;
  /** The site user signed in at checkout (from their session, not the request's body); null for a visitor not signed in. */
  readonly siteUserId: string | null;
  readonly payment: { readonly provider: string; readonly testMode: boolean };
  /** The card the buyer's gift card code named; null when none was given. */
  readonly giftCard: GiftCardOffer | null;
}

export interface FailPayment extends OrderCommandBase {
  readonly type: 'FailPayment';
  readonly kind: 'declined' | 'error';
  readonly reason: string;
}

/** The sweeper's: a checkout that held its stock since before `startedBefore` without paying gives it back. */
export interface ExpireCheckout extends OrderCommandBase {
  readonly type: 'ExpireCheckout';
  /** ms since the epoch: only a checkout started before it expires. */
  readonly startedBefore: number;
}

export interface PlaceOrder extends OrderCommandBase {
  readonly type: 'PlaceOrder';
  readonly paymentId: string;
  /** The gift card part's redemption; empty when the order has none. */
  readonly giftCardRedemptionId: string;
}

export interface FulfillOrder extends OrderCommandBase {
  readonly type: 'FulfillOrder';
}

/** Records a refund the provider made; decided first to check the amount, then appended after the provider's yes. */
export interface RefundOrder extends OrderCommandBase {
  readonly type: 'RefundOrder';
  readonly amountCents: number;
}

export type OrderCommand = StartCheckout | FailPayment | ExpireCheckout | PlaceOrder | FulfillOrder | RefundOrder;
