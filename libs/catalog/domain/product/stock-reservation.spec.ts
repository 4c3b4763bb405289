import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { moneyFromMinorUnits, ProductType, StockReleaseCause } from '@mercato/contracts';
import { ADD_TO_CART_MESSAGES } from '@mercato/spec';
import { deciderSpec } from '@mercato/testing/decider';
import { CatalogError } from '../catalog-error';
import { productDecider } from './product.decider';
import { productEvents } from './product.events';

const spec = deciderSpec(productDecider);
const AT = Date.UTC(2026, 10, 25, 12);
const ids = { websiteId: 'site-1', itemId: 'item-1' };
const variantAdded = (variantId: string, qtyInStock: number, unlimited = false) =>
  productEvents.variantAdded({ ...ids, variantId, sku: `SKU-${variantId}`, priceMoney: moneyFromMinorUnits(900, 'USD'), salePriceMoney: moneyFromMinorUnits(0, 'USD'), qtyInStock, unlimited });
// A scarf with two counted units of v1 and an unlimited v2.
const scarf = [
  productEvents.created({ ...ids, collectionId: 'shop', title: 'Scarf', urlId: 'scarf', productType: ProductType.PHYSICAL, currency: 'USD' }),
  variantAdded('v1', 2),
  variantAdded('v2', 0, true),
];
const reserve = (orderId: string, quantity: number) => ({ type: 'ReserveStock', websiteId: 'site-1', orderId, lines: [{ variantId: 'v1', quantity }, { variantId: 'v2', quantity: 5 }], at: AT }) as const;
const taken = (orderId: string, quantity: number, left: number) => [
  productEvents.stockAdjusted({ ...ids, variantId: 'v1', delta: -quantity, qtyInStock: left, reason: `order ${orderId}` }),
  productEvents.stockReserved({ ...ids, orderId, lines: [{ variantId: 'v1', quantity }], reservedAt: timestampFromMs(AT) }),
];
const given = (orderId: string, quantity: number, left: number) => [
  productEvents.stockAdjusted({ ...ids, variantId: 'v1', delta: quantity, qtyInStock: left, reason: `order ${orderId}` }),
  productEvents.stockReleased({ ...ids, orderId, cause: StockReleaseCause.GIVEN_BACK }),
];

describe('stock reservations of checkout in another process', () => {
  it('takes the counted units for an order and records them by order id (unlimited variants are not counted)', () =>
    spec.given(scarf).when(reserve('o1', 2)).then(taken('o1', 2, 0)));

  it('takes nothing again for an order that already holds stock (a repeated take)', () =>
    spec.given([...scarf, ...taken('o1', 1, 1)]).when(reserve('o1', 1)).then([]));

  it('refuses more than is left with the spec message, so the last unit goes to one order only', () =>
    spec.given([...scarf, ...taken('o1', 2, 0)]).when(reserve('o2', 1)).thenRefuses(new CatalogError('conflict', ADD_TO_CART_MESSAGES.notEnoughStock)));

  it('counts repeated lines of one variant together', () =>
    spec
      .given(scarf)
      .when({ type: 'ReserveStock', websiteId: 'site-1', orderId: 'o1', lines: [{ variantId: 'v1', quantity: 2 }, { variantId: 'v1', quantity: 1 }], at: AT })
      .thenRefuses(new CatalogError('conflict', ADD_TO_CART_MESSAGES.notEnoughStock)));

  it('gives an order’s units back once', () => spec.given([...scarf, ...taken('o1', 2, 0)]).when({ type: 'ReleaseStock', websiteId: 'site-1', orderId: 'o1', cause: 'given_back' }).then(given('o1', 2, 2)));

  it('gives nothing back for an order that took nothing, or gave back already', () => {
    spec.given(scarf).when({ type: 'ReleaseStock', websiteId: 'site-1', orderId: 'o1', cause: 'given_back' }).then([]);
    spec.given([...scarf, ...taken('o1', 2, 0), ...given('o1', 2, 2)]).when({ type: 'ReleaseStock', websiteId: 'site-1', orderId: 'o1', cause: 'expired' }).then([]);
  });

  it('expires a reservation no order confirmed, as its own cause', () =>
    spec
      .given([...scarf, ...taken('o1', 1, 1)])
      .when({ type: 'ReleaseStock', websiteId: 'site-1', orderId: 'o1', cause: 'expired' })
      .then([
        productEvents.stockAdjusted({ ...ids, variantId: 'v1', delta: 1, qtyInStock: 2, reason: 'order o1' }),
        productEvents.stockReleased({ ...ids, orderId: 'o1', cause: StockReleaseCause.EXPIRED }),
      ]));

  it('closes a placed order’s reservation as sold, keeping the stock taken; a later give-back gives nothing', () => {
    const sold = productEvents.stockSold({ ...ids, orderId: 'o1' });
    spec.given([...scarf, ...taken('o1', 2, 0)]).when({ type: 'SellReservedStock', websiteId: 'site-1', orderId: 'o1' }).then([sold]);
    spec.given([...scarf, ...taken('o1', 2, 0), sold]).when({ type: 'ReleaseStock', websiteId: 'site-1', orderId: 'o1', cause: 'given_back' }).then([]);
  });
});
