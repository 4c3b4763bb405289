import type { ProductType } from '@mercato/spec';
import type { CartEntry, CartEntryImage } from './cart.state';

/** What the cart knows of a product from the catalog's events, put into a command by its handler. */
export interface ProductOffer {
  readonly itemId: string;
  readonly title: string;
  readonly productType: ProductType;
  readonly currency: string;
  /** Option names in display order; the phrasing of an unselected-options refusal follows it. */
  readonly optionNames: readonly string[];
  readonly isSubscribable: boolean;
  readonly hasAdditionalFieldsForm: boolean;
  /** A digital product without variants has one, with empty variantId and sku. */
  readonly variants: readonly VariantOffer[];
  /** The product's first image, which a new entry keeps; absent when it has none. */
  readonly image?: CartEntryImage;
}

export interface VariantOffer {
  readonly variantId: string;
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** What one unit costs now: the sale price when the variant is on sale. */
  readonly unitPriceCents: number;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
}

/** The visitor's input as it arrived: the decider judges it, with the spec's messages. */
export interface EntryInput {
  readonly sku: string | null;
  readonly quantity: unknown;
  /** A JSON string of the buyer's answers, or nothing. */
  readonly additionalFields: unknown;
}

interface CartCommandBase {
  readonly websiteId: string;
}

/** Puts an item in the visitor's cart, opening the cart on its first add. */
export interface AddEntry extends CartCommandBase, EntryInput {
  readonly type: 'AddEntry';
  readonly cartId: string;
  readonly entryId: string;
  readonly at: number;
  /** Undefined when the catalog has no such item on this site. */
  readonly product: ProductOffer | undefined;
}

/** Opens a separate one-item cart for a subscription purchase. */
export interface StartSubscription extends CartCommandBase, EntryInput {
  readonly type: 'StartSubscription';
  readonly cartId: string;
  readonly entryId: string;
  readonly at: number;
  readonly product: ProductOffer | undefined;
}

export interface ChangeQuantity extends CartCommandBase {
  readonly type: 'ChangeQuantity';
  readonly entryId: string;
  readonly quantity: unknown;
  /** The entry's product, for the stock check; undefined when the catalog no longer has it. */
  readonly product: ProductOffer | undefined;
}

export interface UpdateAdditionalFields extends CartCommandBase {
  readonly type: 'UpdateAdditionalFields';
  readonly entryId: string;
  /** Must name the entry's item and variant, as the spec's payload does. */
  readonly itemId: string;
  readonly sku: string | null;
  readonly additionalFields: unknown;
}

export interface RemoveEntry extends CartCommandBase {
  readonly type: 'RemoveEntry';
  readonly entryId: string;
}

/** Current unit prices of the cart's items and variants, read from the catalog. */
export interface Reprice extends CartCommandBase {
  readonly type: 'Reprice';
  readonly prices: ReadonlyArray<{ readonly itemId: string; readonly variantId: string; readonly unitPriceCents: number }>;
}

/** Checkout's: the cart became an order. */
export interface MarkPurchased extends CartCommandBase {
  readonly type: 'MarkPurchased';
  readonly orderId: string;
}

export type CartCommand = AddEntry | StartSubscription | ChangeQuantity | UpdateAdditionalFields | RemoveEntry | Reprice | MarkPurchased | CartHandoverCommand;

/** Sign-in: the visitor's cart hands its entries to the site user's cart and takes no more changes. */
export interface MergeInto extends CartCommandBase {
  readonly type: 'MergeInto';
  readonly targetCartId: string;
}

/** Entries another cart hands over, each with a fresh id for this cart, and the products as the catalog has them now. */
export interface HandedEntries {
  readonly entries: readonly CartEntry[];
  readonly entryIds: readonly string[];
  readonly offers: readonly ProductOffer[];
  readonly currency: string;
  readonly at: number;
}

/** Sign-in: the site user's cart takes a merged visitor's cart's entries, within the stock and quantity rules. */
export interface TakeOver extends CartCommandBase, HandedEntries {
  readonly type: 'TakeOver';
  readonly cartId: string;
  readonly sourceCartId: string;
}

/** Sign-out with cloneCart: a new visitor's cart opened with a copy of the site user's entries. */
export interface CopyEntries extends CartCommandBase, HandedEntries {
  readonly type: 'CopyEntries';
  readonly cartId: string;
}

export type CartHandoverCommand = MergeInto | TakeOver | CopyEntries;
