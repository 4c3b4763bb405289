// The owner API's answers, from the one definition the services build them with (@mercato/views),
// and the two the console reads that have no view there yet. Amounts are minor units (cents).
import type { ContributorRole, StoreSettings as SiteStoreSettings } from '@mercato/spec';

export type {
  AreaAccess,
  CollectionView as StoreCollection,
  MoneyView as Money,
  OwnedSiteView as OwnedSite,
  ProductView as Product,
  VariantView as Variant,
} from '@mercato/views';

/** POST and GET /api/auth/session: the logged-in contributor. */
export interface ContributorView {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly roles: ReadonlyArray<{ websiteId: string; role: ContributorRole }>;
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

/** GET and PUT /api/v1/commerce-preferences/store-settings: the settings of the site the address serves. */
export type StoreSettings = SiteStoreSettings & { readonly websiteId: string };

export type { ImageAssetView as ImageAsset } from '@mercato/media/domain';
