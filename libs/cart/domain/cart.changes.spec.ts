import { deciderSpec } from '@mercato/testing/decider';
import { ProductType } from '@mercato/spec';
import { CART, COFFEE_BOX, ENGRAVED_PEN, OPENED_AT, SCARF, WEBSITE, addEntry, scarfAdded } from '../testing';
import type { StartSubscription } from './cart.commands';
import { cartDecider } from './cart.decider';
import { cartEvents } from './cart.events';
import { CartError, missing, refused } from './cart-error';

const spec = deciderSpec(cartDecider);
const cart = { websiteId: WEBSITE, cartId: CART };
const opened = cartEvents.opened({ ...cart, currency: 'USD', openedAt: OPENED_AT, kind: 'shopping' });
const scarf = (variant: 'red' | 'grey', quantity: number, entryId: string) => scarfAdded(cart, variant, quantity, entryId);
const given = [opened, scarf('red', 1, 'red-1'), scarf('grey', 2, 'grey-1')];


describe('cart decider: subscriptions', () => {
  const subscribe = (fields: Partial<StartSubscription> = {}): StartSubscription => ({ ...addEntry({ product: COFFEE_BOX, sku: 'COFFEE' }), type: 'StartSubscription', ...fields });

  it('opens a one-item subscription cart', () => {
    spec
      .given([])
      .when(subscribe())
      .then([
        cartEvents.opened({ ...cart, currency: 'USD', openedAt: OPENED_AT, kind: 'subscription' }),
        cartEvents.entryAdded({ ...cart, entryId: 'entry-1', itemId: 'coffee', variantId: 'coffee-1', sku: 'COFFEE', attributes: {}, quantity: 1, additionalFields: '', title: 'Coffee Box', productType: ProductType.PHYSICAL, unitPriceCents: 3000, currency: 'USD' }),
      ]);
  });

  it('refuses a product that is not subscribable, or whose type cannot be subscribed to', () => {
    spec.given([]).when(subscribe({ product: SCARF, sku: 'SCARF-RED' })).thenRefuses(refused('This product cannot be bought as a subscription.', 'itemId'));
    spec.given([]).when(subscribe({ product: { ...COFFEE_BOX, productType: ProductType.DIGITAL } })).thenRefuses(refused('This product cannot be bought as a subscription.', 'itemId'));
  });

  it('never reuses a cart token', () => {
    spec.given(given).when(subscribe()).thenRefuses(new CartError('already_exists', 'This subscription cart already exists.'));
  });
});

describe('cart decider: changing entries', () => {
  it('sets an entry quantity within the stock, counting the variant in other entries', () => {
    spec.given(given).when({ type: 'ChangeQuantity', websiteId: WEBSITE, entryId: 'red-1', quantity: 3, product: SCARF }).then([cartEvents.quantityChanged({ ...cart, entryId: 'red-1', quantity: 3 })]);
    spec.given(given).when({ type: 'ChangeQuantity', websiteId: WEBSITE, entryId: 'red-1', quantity: 4, product: SCARF }).thenRefuses(refused('Sorry, we do not have enough of that item available.', 'quantity'));
    spec.given(given).when({ type: 'ChangeQuantity', websiteId: WEBSITE, entryId: 'red-1', quantity: 1, product: SCARF }).then([]);
    spec.given(given).when({ type: 'ChangeQuantity', websiteId: WEBSITE, entryId: 'red-1', quantity: 'x', product: SCARF }).thenRefuses(refused('Quantity must be a number.', 'quantity'));
  });

  it('lets a quantity go down even when the item left the catalog', () => {
    spec.given(given).when({ type: 'ChangeQuantity', websiteId: WEBSITE, entryId: 'grey-1', quantity: 1, product: undefined }).then([cartEvents.quantityChanged({ ...cart, entryId: 'grey-1', quantity: 1 })]);
    spec.given(given).when({ type: 'ChangeQuantity', websiteId: WEBSITE, entryId: 'grey-1', quantity: 5, product: undefined }).thenRefuses(missing('Sorry, that item is unavailable.'));
  });

  it('updates additional fields of the entry the payload names', () => {
    const pen = cartEvents.entryAdded({ ...cart, entryId: 'pen-1', itemId: 'pen', variantId: 'pen-1', sku: 'PEN', attributes: {}, quantity: 1, additionalFields: '{"text":"Ada"}', title: ENGRAVED_PEN.title, productType: ProductType.PHYSICAL, unitPriceCents: 2500, currency: 'USD' });
    const update = { type: 'UpdateAdditionalFields', websiteId: WEBSITE, entryId: 'pen-1', itemId: 'pen', sku: 'PEN', additionalFields: '{"text":"Bob"}' } as const;
    spec.given([opened, pen]).when(update).then([cartEvents.additionalFieldsUpdated({ ...cart, entryId: 'pen-1', additionalFields: '{"text":"Bob"}' })]);
    spec.given([opened, pen]).when({ ...update, additionalFields: '{"text":"Ada"}' }).then([]);
    spec.given([opened, pen]).when({ ...update, sku: 'OTHER' }).thenRefuses(missing('That item is no longer in your cart.'));
    spec.given([opened, pen]).when({ ...update, additionalFields: '[]' }).thenRefuses(refused('Additional fields must be a JSON object.', 'additionalFields'));
  });

  it('removes an entry, and refuses one the cart does not have', () => {
    spec.given(given).when({ type: 'RemoveEntry', websiteId: WEBSITE, entryId: 'red-1' }).then([cartEvents.entryRemoved({ ...cart, entryId: 'red-1' })]);
    spec.given(given).when({ type: 'RemoveEntry', websiteId: WEBSITE, entryId: 'nope' }).thenRefuses(missing('That item is no longer in your cart.'));
    spec.given([]).when({ type: 'RemoveEntry', websiteId: WEBSITE, entryId: 'red-1' }).thenRefuses(missing('That item is no longer in your cart.'));
  });

  it("answers another site's cart as missing", () => {
    spec.given(given).when({ type: 'RemoveEntry', websiteId: 'other-site', entryId: 'red-1' }).thenRefuses(missing('That item is no longer in your cart.'));
  });

  it('reprices only the entries whose catalog price changed', () => {
    spec
      .given(given)
      .when({
        type: 'Reprice',
        websiteId: WEBSITE,
        prices: [
          { itemId: 'scarf', variantId: 'scarf-red', unitPriceCents: 1500 },
          { itemId: 'scarf', variantId: 'scarf-grey', unitPriceCents: 1200 },
        ],
      })
      .then([cartEvents.entryRepriced({ ...cart, entryId: 'grey-1', unitPriceCents: 1200, currency: 'USD' })]);
  });

  it('becomes purchased once, then takes no changes', () => {
    const purchased = cartEvents.purchased({ ...cart, orderId: 'order-1' });
    spec.given(given).when({ type: 'MarkPurchased', websiteId: WEBSITE, orderId: 'order-1' }).then([purchased]);
    spec.given([...given, purchased]).when({ type: 'MarkPurchased', websiteId: WEBSITE, orderId: 'order-2' }).thenRefuses(new CartError('conflict', 'This cart has already been checked out.'));
    spec.given([...given, purchased]).when({ type: 'RemoveEntry', websiteId: WEBSITE, entryId: 'red-1' }).thenRefuses(new CartError('conflict', 'This cart has already been checked out.'));
  });
});
