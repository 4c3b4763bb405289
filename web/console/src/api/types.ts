// The owner API's answers as the console reads them (only the fields it uses).
import type { ContributorRole } from '@mercato/spec';

export interface ContributorView {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly roles: ReadonlyArray<{ websiteId: string; role: ContributorRole }>;
}

/** What the contributor's roles allow in one area: the API refuses (403) what this does not allow. */
export type AreaAccess = 'edit' | 'view' | 'none';

/** GET /api/owner/sites: a website the contributor holds a role on. */
export interface OwnedSite {
  readonly websiteId: string;
  readonly title: string;
  readonly currency: string;
  readonly hostnames: readonly string[];
  readonly roles: readonly ContributorRole[];
  readonly access: { readonly catalog: AreaAccess; readonly storeSettings: AreaAccess; readonly mainNavigation: AreaAccess };
}

export interface StoreCollection {
  readonly id: string;
  readonly title: string;
  readonly navigationTitle: string;
  readonly urlId: string;
  readonly description: string;
  readonly enabled: boolean;
}

export interface Money {
  readonly value: number;
  readonly currency: string;
}

export interface Variant {
  readonly id: string;
  readonly sku: string;
  readonly priceMoney: Money;
  readonly salePriceMoney: Money;
  readonly onSale: boolean;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  readonly attributes: Readonly<Record<string, string>>;
}

export interface Product {
  readonly id: string;
  readonly collectionId: string;
  readonly title: string;
  readonly urlId: string;
  /** The product page's path on the storefront, e.g. /shop/p/linen-shirt */
  readonly url: string;
  readonly productType: number;
  readonly currency: string;
  readonly variantOptionOrdering: readonly string[];
  readonly digital?: { readonly priceMoney: Money; readonly salePriceMoney: Money; readonly onSale: boolean };
  readonly variants: readonly Variant[];
}

export interface NavigationLink {
  readonly collectionId?: string;
  readonly externalLink?: string;
  readonly memberAreaId?: string;
  readonly title?: string;
  readonly children?: readonly NavigationLink[];
}

/** GET /api/commondata/GetSiteLayout */
export interface SiteLayout {
  readonly websiteId: string;
  readonly templateId: string;
  readonly navigations: ReadonlyArray<{ fieldName: string; title: string; links: NavigationLink[] }>;
}

/** GET and PUT /api/v1/commerce-preferences/store-settings (spec §3 store settings, §9 default USD). */
export interface StoreSettings {
  readonly websiteId: string;
  readonly currency: string;
  readonly useLightCart: boolean;
  readonly nativeReviewsEnabled: boolean;
  readonly importedReviewsEnabled: boolean;
  readonly multipleQuantityAllowedForServices: boolean;
  readonly useCLDRMoneyFormat: boolean;
  readonly captchaSiteKey: string;
  readonly minimumOrderSubtotalCents: number;
}
