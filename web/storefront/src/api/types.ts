import { type ContributorRole, type CurrencyCode, type ProductType } from '@mercato/spec';

/** Shapes of the gateway's `/api/storefront/*` answers (JSON). Amounts are minor units (cents). */

export interface Money {
  value: number;
  currency: CurrencyCode;
}

export interface StoreSettings {
  useLightCart: boolean;
  multipleQuantityAllowedForServices: boolean;
}

export interface NavigationLink {
  title: string;
  href: string;
  collectionId: string;
}

export interface SiteView {
  websiteId: string;
  templateId: string;
  title: string;
  currency: CurrencyCode;
  timeZone: string;
  locale: string;
  header: { title: string; tagline: string };
  footer: { text: string };
  navigation: NavigationLink[];
  storeSettings: StoreSettings;
  useCLDRMoneyFormat: boolean;
}

export interface ProductImage {
  assetUrl: string;
  altText: string;
}

export interface VariantOptionValue {
  optionName: string;
  value: string;
}

export interface ProductVariant {
  id: string;
  sku: string;
  priceMoney: Money;
  salePriceMoney: Money;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  attributes: Record<string, string>;
  optionValues: VariantOptionValue[];
}

/** Digital items are priced on the product itself. */
export interface DigitalPricing {
  priceMoney: Money;
  salePriceMoney: Money;
  onSale: boolean;
}

export interface ProductView {
  id: string;
  title: string;
  urlId: string;
  /** Storefront path of the product page, e.g. "/shop/p/linen-shirt". */
  url: string;
  description: string;
  productType: ProductType;
  currency: CurrencyCode;
  images: ProductImage[];
  /** Option names in display order. */
  variantOptionOrdering: string[];
  isSubscribable: boolean;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
  digital?: DigitalPricing;
  variants: ProductVariant[];
}

export interface CollectionSummary {
  id: string;
  title: string;
  urlId: string;
  type: number;
}

export interface CollectionPageData {
  collection: CollectionSummary & { description: string };
  products: ProductView[];
}

export interface ProductPageData {
  product: ProductView;
  collection: CollectionSummary;
  website: { id: string; timeZone: string };
  storeSettings: StoreSettings;
  useCLDRMoneyFormat: boolean;
}

/** GET /api/auth/session: who is signed in as a contributor, and their role on each site. */
export interface ContributorSessionView {
  contributor: { id: string; roles: { websiteId: string; role: ContributorRole }[] };
}

/** Error envelope of a non-2xx answer. */
export interface ApiErrorBody {
  message: string;
  status: number;
}
