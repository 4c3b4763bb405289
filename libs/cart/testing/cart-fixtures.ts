import { ProductType } from '@mercato/spec';
import { cartEvents, type AddEntry, type ProductOffer, type VariantOffer } from '../domain';

export const WEBSITE = 'site-1';
export const CART = 'cart-1';
export const OPENED_AT = Date.UTC(2026, 10, 25, 9, 0, 0);

const variant = (fields: Partial<VariantOffer> & Pick<VariantOffer, 'variantId' | 'sku'>): VariantOffer => ({ attributes: {}, unitPriceCents: 1000, unlimited: false, qtyInStock: 10, ...fields });

/** A physical product with one option: a red variant with 3 in stock and an unlimited grey one. */
export const SCARF: ProductOffer = {
  itemId: 'scarf',
  title: 'Wool Scarf',
  productType: ProductType.PHYSICAL,
  currency: 'USD',
  optionNames: ['Color'],
  isSubscribable: false,
  hasAdditionalFieldsForm: false,
  variants: [
    variant({ variantId: 'scarf-red', sku: 'SCARF-RED', attributes: { Color: 'Red' }, unitPriceCents: 1500, qtyInStock: 3 }),
    variant({ variantId: 'scarf-grey', sku: 'SCARF-GREY', attributes: { Color: 'Grey' }, unitPriceCents: 1800, unlimited: true, qtyInStock: 0 }),
  ],
};

/** A product whose buyers answer an additional-fields form; 2 in stock. */
export const ENGRAVED_PEN: ProductOffer = {
  ...SCARF,
  itemId: 'pen',
  title: 'Engraved Pen',
  optionNames: [],
  hasAdditionalFieldsForm: true,
  variants: [variant({ variantId: 'pen-1', sku: 'PEN', unitPriceCents: 2500, qtyInStock: 2 })],
};

export const withOptions = (optionNames: readonly string[]): ProductOffer => ({ ...SCARF, itemId: 'options', optionNames });

export const GIFT_CARD: ProductOffer = {
  ...SCARF,
  itemId: 'gift',
  title: 'Gift Card',
  productType: ProductType.GIFT_CARD,
  optionNames: [],
  variants: [variant({ variantId: 'gift-25', sku: 'GIFT-25', unitPriceCents: 2500, unlimited: true })],
};

/** A digital product: one unnamed, unlimited variant. */
export const EBOOK: ProductOffer = {
  ...SCARF,
  itemId: 'ebook',
  title: 'Knitting Guide',
  productType: ProductType.DIGITAL,
  optionNames: [],
  variants: [variant({ variantId: '', sku: '', unitPriceCents: 900, unlimited: true })],
};

/** A subscribable physical product (a box delivered every month). */
export const COFFEE_BOX: ProductOffer = {
  ...SCARF,
  itemId: 'coffee',
  title: 'Coffee Box',
  optionNames: [],
  isSubscribable: true,
  variants: [variant({ variantId: 'coffee-1', sku: 'COFFEE', unitPriceCents: 3000, unlimited: true })],
};

/** An AddEntry of one red scarf to CART; fields override. */
export function addEntry(fields: Partial<AddEntry> = {}): AddEntry {
  return { type: 'AddEntry', websiteId: WEBSITE, cartId: CART, entryId: 'entry-1', at: OPENED_AT, product: SCARF, sku: 'SCARF-RED', quantity: 1, additionalFields: undefined, ...fields };
}

/** An entry's fields for one of SCARF's variants (red at $15.00, grey at $18.00), without fields of its own. */
export const scarfEntryFields = (variant: 'red' | 'grey') => ({
  itemId: 'scarf',
  variantId: `scarf-${variant}`,
  sku: `SCARF-${variant.toUpperCase()}`,
  attributes: { Color: variant === 'red' ? 'Red' : 'Grey' },
  additionalFields: '',
  title: 'Wool Scarf',
  productType: ProductType.PHYSICAL,
  unitPriceCents: variant === 'red' ? 1500 : 1800,
});

/** CartEntryAdded of SCARF's variant to `cart`, in USD. */
export const scarfAdded = (cart: { websiteId: string; cartId: string }, variant: 'red' | 'grey', quantity: number, entryId: string) =>
  cartEvents.entryAdded({ ...cart, entryId, quantity, currency: 'USD', ...scarfEntryFields(variant) });
