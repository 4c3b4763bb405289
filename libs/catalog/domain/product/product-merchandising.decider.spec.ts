import { moneyFromMinorUnits, ProductType as EventProductType } from '@mercato/contracts';
import { deciderSpec } from '@mercato/testing/decider';
import { CatalogError } from '../catalog-error';
import { productDecider, type MerchandisingInput } from './product.decider';
import { productEvents } from './product.events';

const spec = deciderSpec(productDecider);

const lampCreated = productEvents.created({
  websiteId: 'site-1',
  collectionId: 'shop',
  itemId: 'item-1',
  title: 'Desk Lamp',
  urlId: 'desk-lamp',
  productType: EventProductType.PHYSICAL,
  variantOptionOrdering: ['Color'],
  currency: 'USD',
});
const lamp = [lampCreated];

const merchandising: MerchandisingInput = {
  scarcityEnabled: true,
  scarcityText: ' Only a few left ',
  scarcityShownByDefault: true,
  customSoldOutText: ' Back in spring ',
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
  restockSuccessText: ' Thanks, we will write. ',
};

describe('product merchandising (spec §3 merchandising context)', () => {
  it('records the owner texts, trimmed, and the sign-up options', () =>
    spec
      .given(lamp)
      .when({ type: 'SetMerchandising', websiteId: 'site-1', merchandising })
      .then([
        productEvents.merchandisingSet({
          websiteId: 'site-1',
          itemId: 'item-1',
          scarcityEnabled: true,
          scarcityText: 'Only a few left',
          scarcityShownByDefault: true,
          customSoldOutText: 'Back in spring',
          mailingListSignUpEnabled: true,
          mailingListOptInByDefault: false,
          restockSuccessText: 'Thanks, we will write.',
        }),
      ]));

  it('turns scarcity off without a text', () =>
    spec
      .given(lamp)
      .when({ type: 'SetMerchandising', websiteId: 'site-1', merchandising: { ...merchandising, scarcityEnabled: false, scarcityText: '', customSoldOutText: '', restockSuccessText: '' } })
      .then([
        productEvents.merchandisingSet({
          websiteId: 'site-1',
          itemId: 'item-1',
          scarcityShownByDefault: true,
          mailingListSignUpEnabled: true,
        }),
      ]));

  it('refuses scarcity enabled with a blank text', () =>
    spec
      .given(lamp)
      .when({ type: 'SetMerchandising', websiteId: 'site-1', merchandising: { ...merchandising, scarcityText: '  ' } })
      .thenRefuses(new CatalogError('invalid', 'Scarcity text is required when scarcity is enabled.', 'scarcityText')));

  it('refuses a sold-out text over 200 characters', () =>
    spec
      .given(lamp)
      .when({ type: 'SetMerchandising', websiteId: 'site-1', merchandising: { ...merchandising, customSoldOutText: 'x'.repeat(201) } })
      .thenRefuses(new CatalogError('invalid', 'Custom sold-out text is longer than 200 characters.', 'customSoldOutText')));

  it('refuses a restock success text over 200 characters', () =>
    spec
      .given(lamp)
      .when({ type: 'SetMerchandising', websiteId: 'site-1', merchandising: { ...merchandising, restockSuccessText: 'x'.repeat(201) } })
      .thenRefuses(new CatalogError('invalid', 'Restock success text is longer than 200 characters.', 'restockSuccessText')));

  it("treats another website's product as missing", () =>
    spec
      .given(lamp)
      .when({ type: 'SetMerchandising', websiteId: 'site-2', merchandising })
      .thenRefuses(new CatalogError('not_found', 'Product not found.')));

  it('refuses a product that does not exist', () =>
    spec.given([]).when({ type: 'SetMerchandising', websiteId: 'site-1', merchandising }).thenRefuses(new CatalogError('not_found', 'Product not found.')));
});

describe('variant image (spec §2 point 1, variant image swap)', () => {
  it('records the image the page shows while the variant is chosen', () =>
    spec
      .given(lamp)
      .when({
        type: 'AddVariant',
        websiteId: 'site-1',
        variant: {
          variantId: 'v1', sku: 'LAMP-RED', priceCents: 3000, salePriceCents: 0, onSale: false, unlimited: true, qtyInStock: 0,
          optionValues: [{ optionName: 'Color', value: 'Red' }], imageAssetUrl: '/media/lamp-red.png',
        },
      })
      .then([
        productEvents.variantAdded({
          websiteId: 'site-1', itemId: 'item-1', variantId: 'v1', sku: 'LAMP-RED',
          priceMoney: moneyFromMinorUnits(3000, 'USD'), salePriceMoney: moneyFromMinorUnits(0, 'USD'), unlimited: true,
          attributes: { Color: 'Red' }, optionValues: [{ optionName: 'Color', value: 'Red' }], imageAssetUrl: '/media/lamp-red.png',
        }),
      ]));
});
