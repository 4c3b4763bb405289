/** Spec §3 "Cart entry": the chosen variant as the cart recorded it. */
export interface ChosenVariant {
  sku: string;
  attributes: Record<string, string>;
}

/** Spec §3 "Cart entry". Amounts are cents. */
export interface CartEntry {
  id: string;
  itemId: string;
  quantity: number;
  chosenVariant: ChosenVariant | null;
  /** Field title → answer, as the visitor filled in the product's additional-fields form. */
  additionalFields: Record<string, unknown> | null;
  title: string;
  subTotal: number;
  purchasePriceCents: number;
}

/**
 * Spec §3 "Shopping cart": the fields the storefront reads. Amounts are cents in the site's
 * currency; shipping, tax and coupon details belong to checkout and are not read here.
 */
export interface ShoppingCart {
  /** Null for a visitor who has no cart yet (the cart answers an empty one). */
  id: string | null;
  websiteId: string | null;
  entries: CartEntry[];
  subtotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

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
