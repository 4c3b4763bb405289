import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import {
  CartEntryAddedSchema,
  CartEntryAdditionalFieldsUpdatedSchema,
  CartEntryQuantityChangedSchema,
  CartEntryRemovedSchema,
  CartEntryRepricedSchema,
  CartKind,
  CartOpenedSchema,
  CartPurchasedSchema,
  CartMergedIntoSchema,
  CartMergedFromSchema,
  create,
  moneyFromMinorUnits,
  type CartEntryAdded,
  type CartEntryAdditionalFieldsUpdated,
  type CartEntryQuantityChanged,
  type CartEntryRemoved,
  type CartEntryRepriced,
  type CartOpened,
  type CartPurchased,
  type CartMergedInto,
  type CartMergedFrom,
  type ProductType as ProductTypeMessage,
} from '@mercato/contracts';
import type { ProductType } from '@mercato/spec';
import type { CartEntryImage } from './cart.state';

export type CartEvent =
  | CartOpened
  | CartEntryAdded
  | CartEntryQuantityChanged
  | CartEntryAdditionalFieldsUpdated
  | CartEntryRemoved
  | CartEntryRepriced
  | CartPurchased
  | CartMergedInto
  | CartMergedFrom;

export type CartKindName = 'shopping' | 'subscription';

const KINDS: Readonly<Record<CartKindName, CartKind>> = { shopping: CartKind.SHOPPING, subscription: CartKind.SUBSCRIPTION };

export const kindName = (kind: CartKind): CartKindName => (kind === CartKind.SUBSCRIPTION ? 'subscription' : 'shopping');

interface CartRef {
  readonly websiteId: string;
  readonly cartId: string;
}

interface EntryRef extends CartRef {
  readonly entryId: string;
}

/**
 * Builders of the cart's events from plain values (cents as numbers, times in ms): the decider
 * and its specs write events the same way, so a spec's literal events read like the rule.
 */
export const cartEvents = {
  opened: (fields: CartRef & { currency: string; openedAt: number; kind: CartKindName }): CartOpened =>
    create(CartOpenedSchema, { websiteId: fields.websiteId, cartId: fields.cartId, currency: fields.currency, openedAt: timestampFromMs(fields.openedAt), kind: KINDS[fields.kind] }),

  entryAdded: (
    fields: EntryRef & {
      itemId: string;
      variantId: string;
      sku: string;
      attributes: Readonly<Record<string, string>>;
      quantity: number;
      additionalFields: string;
      title: string;
      productType: ProductType;
      unitPriceCents: number;
      currency: string;
      image?: CartEntryImage;
    },
  ): CartEntryAdded =>
    create(CartEntryAddedSchema, {
      websiteId: fields.websiteId,
      cartId: fields.cartId,
      entryId: fields.entryId,
      itemId: fields.itemId,
      variantId: fields.variantId,
      sku: fields.sku,
      attributes: { ...fields.attributes },
      quantity: fields.quantity,
      additionalFields: fields.additionalFields,
      title: fields.title,
      productType: fields.productType as number as ProductTypeMessage,
      unitPrice: moneyFromMinorUnits(fields.unitPriceCents, fields.currency),
      image: fields.image ? { ...fields.image } : undefined,
    }),

  quantityChanged: (fields: EntryRef & { quantity: number }): CartEntryQuantityChanged => create(CartEntryQuantityChangedSchema, fields),

  additionalFieldsUpdated: (fields: EntryRef & { additionalFields: string }): CartEntryAdditionalFieldsUpdated => create(CartEntryAdditionalFieldsUpdatedSchema, fields),

  entryRemoved: (fields: EntryRef): CartEntryRemoved => create(CartEntryRemovedSchema, fields),

  entryRepriced: (fields: EntryRef & { unitPriceCents: number; currency: string }): CartEntryRepriced =>
    create(CartEntryRepricedSchema, { websiteId: fields.websiteId, cartId: fields.cartId, entryId: fields.entryId, unitPrice: moneyFromMinorUnits(fields.unitPriceCents, fields.currency) }),

  purchased: (fields: CartRef & { orderId: string }): CartPurchased => create(CartPurchasedSchema, fields),

  mergedInto: (fields: CartRef & { targetCartId: string }): CartMergedInto => create(CartMergedIntoSchema, fields),

  mergedFrom: (fields: CartRef & { sourceCartId: string }): CartMergedFrom => create(CartMergedFromSchema, fields),
};
