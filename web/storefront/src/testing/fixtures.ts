import { CollectionType, type CurrencyCode, ProductType } from '@mercato/spec';
import {
  type CollectionPageData,
  type ProductPageData,
  type ProductVariant,
  type ProductView,
  type SiteView,
} from '../api/types';

/** Realistic API answers for specs, shaped like the demo seed. */

export function siteFixture(overrides: Partial<SiteView> = {}): SiteView {
  return {
    websiteId: 'site-demo',
    templateId: 'mercato-basic',
    title: 'Mercato Demo Store',
    currency: 'USD',
    timeZone: 'America/New_York',
    locale: 'en-US',
    header: { title: 'Mercato Demo Store', tagline: 'Goods for everyday life' },
    footer: { text: '© Mercato Demo Store' },
    navigation: [{ title: 'Shop', href: '/shop', collectionId: 'col-shop' }],
    storeSettings: { useLightCart: false, nativeReviewsEnabled: false, importedReviewsEnabled: false, multipleQuantityAllowedForServices: true, expressCheckout: false, minimumOrderSubtotalCents: 0 },
    captchaSettings: { siteKey: '' },
    useCLDRMoneyFormat: false,
    languages: [],
    experiments: [],
    ...overrides,
  };
}

let variantSequence = 0;

export function variantFixture(
  attributes: Record<string, string>,
  { price = 4500, salePrice = 0, onSale = false, stock = 10, unlimited = false, currency = 'USD' as CurrencyCode } = {},
): ProductVariant {
  variantSequence += 1;
  return {
    id: `variant-${variantSequence}`,
    sku: `SKU-${variantSequence}`,
    priceMoney: { value: price, currency },
    salePriceMoney: { value: salePrice, currency },
    onSale,
    unlimited,
    qtyInStock: stock,
    attributes,
    optionValues: Object.entries(attributes).map(([optionName, value]) => ({ optionName, value })),
  };
}

export function productFixture(overrides: Partial<ProductView> & Pick<ProductView, 'title' | 'urlId'>): ProductView {
  return {
    id: `item-${overrides.urlId}`,
    collectionId: 'col-shop',
    url: `/shop/p/${overrides.urlId}`,
    description: '',
    productType: ProductType.PHYSICAL,
    currency: 'USD',
    images: [{ assetUrl: `/images/${overrides.urlId}.jpg`, altText: `${overrides.title} photo`, title: '', originalSize: '800x800' }],
    variantOptionOrdering: [],
    isSubscribable: false,
    subscriptionPlan: null,
    useCustomAddButtonText: false,
    customAddButtonText: '',
    additionalFieldsFormId: '',
    additionalFieldsForm: null,
    variants: [variantFixture({})],
    merchandising: { scarcityEnabled: false, scarcityText: '', scarcityShownByDefault: false, customSoldOutText: '', mailingListSignUpEnabled: false, mailingListOptInByDefault: false, restockSuccessText: '' },
    ...overrides,
  };
}

export const linenShirt = productFixture({
  title: 'Linen Shirt',
  urlId: 'linen-shirt',
  description: 'Breathable linen for warm days.',
  variantOptionOrdering: ['Size', 'Color'],
  variants: [
    variantFixture({ Size: 'S', Color: 'Blue' }),
    variantFixture({ Size: 'S', Color: 'White' }),
    variantFixture({ Size: 'M', Color: 'Blue' }),
    variantFixture({ Size: 'M', Color: 'White' }, { stock: 0 }),
    variantFixture({ Size: 'L', Color: 'Blue' }, { price: 4900 }),
    variantFixture({ Size: 'L', Color: 'White' }, { price: 4900 }),
  ],
});

export const canvasTote = productFixture({
  title: 'Canvas Tote',
  urlId: 'canvas-tote',
  variantOptionOrdering: ['Color'],
  variants: [
    variantFixture({ Color: 'Natural' }, { price: 2500, salePrice: 1900, onSale: true }),
    variantFixture({ Color: 'Black' }, { price: 2500, salePrice: 1900, onSale: true }),
  ],
});

export const vintageLamp = productFixture({
  title: 'Vintage Lamp',
  urlId: 'vintage-lamp',
  variants: [variantFixture({}, { price: 12000, salePrice: 9900, onSale: true, stock: 0 })],
});

export const fieldGuide = productFixture({
  title: 'Field Guide',
  urlId: 'field-guide',
  productType: ProductType.DIGITAL,
  digital: { priceMoney: { value: 900, currency: 'USD' }, salePriceMoney: { value: 0, currency: 'USD' }, onSale: false },
  variants: [variantFixture({}, { price: 900, unlimited: true })],
});

export const ironTeapot = productFixture({
  title: 'Iron Teapot',
  urlId: 'iron-teapot',
  currency: 'JPY',
  variants: [variantFixture({}, { price: 1234500, currency: 'JPY' })],
});

export const shopCollection: CollectionPageData = {
  collection: { id: 'col-shop', title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', description: 'Everything in the store.', enabled: true, type: CollectionType.PRODUCTS },
  products: [linenShirt, canvasTote, vintageLamp, fieldGuide],
};

export function productPageFixture(product: ProductView, overrides: Partial<ProductPageData> = {}): ProductPageData {
  return {
    product,
    collection: { id: 'col-shop', title: 'Shop', urlId: 'shop', type: CollectionType.PRODUCTS },
    website: { id: 'site-demo', timeZone: 'America/New_York' },
    storeSettings: { useLightCart: false, nativeReviewsEnabled: false, importedReviewsEnabled: false, multipleQuantityAllowedForServices: true, expressCheckout: false },
    captchaSiteKey: '',
    useCLDRMoneyFormat: false,
    ...overrides,
  };
}
