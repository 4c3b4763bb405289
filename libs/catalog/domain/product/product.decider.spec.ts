import { moneyFromMinorUnits, ProductType as EventProductType } from '@mercato/contracts';
import { ProductType } from '@mercato/spec';
import { deciderSpec } from '@mercato/testing/decider';
import { CatalogError } from '../catalog-error';
import { productDecider, type CreateProduct, type VariantInput } from './product.decider';
import { productEvents } from './product.events';

const spec = deciderSpec(productDecider);
const usd = (cents: number) => moneyFromMinorUnits(cents, 'USD');

const variant = (variantId: string, size: string, colour: string, overrides: Partial<VariantInput> = {}): VariantInput => ({
  variantId,
  sku: `SKU-${variantId}`,
  priceCents: 4500,
  salePriceCents: 0,
  onSale: false,
  unlimited: false,
  qtyInStock: 5,
  // Given in another order than the product's options: the events list them in the product's.
  optionValues: [
    { optionName: 'Color', value: colour },
    { optionName: 'Size', value: size },
  ],
  ...overrides,
});

const createShirt: CreateProduct = {
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

const shirtCreated = productEvents.created({
  websiteId: 'site-1',
  collectionId: 'shop',
  itemId: 'item-1',
  title: 'Linen Shirt',
  urlId: 'linen-shirt',
  description: 'Breathable.',
  productType: EventProductType.PHYSICAL,
  variantOptionOrdering: ['Size', 'Color'],
  currency: 'USD',
});
const smallBlueAdded = productEvents.variantAdded({
  websiteId: 'site-1',
  itemId: 'item-1',
  variantId: 'v1',
  sku: 'SKU-v1',
  priceMoney: usd(4500),
  salePriceMoney: usd(0),
  qtyInStock: 5,
  attributes: { Size: 'S', Color: 'Blue' },
  optionValues: [
    { optionName: 'Size', value: 'S' },
    { optionName: 'Color', value: 'Blue' },
  ],
});
const mediumBlueAdded = productEvents.variantAdded({
  websiteId: 'site-1',
  itemId: 'item-1',
  variantId: 'v2',
  sku: 'SKU-v2',
  priceMoney: usd(4500),
  salePriceMoney: usd(0),
  qtyInStock: 5,
  attributes: { Size: 'M', Color: 'Blue' },
  optionValues: [
    { optionName: 'Size', value: 'M' },
    { optionName: 'Color', value: 'Blue' },
  ],
});
const shirt = [shirtCreated, smallBlueAdded, mediumBlueAdded];

const notFound = new CatalogError('not_found', 'Product not found.');

describe('product decider', () => {
  it('creates a product and its variants, with option values in the product option order', () =>
    spec.given([]).when(createShirt).then(shirt));

  it('refuses a second creation of the same product', () =>
    spec.given(shirt).when(createShirt).thenRefuses(new CatalogError('already_exists', 'This product already exists.')));

  it('refuses a subscription on a digital product (spec §5: physical and service only)', () =>
    spec
      .given([])
      .when({ ...createShirt, productType: ProductType.DIGITAL, isSubscribable: true, digital: { priceCents: 900, salePriceCents: 0, onSale: false }, variants: [] })
      .thenRefuses(new CatalogError('invalid', 'Only physical and service products can be subscribed to.', 'isSubscribable')));

  it('refuses a variant that misses an option', () =>
    spec
      .given(shirt)
      .when({ type: 'AddVariant', websiteId: 'site-1', variant: { ...variant('v3', 'L', 'Blue'), optionValues: [{ optionName: 'Size', value: 'L' }] } })
      .thenRefuses(new CatalogError('invalid', 'A variant needs exactly one value for each option: Size, Color.', 'optionValues')));

  it('refuses a variant that repeats the option values of another', () =>
    spec
      .given(shirt)
      .when({ type: 'AddVariant', websiteId: 'site-1', variant: variant('v3', 'S', 'Blue', { sku: 'OTHER' }) })
      .thenRefuses(new CatalogError('already_exists', 'Another variant has the same option values.', 'optionValues')));

  it('changes the price of a variant in the product currency', () =>
    spec
      .given(shirt)
      .when({ type: 'ChangeVariantPrice', websiteId: 'site-1', variantId: 'v2', priceCents: 5000, salePriceCents: 3900, onSale: true })
      .then([productEvents.variantPriceChanged({ websiteId: 'site-1', itemId: 'item-1', variantId: 'v2', priceMoney: usd(5000), salePriceMoney: usd(3900), onSale: true })]));

  it('adjusts stock by a relative amount and records the new level', () =>
    spec
      .given(shirt)
      .when({ type: 'AdjustStock', websiteId: 'site-1', variantId: 'v1', delta: -2, reason: 'sold in shop' })
      .then([productEvents.stockAdjusted({ websiteId: 'site-1', itemId: 'item-1', variantId: 'v1', delta: -2, qtyInStock: 3, reason: 'sold in shop' })]));

  it('adjusts from the level the last stock event left', () =>
    spec
      .given([...shirt, productEvents.stockLevelSet({ websiteId: 'site-1', itemId: 'item-1', variantId: 'v1', qtyInStock: 1 })])
      .when({ type: 'AdjustStock', websiteId: 'site-1', variantId: 'v1', delta: -2, reason: 'count' })
      .thenRefuses(new CatalogError('conflict', 'Stock cannot go below zero (1 in stock).', 'delta')));

  it('refuses to take stock below zero', () =>
    spec
      .given(shirt)
      .when({ type: 'AdjustStock', websiteId: 'site-1', variantId: 'v1', delta: -6, reason: 'count' })
      .thenRefuses(new CatalogError('conflict', 'Stock cannot go below zero (5 in stock).', 'delta')));

  it('records no stock for an unlimited variant', () =>
    spec
      .given([])
      .when({ ...createShirt, variants: [variant('v1', 'S', 'Blue', { unlimited: true, qtyInStock: 7 })] })
      .then([shirtCreated, productEvents.variantAdded({ ...smallBlueAdded, unlimited: true, qtyInStock: 0 })]));

  it('refuses to adjust the stock of an unlimited variant', () =>
    spec
      .given([shirtCreated, productEvents.variantAdded({ ...smallBlueAdded, unlimited: true, qtyInStock: 0 })])
      .when({ type: 'AdjustStock', websiteId: 'site-1', variantId: 'v1', delta: 1, reason: '' })
      .thenRefuses(new CatalogError('invalid', 'Stock of an unlimited variant cannot be adjusted.', 'delta')));

  it('sets an absolute stock level', () =>
    spec
      .given(shirt)
      .when({ type: 'SetStockLevel', websiteId: 'site-1', variantId: 'v2', unlimited: false, qtyInStock: 40 })
      .then([productEvents.stockLevelSet({ websiteId: 'site-1', itemId: 'item-1', variantId: 'v2', qtyInStock: 40 })]));

  it('refuses a negative price', () =>
    spec
      .given([])
      .when({ ...createShirt, variants: [variant('v1', 'S', 'Blue', { priceCents: -1 })] })
      .thenRefuses(new CatalogError('invalid', 'priceCents must be a whole number of minor units, 0 or more.', 'priceCents')));

  it('refuses a fractional stock', () =>
    spec
      .given([])
      .when({ ...createShirt, variants: [variant('v1', 'S', 'Blue', { qtyInStock: 1.5 })] })
      .thenRefuses(new CatalogError('invalid', 'qtyInStock must be a whole number from 0 to 1000000000.', 'qtyInStock')));

  it('answers commands on an unknown product with not found', () =>
    spec.given([]).when({ type: 'SetStockLevel', websiteId: 'site-1', variantId: 'v1', unlimited: true, qtyInStock: 0 }).thenRefuses(notFound));

  it('answers a change made from another website exactly like an unknown product, so it never learns the product exists', () =>
    spec.given(shirt).when({ type: 'AdjustStock', websiteId: 'site-2', variantId: 'v1', delta: 1, reason: 'restock' }).thenRefuses(notFound));
});
