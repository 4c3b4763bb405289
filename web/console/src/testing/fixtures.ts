import { CollectionType, ContributorRole, ProductType } from '@mercato/spec';
import type { AreaAccess, OwnedSite, Product, StoreCollection } from '../api/types';

/** A site the console lists; site settings follow the store settings' access unless said. */
export function ownedSite(
  websiteId: string,
  hostnames: string[],
  access: { catalog: AreaAccess; storeSettings: AreaAccess; mainNavigation: AreaAccess; siteSettings?: AreaAccess; mail?: AreaAccess },
): OwnedSite {
  return { websiteId, title: `Site ${websiteId}`, currency: 'USD', hostnames, roles: [ContributorRole.VIEWER], access: { siteSettings: access.storeSettings, mail: 'none', ...access } };
}

export const mugProduct: Product = {
  id: 'item-1',
  collectionId: 'store-1',
  title: 'Mug',
  urlId: 'mug',
  url: '/shop/p/mug',
  description: '',
  productType: ProductType.PHYSICAL,
  currency: 'USD',
  images: [],
  variantOptionOrdering: [],
  isSubscribable: false,
  subscriptionPlan: null,
  useCustomAddButtonText: false,
  customAddButtonText: '',
  additionalFieldsFormId: '',
  merchandising: { scarcityEnabled: false, scarcityText: '', scarcityShownByDefault: false, customSoldOutText: '', mailingListSignUpEnabled: false, mailingListOptInByDefault: false, restockSuccessText: '' },
  variants: [
    { id: 'variant-1', sku: 'MUG', priceMoney: { value: 1800, currency: 'USD' }, salePriceMoney: { value: 0, currency: 'USD' }, onSale: false, unlimited: false, qtyInStock: 4, attributes: {}, optionValues: [] },
  ],
};

export const shopStore: StoreCollection = { id: 'store-1', title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', description: '', enabled: true, type: CollectionType.PRODUCTS };
