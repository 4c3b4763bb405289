import { deciderSpec } from '@mercato/testing/decider';
import { ProductType } from '@mercato/spec';
import { CART, EBOOK, ENGRAVED_PEN, GIFT_CARD, OPENED_AT, SCARF, WEBSITE, addEntry, withOptions } from '../testing';
import { cartDecider } from './cart.decider';
import { cartEvents } from './cart.events';
import { CartError, missing, refused } from './cart-error';

const spec = deciderSpec(cartDecider);
const cart = { websiteId: WEBSITE, cartId: CART };
const opened = cartEvents.opened({ ...cart, currency: 'USD', openedAt: OPENED_AT, kind: 'shopping' });
const redScarf = (quantity: number, entryId = 'entry-1', additionalFields = '') =>
  cartEvents.entryAdded({
    ...cart,
    entryId,
    itemId: 'scarf',
    variantId: 'scarf-red',
    sku: 'SCARF-RED',
    attributes: { Color: 'Red' },
    quantity,
    additionalFields,
    title: 'Wool Scarf',
    productType: ProductType.PHYSICAL,
    unitPriceCents: 1500,
    currency: 'USD',
  });


describe('cart decider: adding', () => {
  it('opens the cart with its first entry, in the product currency', () => {
    spec.given([]).when(addEntry({ quantity: 2 })).then([opened, redScarf(2)]);
  });

  it('adds the same item, variant and additional fields to the existing entry', () => {
    spec.given([opened, redScarf(1)]).when(addEntry({ entryId: 'entry-2', quantity: 2 })).then([cartEvents.quantityChanged({ ...cart, entryId: 'entry-1', quantity: 3 })]);
  });

  it('makes a separate entry for different additional fields, and treats key order as the same fields', () => {
    const pen = (entryId: string, additionalFields: string) =>
      cartEvents.entryAdded({ ...cart, entryId, itemId: 'pen', variantId: 'pen-1', sku: 'PEN', attributes: {}, quantity: 1, additionalFields, title: 'Engraved Pen', productType: ProductType.PHYSICAL, unitPriceCents: 2500, currency: 'USD' });
    const given = [opened, pen('entry-1', '{"font":"serif","text":"Ada"}')];
    spec.given(given).when(addEntry({ entryId: 'entry-2', product: ENGRAVED_PEN, sku: 'PEN', additionalFields: '{"text":"Bob","font":"serif"}' })).then([pen('entry-2', '{"font":"serif","text":"Bob"}')]);
    spec.given(given).when(addEntry({ entryId: 'entry-2', product: ENGRAVED_PEN, sku: 'PEN', additionalFields: '{"text":"Ada","font":"serif"}' })).then([cartEvents.quantityChanged({ ...cart, entryId: 'entry-1', quantity: 2 })]);
  });

  it("keeps the product's main image on a new entry, for the cart page's thumbnail", () => {
    const image = { assetUrl: 'https://shop.example/scarf.jpg', altText: 'Red wool scarf', title: '', originalSize: '1200x900' };
    spec.given([opened]).when(addEntry({ product: { ...SCARF, image } })).then([cartEvents.entryAdded({ ...cart, entryId: 'entry-1', itemId: 'scarf', variantId: 'scarf-red', sku: 'SCARF-RED', attributes: { Color: 'Red' }, quantity: 1, additionalFields: '', title: 'Wool Scarf', productType: ProductType.PHYSICAL, unitPriceCents: 1500, currency: 'USD', image })]);
  });

  it('takes the only unnamed variant of a digital product without a sku', () => {
    spec
      .given([])
      .when(addEntry({ product: EBOOK, sku: null }))
      .then([
        opened,
        cartEvents.entryAdded({ ...cart, entryId: 'entry-1', itemId: 'ebook', variantId: '', sku: '', attributes: {}, quantity: 1, additionalFields: '', title: 'Knitting Guide', productType: ProductType.DIGITAL, unitPriceCents: 900, currency: 'USD' }),
      ]);
  });

  it.each([
    [['Color'], 'Please select the Color option.'],
    [['Size', 'Color'], 'Please select the Size and Color options.'],
    [['Size', 'Color', 'Fit'], 'Please select the Size, Color and Fit options.'],
  ])('names the unselected options %j: "%s"', (optionNames, message) => {
    spec.given([]).when(addEntry({ product: withOptions(optionNames), sku: null })).thenRefuses(refused(message, 'sku'));
  });

  it('refuses a sku the product does not have', () => {
    spec.given([]).when(addEntry({ sku: 'SCARF-PINK' })).thenRefuses(refused('Sorry, that item variant is unavailable. Please select another variant.', 'sku'));
  });

  it('refuses an item the catalog does not have on this site', () => {
    spec.given([]).when(addEntry({ product: undefined })).thenRefuses(missing('Sorry, that item is unavailable.'));
  });

  it('asks for a gift card denomination', () => {
    spec.given([]).when(addEntry({ product: GIFT_CARD, sku: null })).thenRefuses(refused('Select a denomination for the Gift Card.', 'sku'));
  });

  it('counts what the cart already holds of the item and variant against the stock', () => {
    spec.given([opened, redScarf(2)]).when(addEntry({ entryId: 'entry-2', quantity: 2 })).thenRefuses(refused('Sorry, we do not have enough of that item available.', 'quantity'));
    spec.given([opened, redScarf(2)]).when(addEntry({ entryId: 'entry-2', quantity: 1 })).then([cartEvents.quantityChanged({ ...cart, entryId: 'entry-1', quantity: 3 })]);
    // Unlimited stock never runs out.
    spec.given([opened, redScarf(3)]).when(addEntry({ entryId: 'entry-2', sku: 'SCARF-GREY', quantity: 9999 })).then([
      cartEvents.entryAdded({ ...cart, entryId: 'entry-2', itemId: 'scarf', variantId: 'scarf-grey', sku: 'SCARF-GREY', attributes: { Color: 'Grey' }, quantity: 9999, additionalFields: '', title: 'Wool Scarf', productType: ProductType.PHYSICAL, unitPriceCents: 1800, currency: 'USD' }),
    ]);
  });

  it('checks an item with additional fields for one more unit beyond the cart, whatever the fields', () => {
    const pen = cartEvents.entryAdded({ ...cart, entryId: 'entry-1', itemId: 'pen', variantId: 'pen-1', sku: 'PEN', attributes: {}, quantity: 2, additionalFields: '{"text":"Ada"}', title: 'Engraved Pen', productType: ProductType.PHYSICAL, unitPriceCents: 2500, currency: 'USD' });
    spec.given([opened, pen]).when(addEntry({ entryId: 'entry-2', product: ENGRAVED_PEN, sku: 'PEN', additionalFields: '{"text":"Bob"}' })).thenRefuses(refused('Sorry, we do not have enough of that item available.', 'quantity'));
  });

  it.each([
    ['abc', 'Quantity must be a number.'],
    [null, 'Quantity must be a number.'],
    [true, 'Quantity must be a number.'],
    [1.5, 'Quantity must be a whole number.'],
    ['2.5', 'Quantity must be a whole number.'],
    [0, 'Quantity must be from 1 to 9999.'],
    [-3, 'Quantity must be from 1 to 9999.'],
    [10000, 'Quantity must be from 1 to 9999.'],
  ])('refuses the quantity %j: "%s"', (quantity, message) => {
    spec.given([]).when(addEntry({ product: EBOOK, sku: null, quantity })).thenRefuses(refused(message, 'quantity'));
  });

  it('accepts a quantity sent as a numeric string, and takes 1 when none is sent', () => {
    spec.given([]).when(addEntry({ quantity: '2' })).then([opened, redScarf(2)]);
    spec.given([]).when(addEntry({ quantity: undefined })).then([opened, redScarf(1)]);
  });

  it('refuses to grow an entry past 9999', () => {
    const grey = cartEvents.entryAdded({ ...cart, entryId: 'entry-1', itemId: 'scarf', variantId: 'scarf-grey', sku: 'SCARF-GREY', attributes: { Color: 'Grey' }, quantity: 9999, additionalFields: '', title: 'Wool Scarf', productType: ProductType.PHYSICAL, unitPriceCents: 1800, currency: 'USD' });
    spec.given([opened, grey]).when(addEntry({ entryId: 'entry-2', sku: 'SCARF-GREY' })).thenRefuses(refused('Quantity must be from 1 to 9999.', 'quantity'));
  });

  it.each([['[1,2]'], ['"text"'], ['{not json'], [42]])('refuses additional fields that are not a JSON object: %j', (additionalFields) => {
    spec.given([]).when(addEntry({ additionalFields })).thenRefuses(refused('Additional fields must be a JSON object.', 'additionalFields'));
  });

  it('refuses additional fields over the size limit', () => {
    spec.given([]).when(addEntry({ additionalFields: JSON.stringify({ text: 'x'.repeat(9000) }) })).thenRefuses(refused('Additional fields are too long.', 'additionalFields'));
  });

  it('refuses changes to a cart that was checked out', () => {
    spec.given([opened, redScarf(1), cartEvents.purchased({ ...cart, orderId: 'order-1' })]).when(addEntry()).thenRefuses(new CartError('conflict', 'This cart has already been checked out.'));
  });
});
