import type { CartEntryView, ShoppingCartView } from '@mercato/cart/domain';

/**
 * The cart's answers as the storefront reads them: the cart context's own view types
 * (`libs/cart/domain/cart.view.ts`), not a copy. Type-only imports: nothing of the server ships.
 */

/** Spec §3 "Cart entry". Amounts are cents. */
export type CartEntry = CartEntryView;

/**
 * Spec §3 "Shopping cart": the fields the storefront reads. Amounts are cents in the site's
 * currency; shipping, tax and coupon details belong to checkout and are not read here.
 */
export type ShoppingCart = Pick<ShoppingCartView, 'id' | 'websiteId' | 'entries' | 'subtotalCents' | 'totalQuantity' | 'hasDigital' | 'purelyDigital' | 'requiresShipping'>;

/** Spec §7 answer of POST /api/commerce/shopping-cart/entries. */
export interface AddToCartAnswer {
  shoppingCart: ShoppingCart;
  newlyAdded: CartEntry;
}

/** Spec §7 answer of PUT .../entries/{entryId}/additionalFields. */
export interface UpdateAdditionalFieldsAnswer {
  shoppingCart: ShoppingCart;
  /** Null when the entry merged into another with the same answers. */
  updatedEntry: CartEntry | null;
}

/** Spec §7 failure body of the cart's state changes. */
export interface CartFailureBody {
  message: string;
  status: number;
  crumbFail?: boolean;
}

/** Body of POST /api/commerce/shopping-cart/entries (spec §7). */
export interface AddToCartRequest {
  itemId: string;
  /** The chosen variant's SKU; null when the product has no choice to make. */
  sku: string | null;
  quantity: number;
  /** Form answers, or null for a product without an additional-fields form. */
  additionalFields: Record<string, unknown> | null;
}
