import { DEFAULT_CURRENCY, formatMoney, imageAltText, isCurrencyCode, type ProductType } from '@mercato/spec';
import type { CartEntry, CartEntryImage, CartState } from './cart.state';
import { cartTotals, entrySubtotalCents, type CartTotals } from './totals';

/** Spec §3 "Cart entry". */
export interface CartEntryView {
  readonly id: string;
  readonly itemId: string;
  readonly quantity: number;
  readonly chosenVariant: { readonly sku: string; readonly attributes: Readonly<Record<string, string>> };
  /** The buyer's answers as an object; null when the entry has none. */
  readonly additionalFields: Readonly<Record<string, unknown>> | null;
  readonly title: string;
  /** quantity × purchasePriceCents. */
  readonly subTotal: number;
  readonly purchasePriceCents: number;
  /**
   * Project addition, beyond spec §3's fields: the product's main image when the entry was added
   * (the cart page's thumbnail); null when it had none.
   */
  readonly image: CartEntryImageView | null;
}

/** An entry's image as the storefront's image tag takes it. */
export interface CartEntryImageView {
  readonly assetUrl: string;
  /** Spec §3 fallback: the owner's alt text, else the image's title, else the entry's title. */
  readonly altText: string;
  /** Spec §3 "WxH"; '' when not known. */
  readonly originalSize: string;
}

/** Spec §3 "Helper view of a cart". */
export interface CartHelperView {
  readonly id: string | null;
  readonly items: ReadonlyArray<{ readonly id: string; readonly itemId: string; readonly sku: string; readonly title: string; readonly quantity: number; readonly productType: ProductType }>;
  readonly itemCount: number;
  /** The subtotal in cents. */
  readonly cartValue: number;
  readonly currencyCode: string;
}

/** Spec §3 "Cart summary for templates": the subtotal as text formatted per §9. */
export interface CartSummary {
  readonly items: number;
  readonly subtotal: string;
}

/**
 * Spec §3 "Shopping cart", amounts in cents. Shipping, tax and coupons stay empty until checkout
 * brings them. A visitor without a cart gets an empty one whose id, websiteId and created are null.
 */
export interface ShoppingCartView extends CartTotals {
  readonly id: string | null;
  readonly websiteId: string | null;
  readonly orderId: string | null;
  readonly created: number | null;
  readonly isPurchased: boolean;
  readonly entries: readonly CartEntryView[];
  readonly shippingOptions: readonly never[];
  readonly selectedShippingOption: null;
  readonly shippingLocation: null;
  readonly applicableTaxRules: readonly never[];
  readonly coupons: readonly never[];
  readonly validCoupons: readonly never[];
  readonly invalidCoupons: readonly never[];
  readonly helperView: CartHelperView;
  readonly summary: CartSummary;
}

export function entryView(entry: CartEntry): CartEntryView {
  return {
    id: entry.entryId,
    itemId: entry.itemId,
    quantity: entry.quantity,
    chosenVariant: { sku: entry.sku, attributes: entry.attributes },
    additionalFields: entry.additionalFields ? (JSON.parse(entry.additionalFields) as Record<string, unknown>) : null,
    title: entry.title,
    subTotal: entrySubtotalCents(entry),
    purchasePriceCents: entry.unitPriceCents,
    image: entry.image ? imageView(entry.image, entry.title) : null,
  };
}

// The event cannot tell an empty alt text from none: empty ones fall back, as an unset one does.
function imageView(image: CartEntryImage, entryTitle: string): CartEntryImageView {
  return { assetUrl: image.assetUrl, altText: imageAltText({ altText: image.altText || undefined, title: image.title || entryTitle }), originalSize: image.originalSize };
}

export function shoppingCartView(state: CartState): ShoppingCartView {
  const cart = state.status === 'absent' ? undefined : state;
  const entries = cart?.entries ?? [];
  const totals = cartTotals(entries);
  const currency = cart && isCurrencyCode(cart.currency) ? cart.currency : DEFAULT_CURRENCY;
  return {
    id: cart?.cartId ?? null,
    websiteId: cart?.websiteId ?? null,
    orderId: state.status === 'purchased' ? state.orderId : null,
    created: cart?.created ?? null,
    isPurchased: state.status === 'purchased',
    entries: entries.map(entryView),
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    ...totals,
    helperView: {
      id: cart?.cartId ?? null,
      items: entries.map((entry) => ({ id: entry.entryId, itemId: entry.itemId, sku: entry.sku, title: entry.title, quantity: entry.quantity, productType: entry.productType })),
      itemCount: totals.totalQuantity,
      cartValue: totals.subtotalCents,
      currencyCode: currency,
    },
    summary: { items: totals.totalQuantity, subtotal: formatMoney(totals.subtotalCents, currency) },
  };
}
