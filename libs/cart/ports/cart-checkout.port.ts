import type { ProductType, SubscriptionPlan } from '@mercato/spec';

/** A cart as checkout needs it: its entries at current prices. */
export interface CheckoutCart {
  readonly cartId: string;
  readonly websiteId: string;
  readonly currency: string;
  readonly kind: 'shopping' | 'subscription';
  /** The order a purchased cart became; null while open. */
  readonly orderId: string | null;
  readonly requiresShipping: boolean;
  /** A subscription cart's plan (its one item's); null for a shopping cart or an item without one. */
  readonly subscriptionPlan: SubscriptionPlan | null;
  readonly entries: ReadonlyArray<{
    readonly itemId: string;
    readonly variantId: string;
    readonly sku: string;
    readonly title: string;
    readonly quantity: number;
    readonly unitPriceCents: number;
    readonly productType: ProductType;
  }>;
}

/** The cart context's published port for checkout. */
export interface CartCheckout {
  /** The site's cart with prices recalculated from the catalog, or null when there is none. */
  cartToCheckOut(websiteId: string, cartId: string): Promise<CheckoutCart | null>;
  /** Marks the cart bought by the order; repeating it for the same order changes nothing. */
  markPurchased(websiteId: string, cartId: string, orderId: string): Promise<void>;
}

export const CART_CHECKOUT = Symbol('CART_CHECKOUT');
