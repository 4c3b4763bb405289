import { ProductType } from '@mercato/spec';
import type { CartEntry, CartState } from './cart.state';
import { cartTotals } from './totals';
import { shoppingCartView } from './cart.view';

const entry = (fields: Partial<CartEntry>): CartEntry => ({
  entryId: 'e',
  itemId: 'i',
  variantId: 'v',
  sku: 'S',
  attributes: {},
  quantity: 1,
  additionalFields: '',
  title: 'T',
  productType: ProductType.PHYSICAL,
  unitPriceCents: 100,
  ...fields,
});

describe('cart totals', () => {
  it('sums the entries and derives delivery from the product types', () => {
    expect(cartTotals([entry({ quantity: 2, unitPriceCents: 1500 }), entry({ productType: ProductType.DIGITAL, unitPriceCents: 900 })])).toEqual({
      subtotalCents: 3900,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 3900,
      totalQuantity: 3,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(cartTotals([entry({ productType: ProductType.DIGITAL })])).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
    expect(cartTotals([entry({ productType: ProductType.SERVICE })])).toMatchObject({ hasDigital: false, purelyDigital: false, requiresShipping: false });
    expect(cartTotals([])).toMatchObject({ subtotalCents: 0, totalQuantity: 0, hasDigital: false, purelyDigital: false, requiresShipping: false });
  });
});

describe('shopping cart view (spec §3)', () => {
  const open: CartState = {
    status: 'open',
    websiteId: 'site',
    cartId: 'cart',
    kind: 'shopping',
    currency: 'JPY',
    created: 1764061200000,
    entries: [entry({ entryId: 'e1', quantity: 2, unitPriceCents: 123456, additionalFields: '{"text":"Ada"}', attributes: { Size: 'M' } })],
  };

  it('has exactly the spec fields (plus the project\'s image), the helper view and the template summary in the cart currency', () => {
    expect(shoppingCartView(open)).toEqual({
      id: 'cart',
      websiteId: 'site',
      orderId: null,
      created: 1764061200000,
      isPurchased: false,
      entries: [{ id: 'e1', itemId: 'i', quantity: 2, chosenVariant: { sku: 'S', attributes: { Size: 'M' } }, additionalFields: { text: 'Ada' }, title: 'T', subTotal: 246912, purchasePriceCents: 123456, image: null }],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 246912,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 246912,
      totalQuantity: 2,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
      helperView: { id: 'cart', items: [{ id: 'e1', itemId: 'i', sku: 'S', title: 'T', quantity: 2, productType: ProductType.PHYSICAL }], itemCount: 2, cartValue: 246912, currencyCode: 'JPY' },
      summary: { items: 2, subtotal: '246,912' },
    });
  });

  it('answers an empty cart in the default currency to a visitor without one', () => {
    expect(shoppingCartView({ status: 'absent' })).toMatchObject({ id: null, entries: [], totalQuantity: 0, isPurchased: false, summary: { items: 0, subtotal: '0.00' }, helperView: { currencyCode: 'USD', items: [] } });
  });

  it('gives an entry its image with the spec §3 alt text fallback: the alt text, else the image title, else the entry title', () => {
    const image = { assetUrl: 'https://shop.example/scarf.jpg', altText: 'Red wool scarf', title: 'Scarf photo', originalSize: '1200x900' };
    const altOf = (fields: Partial<typeof image>) => shoppingCartView({ ...open, entries: [entry({ title: 'Wool Scarf', image: { ...image, ...fields } })] }).entries[0]?.image;
    expect(altOf({})).toEqual({ assetUrl: 'https://shop.example/scarf.jpg', altText: 'Red wool scarf', originalSize: '1200x900' });
    expect(altOf({ altText: '' })?.altText).toBe('Scarf photo');
    expect(altOf({ altText: '', title: '' })?.altText).toBe('Wool Scarf');
  });

  it('shows a purchased cart with its order', () => {
    expect(shoppingCartView({ ...open, status: 'purchased', orderId: 'order-1' })).toMatchObject({ isPurchased: true, orderId: 'order-1' });
  });
});
