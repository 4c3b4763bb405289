import { timestampMs } from '@bufbuild/protobuf/wkt';
import { moneyToMinorUnits, type Money } from '@mercato/contracts';
import type { ProductType } from '@mercato/spec';
import { kindName, type CartEvent, type CartKindName } from './cart.events';

/** The product's main image as the catalog described it when the entry was added (a thumbnail for the cart page). */
export interface CartEntryImage {
  readonly assetUrl: string;
  /** '' when the owner gave none: the view falls back to the image's title, then the entry's (spec §3). */
  readonly altText: string;
  readonly title: string;
  /** Spec §3 originalSize "WxH"; '' when not known. */
  readonly originalSize: string;
}

export interface CartEntry {
  readonly entryId: string;
  readonly itemId: string;
  readonly variantId: string;
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly quantity: number;
  /** Canonical JSON (sorted keys) of the buyer's answers; '' when none. Entries compare on it. */
  readonly additionalFields: string;
  readonly title: string;
  readonly productType: ProductType;
  readonly unitPriceCents: number;
  /** Absent when the product had no image, and in entries added before carts kept one. */
  readonly image?: CartEntryImage;
}

export interface CartContents {
  readonly websiteId: string;
  readonly cartId: string;
  readonly kind: CartKindName;
  readonly currency: string;
  /** When the cart was opened, in ms since the epoch. */
  readonly created: number;
  readonly entries: readonly CartEntry[];
  /** Anonymous carts already merged into this one: merging one again adds nothing. */
  readonly mergedFrom?: readonly string[];
}

export type OpenCart = { readonly status: 'open' } & CartContents;
export type PurchasedCart = { readonly status: 'purchased'; readonly orderId: string } & CartContents;
/** A visitor's cart whose entries went to the site user's cart at sign-in; its changes go there now. */
export type MergedCart = { readonly status: 'merged'; readonly targetCartId: string } & CartContents;

/** A cart before its first add, while it takes changes, once it became an order, and once merged into a site user's. */
export type CartState = { readonly status: 'absent' } | OpenCart | PurchasedCart | MergedCart;

export const initialCartState = (): CartState => ({ status: 'absent' });

const cents = (money: Money | undefined): number => (money ? moneyToMinorUnits(money) : 0);

export function evolveCart(state: CartState, event: CartEvent): CartState {
  if (event.$typeName === 'mercato.cart.v1.CartOpened') {
    return {
      status: 'open',
      websiteId: event.websiteId,
      cartId: event.cartId,
      kind: kindName(event.kind),
      currency: event.currency,
      created: event.openedAt ? timestampMs(event.openedAt) : 0,
      entries: [],
    };
  }
  if (state.status !== 'open') return state;
  switch (event.$typeName) {
    case 'mercato.cart.v1.CartEntryAdded':
      return {
        ...state,
        entries: [
          ...state.entries,
          {
            entryId: event.entryId,
            itemId: event.itemId,
            variantId: event.variantId,
            sku: event.sku,
            attributes: event.attributes,
            quantity: event.quantity,
            additionalFields: event.additionalFields,
            title: event.title,
            productType: event.productType as number as ProductType,
            unitPriceCents: cents(event.unitPrice),
            ...(event.image ? { image: { assetUrl: event.image.assetUrl, altText: event.image.altText, title: event.image.title, originalSize: event.image.originalSize } } : {}),
          },
        ],
      };
    case 'mercato.cart.v1.CartEntryQuantityChanged':
      return withEntry(state, event.entryId, { quantity: event.quantity });
    case 'mercato.cart.v1.CartEntryAdditionalFieldsUpdated':
      return withEntry(state, event.entryId, { additionalFields: event.additionalFields });
    case 'mercato.cart.v1.CartEntryRepriced':
      return withEntry(state, event.entryId, { unitPriceCents: cents(event.unitPrice) });
    case 'mercato.cart.v1.CartEntryRemoved':
      return { ...state, entries: state.entries.filter((entry) => entry.entryId !== event.entryId) };
    case 'mercato.cart.v1.CartPurchased':
      return { ...state, status: 'purchased', orderId: event.orderId };
    case 'mercato.cart.v1.CartMergedInto':
      return { ...state, status: 'merged', targetCartId: event.targetCartId };
    case 'mercato.cart.v1.CartMergedFrom':
      return { ...state, mergedFrom: [...(state.mergedFrom ?? []), event.sourceCartId] };
  }
}

function withEntry(state: OpenCart, entryId: string, change: Partial<CartEntry>): OpenCart {
  return { ...state, entries: state.entries.map((entry) => (entry.entryId === entryId ? { ...entry, ...change } : entry)) };
}

/** Units the cart holds of one item and variant, over all its entries (their additional fields may differ). */
export function unitsInCart(entries: readonly CartEntry[], itemId: string, variantId: string, exceptEntryId?: string): number {
  return entries.reduce((sum, entry) => (entry.itemId === itemId && entry.variantId === variantId && entry.entryId !== exceptEntryId ? sum + entry.quantity : sum), 0);
}
