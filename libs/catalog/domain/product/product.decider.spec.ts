import { deciderSpec } from '@mercato/testing/decider';
import { ProductType } from '@mercato/spec';
import { CatalogError } from '../catalog-error';
import { decideProduct, productDecider, type CreateProduct, type ProductEvent, type VariantInput } from './product.decider';

const spec = deciderSpec(productDecider);

const variant = (variantId: string, size: string, colour: string, overrides: Partial<VariantInput> = {}): VariantInput => ({
  variantId,
  sku: `SKU-${variantId}`,
  priceCents: 4500,
  salePriceCents: 0,
  onSale: false,
  unlimited: false,
  qtyInStock: 5,
  optionValues: [
    { optionName: 'Color', value: colour },
    { optionName: 'Size', value: size },
  ],
  ...overrides,
});

const shirt: CreateProduct = {
  type: 'CreateProduct',
  websiteId: 'site-1',
  collectionId: 'shop',
  itemId: 'item-1',
  title: ' Linen Shirt ',
  urlId: 'linen-shirt',
  description: 'Breathable.',
  productType: ProductType.PHYSICAL,
  currency: 'USD',
  variantOptionOrdering: ['Size', 'Color'],
  isSubscribable: false,
  additionalFieldsFormId: '',
  useCustomAddButtonText: false,
  customAddButtonText: '',
  images: [],
  variants: [variant('v1', 'S', 'Blue'), variant('v2', 'M', 'Blue')],
};

const created = (): ProductEvent[] => decideProduct(shirt, productDecider.initialState());

const refusedWith = (code: CatalogError['code'], message: RegExp) => (error: unknown) => {
  expect(error).toBeInstanceOf(CatalogError);
  expect((error as CatalogError).code).toBe(code);
  expect((error as CatalogError).message).toMatch(message);
};

describe('product decider', () => {
  it('creates a product and its variants, with option values in the product option order', () =>
    spec
      .given([])
      .when(shirt)
      .then((events) => {
        expect(events.map((e) => e.$typeName.split('.').at(-1))).toEqual(['ProductCreated', 'ProductVariantAdded', 'ProductVariantAdded']);
        const [product, first] = events;
        expect(product).toMatchObject({ title: 'Linen Shirt', productType: 1, variantOptionOrdering: ['Size', 'Color'] });
        expect(first).toMatchObject({ sku: 'SKU-v1', attributes: { Size: 'S', Color: 'Blue' }, qtyInStock: 5 });
        expect(first && 'optionValues' in first ? first.optionValues.map((o) => o.optionName) : []).toEqual(['Size', 'Color']);
      }));

  it('refuses a second creation of the same product', () => spec.given(created()).when(shirt).thenThrows(refusedWith('already_exists', /already exists/)));

  it('refuses a subscription on a digital product (spec §5: physical and service only)', () =>
    spec
      .given([])
      .when({ ...shirt, productType: ProductType.DIGITAL, isSubscribable: true, digital: { priceCents: 900, salePriceCents: 0, onSale: false }, variants: [] })
      .thenThrows(refusedWith('invalid', /physical and service/)));

  it('refuses a variant that misses an option or repeats another variant', () => {
    spec
      .given(created())
      .when({ type: 'AddVariant', websiteId: 'site-1', variant: { ...variant('v3', 'L', 'Blue'), optionValues: [{ optionName: 'Size', value: 'L' }] } })
      .thenThrows(refusedWith('invalid', /exactly one value for each option: Size, Color/));
    spec.given(created()).when({ type: 'AddVariant', websiteId: 'site-1', variant: variant('v3', 'S', 'Blue', { sku: 'OTHER' }) }).thenThrows(refusedWith('already_exists', /same option values/));
  });

  it('adjusts stock and refuses to go below zero', () => {
    spec
      .given(created())
      .when({ type: 'AdjustStock', websiteId: 'site-1', variantId: 'v1', delta: -2, reason: 'sold in shop' })
      .then((events) => expect(events[0]).toMatchObject({ variantId: 'v1', delta: -2, qtyInStock: 3 }));
    spec.given(created()).when({ type: 'AdjustStock', websiteId: 'site-1', variantId: 'v1', delta: -6, reason: 'count' }).thenThrows(refusedWith('conflict', /below zero \(5 in stock\)/));
  });

  it('does not count stock for unlimited variants', () => {
    const unlimited = decideProduct({ ...shirt, variants: [variant('v1', 'S', 'Blue', { unlimited: true, qtyInStock: 7 })] }, productDecider.initialState());
    expect(unlimited[1]).toMatchObject({ unlimited: true, qtyInStock: 0 });
    spec.given(unlimited).when({ type: 'AdjustStock', websiteId: 'site-1', variantId: 'v1', delta: 1, reason: '' }).thenThrows(refusedWith('invalid', /unlimited/));
  });

  it('refuses negative or fractional prices and stock', () => {
    spec.given([]).when({ ...shirt, variants: [variant('v1', 'S', 'Blue', { priceCents: -1 })] }).thenThrows(refusedWith('invalid', /priceCents/));
    spec.given([]).when({ ...shirt, variants: [variant('v1', 'S', 'Blue', { qtyInStock: 1.5 })] }).thenThrows(refusedWith('invalid', /qtyInStock/));
  });

  it('answers commands on an unknown product with not found', () =>
    spec.given([]).when({ type: 'SetStockLevel', websiteId: 'site-1', variantId: 'v1', unlimited: true, qtyInStock: 0 }).thenThrows(refusedWith('not_found', /Product not found/)));

  it("answers a change made from another website exactly like an unknown product, so it never learns the product exists", () =>
    spec.given(created()).when({ type: 'AdjustStock', websiteId: 'site-2', variantId: 'v1', delta: 1, reason: 'restock' }).thenThrows(refusedWith('not_found', /^Product not found\.$/)));
});
